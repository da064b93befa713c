import { columnTypes, idColumn, notNull, type StoreMigration } from './migration';

// The site's speed as visitors' browsers measured it (POST /api/vitals): one row per metric of a
// page view, with its route pattern, never its address, and no visitor's identifier. Rows are
// deleted after 90 days (lib/server/vitals/vitals-pruning.ts).
export const migration010: StoreMigration = {
  name: '010_vitals.sql',
  async up(db, engine) {
    const { timestamp, measure } = columnTypes(engine);
    await db.schema
      .createTable('vitals')
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('metric', 'text', notNull)
      .addColumn('value', measure, notNull)
      .addColumn('route', 'text', notNull)
      .addColumn('language', 'text', notNull)
      .addColumn('device', 'text', notNull)
      .addColumn('connection', 'text')
      .addColumn('navigation_type', 'text', notNull)
      .addColumn('target', 'text')
      .addColumn('target_kind', 'text')
      .addColumn('phase', 'text')
      .addColumn('received_at', timestamp, notNull)
      .execute();
    // The report reads a window of days, and pruning deletes what is older.
    await db.schema.createIndex('vitals_received').on('vitals').column('received_at').execute();
    // A page view's later report replaces its earlier one of the same metric and value.
    await db.schema
      .createIndex('vitals_series')
      .on('vitals')
      .columns(['route', 'metric', 'device', 'value'])
      .execute();
  },
};
