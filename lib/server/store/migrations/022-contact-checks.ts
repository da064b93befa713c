import { columnTypes, type StoreMigration } from './migration';

// Two things erasure and rights requests need to find (docs/privacy.md):
// - `lead_merges.enquiry_id`: the repeat enquiry a merged lead's own row became, so that the
//   merged lead's outbox items (its payloads, with its phone, name and email) follow that enquiry
//   into an erasure, a withdrawal and an access copy, and a request naming the merged lead's
//   phone or email finds the kept lead. Null for merges made before this step: their items follow
//   the kept lead.
// - each contact a rights request names is checked on its own before its data is shown or erased:
//   the email by a one-time code sent to it (its SHA-256 with the request's reference, when it was
//   sent, how many wrong codes were tried), the phone by the admin who called it; when and by whom
//   each was verified.
// Listed here, not taken from the code's lists: this step made these.
export const migration022: StoreMigration = {
  name: '022_contact_checks.sql',
  async up(db, engine) {
    const { timestamp } = columnTypes(engine);
    await db.schema.alterTable('lead_merges').addColumn('enquiry_id', 'integer').execute();
    // SQLite adds one column per statement.
    await db.schema.alterTable('rights_requests').addColumn('email_code_hash', 'text').execute();
    await db.schema
      .alterTable('rights_requests')
      .addColumn('email_code_sent_at', timestamp)
      .execute();
    await db.schema
      .alterTable('rights_requests')
      .addColumn('email_code_tries', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('rights_requests')
      .addColumn('email_verified_at', timestamp)
      .execute();
    await db.schema.alterTable('rights_requests').addColumn('email_verified_by', 'text').execute();
    await db.schema
      .alterTable('rights_requests')
      .addColumn('phone_verified_at', timestamp)
      .execute();
    await db.schema.alterTable('rights_requests').addColumn('phone_verified_by', 'text').execute();
  },
};
