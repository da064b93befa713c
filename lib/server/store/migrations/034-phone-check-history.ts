import { sql } from 'kysely';
import { columnTypes, idColumn, notNull, type StoreMigration } from './migration';

// A phone's history across leads (issue 73; lib/server/phone-check): a new lead from a phone
// another lead verified takes its mark, found by the phone (indexed here); and a lead's timeline
// records the student's "Change number" on the thank-you page (kind 'phone'): `to_value` says
// whose number it was (student or guardian), never the numbers, which stay on the lead alone. The values are listed here, not taken from the
// code's lists: this step allowed these and no others. Written out as migration 019 did, since a
// released step is never changed (not shared with it through a helper that could be).
const EVENT_KINDS = ['status', 'owner', 'note', 'follow-up', 'privacy', 'phone'];
const CALL_OUTCOMES = ['no-answer', 'busy', 'connected', 'wrong-number', 'call-back-later'];

const oneOf = (column: string, values: string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

export const migration034: StoreMigration = {
  name: '034_phone_check_history.sql',
  async up(db, engine) {
    await db.schema.createIndex('phone_checks_phone').on('phone_checks').column('phone').execute();
    if (engine === 'postgres') {
      await sql`alter table lead_events drop constraint lead_events_kind_check`.execute(db);
      await sql`alter table lead_events add constraint lead_events_kind_check
        check (${oneOf('kind', EVENT_KINDS)})`.execute(db);
      return;
    }
    // SQLite cannot change a check: the timeline is rebuilt under the same ids.
    const { timestamp } = columnTypes(engine);
    await db.schema
      .createTable('lead_events_rebuilt')
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('lead_id', 'integer', (column) =>
        column.notNull().references('leads.id').onDelete('cascade'),
      )
      .addColumn('at', timestamp, notNull)
      .addColumn('operator_id', 'text', notNull)
      .addColumn('kind', 'text', (column) => column.notNull().check(oneOf('kind', EVENT_KINDS)))
      .addColumn('from_value', 'text')
      .addColumn('to_value', 'text')
      .addColumn('note', 'text')
      .addColumn('call_outcome', 'text', (column) =>
        column.check(oneOf('call_outcome', CALL_OUTCOMES)),
      )
      .execute();
    await db
      .insertInto('lead_events_rebuilt')
      .expression((eb) => eb.selectFrom('lead_events').selectAll())
      .execute();
    await db.schema.dropTable('lead_events').execute();
    await db.schema.alterTable('lead_events_rebuilt').renameTo('lead_events').execute();
    await db.schema
      .createIndex('lead_events_lead')
      .on('lead_events')
      .columns(['lead_id', 'id'])
      .execute();
  },
};
