import { sql } from 'kysely';
import { columnTypes, idColumn, notNull, type StoreMigration } from './migration';

// Acting on a person's data (docs/privacy.md#erasure-withdrawal-and-retention): an outbox item
// can be cancelled (its person withdrew or was erased: never sent, the forwarder skips it), a
// rights request keeps its reference and dates once its contact fields are erased, and a lead's
// timeline records the privacy actions on it (kind 'privacy': withdrawn, erased). The values are
// listed here, not taken from the code's lists: this step allowed these and no others.
const EVENT_KINDS = ['status', 'owner', 'note', 'follow-up', 'privacy'];
const CALL_OUTCOMES = ['no-answer', 'busy', 'connected', 'wrong-number', 'call-back-later'];

const oneOf = (column: string, values: string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

export const migration019: StoreMigration = {
  name: '019_personal_data.sql',
  async up(db, engine) {
    const { timestamp } = columnTypes(engine);
    await db.schema.alterTable('outbox').addColumn('cancelled_at', timestamp).execute();
    await db.schema.alterTable('rights_requests').addColumn('erased_at', timestamp).execute();
    if (engine === 'postgres') {
      await sql`alter table lead_events drop constraint lead_events_kind_check`.execute(db);
      await sql`alter table lead_events add constraint lead_events_kind_check
        check (${oneOf('kind', EVENT_KINDS)})`.execute(db);
      return;
    }
    // SQLite cannot change a check: the timeline is rebuilt under the same ids. No table refers
    // to it, so it can be dropped once copied.
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
