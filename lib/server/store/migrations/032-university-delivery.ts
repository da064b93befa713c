import { columnTypes, notNull, type StoreMigration } from './migration';

// Admission leads delivered to their universities (docs/operations.md#delivery-to-the-universities):
// - university_destinations: where each university takes its leads (an adapter, its address, its
//   credential sealed with a key kept out of the store, a daily cap); one row per university;
// - university_mappings: its master data sheet, our value of a course, city or state to theirs;
// - delivery_days: the leads sent to each university on each day in India, against its cap;
// - lead_deliveries: each lead's delivery and the university's answer (one row per lead);
// - delivery_missing: each value a sheet lacks, once, so the admins are told of it once.
export const migration032: StoreMigration = {
  name: '032_university_delivery.sql',
  async up(db, engine) {
    const { timestamp } = columnTypes(engine);
    await db.schema
      .createTable('university_destinations')
      .addColumn('university', 'text', (column) => column.primaryKey())
      .addColumn('adapter', 'text', notNull)
      .addColumn('url', 'text')
      .addColumn('secret_sealed', 'text')
      .addColumn('daily_cap', 'integer')
      .addColumn('updated_at', timestamp, notNull)
      .addColumn('updated_by', 'text', notNull)
      .execute();
    await db.schema
      .createTable('university_mappings')
      .addColumn('university', 'text', notNull)
      .addColumn('kind', 'text', notNull)
      .addColumn('ours', 'text', notNull)
      .addColumn('theirs', 'text', notNull)
      .addPrimaryKeyConstraint('university_mappings_key', ['university', 'kind', 'ours'])
      .execute();
    await db.schema
      .createTable('delivery_days')
      .addColumn('university', 'text', notNull)
      .addColumn('day', 'text', notNull)
      .addColumn('used', 'integer', notNull)
      .addPrimaryKeyConstraint('delivery_days_key', ['university', 'day'])
      .execute();
    await db.schema
      .createTable('lead_deliveries')
      .addColumn('lead_id', 'integer', (column) => column.primaryKey())
      .addColumn('university', 'text', notNull)
      .addColumn('adapter', 'text', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('detail', 'text', notNull)
      .addColumn('their_id', 'text')
      .addColumn('cap_day', 'text')
      .addColumn('round', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('sent_at', timestamp)
      .addColumn('updated_at', timestamp, notNull)
      .execute();
    await db.schema
      .createIndex('lead_deliveries_university')
      .on('lead_deliveries')
      .columns(['university', 'updated_at'])
      .execute();
    await db.schema
      .createTable('delivery_missing')
      .addColumn('university', 'text', notNull)
      .addColumn('kind', 'text', notNull)
      .addColumn('value', 'text', notNull)
      .addColumn('noticed_at', timestamp, notNull)
      .addPrimaryKeyConstraint('delivery_missing_key', ['university', 'kind', 'value'])
      .execute();
  },
};
