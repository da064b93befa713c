import { columnTypes, type StoreMigration } from './migration';

// How a rights request was handled (/inbox/requests): when an admin marked it answered, who
// (operator.id), and the note they wrote of what the person was told. Null until answered.
// Listed here, not taken from the code's lists: this step made these.
export const migration020: StoreMigration = {
  name: '020_rights_request_handling.sql',
  async up(db, engine) {
    const { timestamp } = columnTypes(engine);
    // SQLite adds one column per statement.
    await db.schema.alterTable('rights_requests').addColumn('handled_at', timestamp).execute();
    await db.schema.alterTable('rights_requests').addColumn('handled_by', 'text').execute();
    await db.schema.alterTable('rights_requests').addColumn('outcome', 'text').execute();
  },
};
