import { columnTypes, type StoreMigration } from './migration';

// An outbox item can end without being sent: a Meta event of a lead that may no longer go to the
// ad platforms (its person withdrew, it was erased) or that became too old for Meta to take. It
// keeps its attempts, and when it was withheld; no instance claims it again.
export const migration018: StoreMigration = {
  name: '018_outbox_withheld.sql',
  async up(db, engine) {
    const { timestamp } = columnTypes(engine);
    await db.schema.alterTable('outbox').addColumn('withheld_at', timestamp).execute();
  },
};
