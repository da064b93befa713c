import { columnTypes, type StoreMigration } from './migration';

// An outbox item can end without being sent: its person withdrew or was erased
// (lib/server/privacy/personal-data.ts), or it is a Meta event of a lead that may no longer go to
// the ad platforms or that became too old for Meta to take (meta-sender.ts). It keeps its
// attempts, and when it was cancelled; no instance claims it again.
export const migration018: StoreMigration = {
  name: '018_outbox_cancelled.sql',
  async up(db, engine) {
    const { timestamp } = columnTypes(engine);
    await db.schema.alterTable('outbox').addColumn('cancelled_at', timestamp).execute();
  },
};
