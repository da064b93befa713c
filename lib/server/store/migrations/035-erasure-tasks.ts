import { columnTypes, type StoreMigration } from './migration';

// The erasures a university must be asked for by hand (docs/operations.md#erasure-and-withdrawal),
// on each lead's delivery: why its `lead.erased` event could not do it (the university answered a
// 4xx, or takes no webhook now), in our words only; and when an admin marked the task done, and who.
export const migration035: StoreMigration = {
  name: '035_erasure_tasks.sql',
  async up(db, engine) {
    const { timestamp } = columnTypes(engine);
    // SQLite adds one column per statement.
    await db.schema.alterTable('lead_deliveries').addColumn('erasure_failed', 'text').execute();
    await db.schema.alterTable('lead_deliveries').addColumn('erasure_done_at', timestamp).execute();
    await db.schema.alterTable('lead_deliveries').addColumn('erasure_done_by', 'text').execute();
  },
};
