import { columnTypes, type StoreMigration } from './migration';

// When the browser first tried to send each lead: a lead it kept through a dropped connection
// or a 503 arrives later, and its received_at is when the server stored it. Every earlier lead
// was stored on the attempt that reached the server, so that attempt is the first one we know.
export const migration008: StoreMigration = {
  name: '008_first_attempt.sql',
  async up(db, engine) {
    await db.schema
      .alterTable('leads')
      .addColumn('first_attempt_at', columnTypes(engine).timestamp)
      .execute();
    await db
      .updateTable('leads')
      .set((eb) => ({ first_attempt_at: eb.ref('received_at') }))
      .execute();
  },
};
