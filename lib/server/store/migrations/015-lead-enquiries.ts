import { sql } from 'kysely';
import { personEmail, personPhone } from '../person-keys';
import { columnTypes, emptyByDefault, idColumn, notNull, type StoreMigration } from './migration';

// One person, one record (docs/leads.md#repeat-enquiries-one-person-one-record). Each lead gets its person's keys: the
// ten digits of its phone and its email trimmed and in lower case, indexed, so that a new enquiry
// finds the person's open lead. A repeat enquiry that joins a lead is a row of lead_enquiries with
// everything it sent (the lead keeps its first enquiry's fields). The outbox takes a third kind of
// record, the enquiry, for the notice its lead's owner is sent. The columns are listed here, not
// taken from the code's lists: this step made these and no others.
const AD_COLUMNS = [
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'fbc',
  'fbp',
  'ga_client_id',
];

export const migration015: StoreMigration = {
  name: '015_lead_enquiries.sql',
  async up(db, engine) {
    const { timestamp, flag } = columnTypes(engine);
    await db.schema.alterTable('leads').addColumn('phone_key', 'text').execute();
    await db.schema.alterTable('leads').addColumn('email_key', 'text').execute();
    // Most rows in one statement each way; the code's rules (not SQL's lower(), which SQLite applies
    // to ASCII alone) then mend the few rows whose keys differ.
    await db
      .updateTable('leads')
      .set({ phone_key: sql`phone`, email_key: sql`lower(trim(email))` })
      .execute();
    const rows = await db.selectFrom('leads').select(['id', 'phone', 'email']).execute();
    for (const row of rows) {
      const phone_key = personPhone(String(row.phone));
      const email_key = personEmail(String(row.email));
      if (phone_key !== row.phone || email_key !== String(row.email).trim().toLowerCase())
        await db
          .updateTable('leads')
          .set({ phone_key, email_key })
          .where('id', '=', row.id as number)
          .execute();
    }
    await db.schema.createIndex('leads_phone_key').on('leads').column('phone_key').execute();
    await db.schema.createIndex('leads_email_key').on('leads').column('email_key').execute();

    let enquiries = db.schema
      .createTable('lead_enquiries')
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('lead_id', 'integer', (column) =>
        column.notNull().references('leads.id').onDelete('cascade'),
      )
      .addColumn('received_at', timestamp, notNull)
      .addColumn('kind', 'text', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('email', 'text', notNull)
      .addColumn('phone', 'text', notNull)
      .addColumn('website', 'text')
      .addColumn('message', 'text')
      .addColumn('course', 'text')
      .addColumn('city', 'text')
      .addColumn('consent', flag)
      .addColumn('reason', 'text', emptyByDefault)
      .addColumn('page_url', 'text', emptyByDefault)
      .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
      .addColumn('user_agent', 'text', emptyByDefault)
      .addColumn('idempotency_key', 'text')
      .addColumn('idempotency_digest', 'text')
      .addColumn('landing_url', 'text', emptyByDefault)
      .addColumn('referrer', 'text', emptyByDefault);
    for (const column of AD_COLUMNS) enquiries = enquiries.addColumn(column, 'text');
    await enquiries
      .addColumn('consent_text', 'text')
      .addColumn('consent_version', 'text')
      .addColumn('consented_at', timestamp)
      .addColumn('first_attempt_at', timestamp, notNull)
      .execute();
    await db.schema
      .createIndex('lead_enquiries_lead')
      .on('lead_enquiries')
      .columns(['lead_id', 'id'])
      .execute();
    await db.schema
      .createIndex('lead_enquiries_idempotency_key')
      .unique()
      .on('lead_enquiries')
      .column('idempotency_key')
      .execute();

    await allowEnquiryItems(db, engine);
  },
};

/**
 * The outbox's record_type may now also be 'enquiry'. PostgreSQL changes the check in place;
 * SQLite cannot, so it rebuilds the table under the same ids as 007 did, and its attempts table
 * with it (better-sqlite3 enforces foreign keys from the start, so no row may point at a dropped
 * one): the old attempts go before the old outbox, and renaming the new outbox carries the new
 * attempts' reference along.
 */
async function allowEnquiryItems(db: Parameters<StoreMigration['up']>[0], engine: string) {
  const check = sql`record_type in ('lead', 'subscriber', 'enquiry')`;
  if (engine === 'postgres') {
    await sql`alter table outbox drop constraint outbox_record_type_check`.execute(db);
    await sql`alter table outbox add constraint outbox_record_type_check check (${check})`.execute(
      db,
    );
    return;
  }
  const { timestamp, flag } = columnTypes('sqlite');
  const columns = [
    'id',
    'record_type',
    'record_id',
    'destination',
    'path',
    'payload',
    'attempts',
    'next_attempt_at',
    'locked_until',
    'last_error',
    'delivered_at',
    'created_at',
  ];
  await db.schema
    .createTable('outbox_rebuilt')
    .addColumn('id', 'integer', idColumn('sqlite'))
    .addColumn('record_type', 'text', (column) => column.notNull().check(check))
    .addColumn('record_id', 'integer', notNull)
    .addColumn('destination', 'text', notNull)
    .addColumn('path', 'text', notNull)
    .addColumn('payload', 'text', notNull)
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', timestamp, notNull)
    .addColumn('locked_until', timestamp)
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', timestamp)
    .addColumn('created_at', timestamp, notNull)
    .addUniqueConstraint('outbox_record', ['record_type', 'record_id', 'destination'])
    .execute();
  await db
    .insertInto('outbox_rebuilt')
    .columns(columns)
    .expression((eb) => eb.selectFrom('outbox').select(columns))
    .execute();
  await db.schema
    .createTable('outbox_attempts_rebuilt')
    .addColumn('id', 'integer', idColumn('sqlite'))
    .addColumn('outbox_id', 'integer', (column) => column.notNull().references('outbox_rebuilt.id'))
    .addColumn('attempted_at', timestamp, notNull)
    .addColumn('ok', flag, notNull)
    .addColumn('http_status', 'integer')
    .addColumn('detail', 'text', notNull)
    .addColumn('duration_ms', 'integer', notNull)
    .execute();
  await db
    .insertInto('outbox_attempts_rebuilt')
    .expression((eb) => eb.selectFrom('outbox_attempts').selectAll())
    .execute();
  await db.schema.dropTable('outbox_attempts').execute();
  await db.schema.dropTable('outbox').execute();
  await db.schema.alterTable('outbox_rebuilt').renameTo('outbox').execute();
  await db.schema.alterTable('outbox_attempts_rebuilt').renameTo('outbox_attempts').execute();
  await db.schema
    .createIndex('outbox_due')
    .on('outbox')
    .column('next_attempt_at')
    .where(sql.ref('delivered_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('outbox_attempts_outbox')
    .on('outbox_attempts')
    .column('outbox_id')
    .execute();
}
