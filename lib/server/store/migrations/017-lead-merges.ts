import { columnTypes, idColumn, notNull, type StoreMigration } from './migration';

// Two leads of one person that the joining rules did not join (a new phone, a typo in the email)
// merged by an admin (docs/leads.md#merging-leads): the merged lead's row goes, its enquiries and
// timeline move to the kept lead, and this row remains, so the merged lead's address still leads
// to the kept one and the kept lead's timeline says who merged what and when. It holds no personal
// field: the merged lead's kind, purpose and status when it was merged, nothing of its person.
export const migration017: StoreMigration = {
  name: '017_lead_merges.sql',
  async up(db, engine) {
    const { timestamp } = columnTypes(engine);
    await db.schema
      .createTable('lead_merges')
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('kept_id', 'integer', (column) =>
        column.notNull().references('leads.id').onDelete('cascade'),
      )
      // No reference: the merged lead's row is gone. Unique: a lead is merged once.
      .addColumn('merged_id', 'integer', (column) => column.notNull().unique())
      .addColumn('at', timestamp, notNull)
      // Kept as an id without a reference, like the timeline's: who merged outlives their account.
      .addColumn('operator_id', 'text', notNull)
      .addColumn('merged_kind', 'text', notNull)
      .addColumn('merged_reason', 'text', notNull)
      .addColumn('merged_status', 'text', notNull)
      .execute();
    await db.schema.createIndex('lead_merges_kept').on('lead_merges').column('kept_id').execute();
  },
};
