import { sql } from 'kysely';
import { columnTypes, idColumn, notNull, type StoreMigration } from './migration';

// The inbox's work on each lead: where it is in the pipeline, who owns it, when to call it next,
// when it was first contacted (speed to lead), and a version that two operators saving the same
// lead at once compare, so the second is told instead of overwriting the first. Every change is
// one row of lead_events, the lead's timeline. The values are listed here, not taken from the
// code's lists: this step allowed these and no others.
const STATUSES = ['new', 'attempted', 'connected', 'qualified', 'won', 'lost'];
const EVENT_KINDS = ['status', 'owner', 'note', 'follow-up'];
const CALL_OUTCOMES = ['no-answer', 'busy', 'connected', 'wrong-number', 'call-back-later'];

const oneOf = (column: string, values: string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

export const migration011: StoreMigration = {
  name: '011_lead_work.sql',
  async up(db, engine) {
    const { timestamp } = columnTypes(engine);
    // SQLite adds one column per statement; every existing lead is new, at version 0.
    const leads = () => db.schema.alterTable('leads');
    await leads()
      .addColumn('status', 'text', (column) =>
        column.notNull().defaultTo('new').check(oneOf('status', STATUSES)),
      )
      .execute();
    await leads().addColumn('status_at', timestamp).execute();
    await leads().addColumn('lost_reason', 'text').execute();
    // An operator removed for good leaves their leads unassigned, back in everyone's queue.
    await leads()
      .addColumn('owner_id', 'text', (column) =>
        column.references('operator.id').onDelete('set null'),
      )
      .execute();
    await leads().addColumn('next_follow_up_at', timestamp).execute();
    await leads().addColumn('first_contact_at', timestamp).execute();
    await leads()
      .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();

    // The queue: newest first within a status or an owner; an owner's follow-ups by due time.
    await db.schema
      .createIndex('leads_status_received')
      .on('leads')
      .columns(['status', 'received_at desc'])
      .execute();
    await db.schema
      .createIndex('leads_owner_received')
      .on('leads')
      .columns(['owner_id', 'received_at desc'])
      .execute();
    await db.schema
      .createIndex('leads_owner_follow_up')
      .on('leads')
      .columns(['owner_id', 'next_follow_up_at'])
      .execute();

    // The operator is kept as an id without a reference, like the access log's: the timeline
    // keeps who did what even after their account is gone. Erasing a lead erases its timeline.
    await db.schema
      .createTable('lead_events')
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
    await db.schema
      .createIndex('lead_events_lead')
      .on('lead_events')
      .columns(['lead_id', 'id'])
      .execute();
  },
};
