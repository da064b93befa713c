import { columnTypes, type StoreMigration } from './migration';

// What the DPDP Act asks a lead to carry (docs/privacy.md): when its person withdrew consent (no
// contact, no ad export from then on), when its personal fields were erased (the row stays as a
// tombstone so counts stay true), and, for an admission, whether the student said they are 18 or
// older and, when not, the parent or guardian who consented. A repeat enquiry records the same
// answers as it sent them. Listed here, not taken from the code's lists: this step made these.
export const migration016: StoreMigration = {
  name: '016_privacy_marks.sql',
  async up(db, engine) {
    const { timestamp, flag } = columnTypes(engine);
    // SQLite adds one column per statement; an earlier lead was never asked (adult is null).
    for (const table of ['leads', 'lead_enquiries']) {
      await db.schema.alterTable(table).addColumn('adult', flag).execute();
      await db.schema.alterTable(table).addColumn('guardian_name', 'text').execute();
      await db.schema.alterTable(table).addColumn('guardian_phone', 'text').execute();
    }
    await db.schema.alterTable('leads').addColumn('contact_withdrawn_at', timestamp).execute();
    await db.schema.alterTable('leads').addColumn('erased_at', timestamp).execute();
  },
};
