import { columnTypes, notNull, type StoreMigration } from './migration';

// A lead's phone verified by a one-time code sent by SMS (issue 73; docs/operations.md#phone-codes):
// one row per lead, beside it rather than on it, so a lead's own columns (and every reader of
// them) stay as they were when the code step is off. The phone the code went to (the student's,
// or a minor's guardian's, `phone_role`), the code only as its HMAC with when it was sent and how
// many wrong codes were tried, the gateway's id for the message and what its delivery report said,
// and when the phone was verified and how; when the student last corrected the number there (the
// lead's timeline shows both). Erasure empties the phone, the code and the gateway's
// id (lib/server/privacy/erasure-plan.ts); that and when a phone was verified stay.
export const migration031: StoreMigration = {
  name: '031_phone_checks.sql',
  async up(db, engine) {
    const { timestamp } = columnTypes(engine);
    await db.schema
      .createTable('phone_checks')
      .addColumn('lead_id', 'integer', (column) => column.primaryKey())
      .addColumn('phone', 'text', notNull)
      .addColumn('phone_role', 'text', notNull)
      .addColumn('language', 'text', notNull)
      .addColumn('code_hmac', 'text')
      .addColumn('code_sent_at', timestamp)
      .addColumn('tries', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('gateway_id', 'text')
      .addColumn('delivery', 'text')
      .addColumn('verified_at', timestamp)
      .addColumn('verified_method', 'text')
      .addColumn('phone_changed_at', timestamp)
      .addColumn('created_at', timestamp, notNull)
      .execute();
    await db.schema
      .createIndex('phone_checks_gateway_id')
      .on('phone_checks')
      .column('gateway_id')
      .execute();
  },
};
