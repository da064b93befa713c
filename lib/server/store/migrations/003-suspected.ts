import { columnTypes, type StoreMigration } from './migration';

// Records that look like a bot's are kept apart, with the reason, until an operator releases
// them (or the same email later subscribes for real); only then are they exported and forwarded.
export const migration003: StoreMigration = {
  name: '003_suspected.sql',
  async up(db, engine) {
    const { timestamp } = columnTypes(engine);
    for (const table of ['leads', 'subscribers']) {
      await db.schema.alterTable(table).addColumn('suspected_reason', 'text').execute();
      await db.schema.alterTable(table).addColumn('released_at', timestamp).execute();
    }
  },
};
