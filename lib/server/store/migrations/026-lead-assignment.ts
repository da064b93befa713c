import { sql } from 'kysely';
import { columnTypes, idColumn, notNull, type StoreMigration } from './migration';

// Every lead gets an owner as it arrives (docs/operations.md#lead-assignment):
// - assignment_rules, in order, first match wins, each naming its team in
//   assignment_rule_members (an operator removed for good leaves their teams);
// - assignment_rotation: each team's last owner, so the rotation goes on after a restart and
//   after its team changed (rule_key: the rule's id, or `default` for all counsellors);
// - operator_availability: a counsellor's working hours (JSON, Monday first, minutes in India),
//   leave through a date, and a cap of leads a day;
// - lead_assignments: who had each lead, from when, until when they had to call it, and why it
//   came to them (the timeline shows it); a lead's first-contact deadline and when it moved are on
//   the lead, so the deadline's check reads one index.
// The outbox takes a fourth kind of record, the assignment, for the admins' notice of a move.
// The values are listed here, not taken from the code's lists: this step allowed these.
const CAUSES = ['arrival', 'off-hours', 'deadline'];

export const migration026: StoreMigration = {
  name: '026_lead_assignment.sql',
  async up(db, engine) {
    const { timestamp } = columnTypes(engine);
    await db.schema
      .createTable('assignment_rules')
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('position', 'integer', notNull)
      .addColumn('kind', 'text', (column) => column.check(sql`kind in ('admission', 'proposal')`))
      .addColumn('university', 'text')
      .addColumn('language', 'text')
      .addColumn('campaign', 'text')
      .addColumn('created_at', timestamp, notNull)
      .execute();
    await db.schema
      .createTable('assignment_rule_members')
      .addColumn('rule_id', 'integer', (column) =>
        column.notNull().references('assignment_rules.id').onDelete('cascade'),
      )
      .addColumn('operator_id', 'text', (column) =>
        column.notNull().references('operator.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('assignment_rule_members_key', ['rule_id', 'operator_id'])
      .execute();
    await db.schema
      .createTable('assignment_rotation')
      .addColumn('rule_key', 'text', (column) => column.primaryKey())
      // No reference: the position outlives the operator it points after.
      .addColumn('last_operator_id', 'text', notNull)
      .addColumn('updated_at', timestamp, notNull)
      .execute();
    await db.schema
      .createTable('operator_availability')
      .addColumn('operator_id', 'text', (column) =>
        column.primaryKey().references('operator.id').onDelete('cascade'),
      )
      .addColumn('hours', 'text')
      .addColumn('leave_until', 'text')
      .addColumn('daily_cap', 'integer')
      .addColumn('updated_at', timestamp, notNull)
      .execute();
    await db.schema
      .createTable('lead_assignments')
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('lead_id', 'integer', (column) =>
        column.notNull().references('leads.id').onDelete('cascade'),
      )
      // Kept as an id without a reference, like the timeline's: who had it outlives their account.
      .addColumn('operator_id', 'text', notNull)
      .addColumn('rule_id', 'integer')
      .addColumn('assigned_at', timestamp, notNull)
      .addColumn('due_at', timestamp)
      .addColumn('cause', 'text', (column) =>
        column
          .notNull()
          .check(sql.raw(`cause in (${CAUSES.map((cause) => `'${cause}'`).join(', ')})`)),
      )
      .execute();
    await db.schema
      .createIndex('lead_assignments_lead')
      .on('lead_assignments')
      .columns(['lead_id', 'id'])
      .execute();
    // A counsellor's leads today, for their daily cap.
    await db.schema
      .createIndex('lead_assignments_operator')
      .on('lead_assignments')
      .columns(['operator_id', 'assigned_at'])
      .execute();

    // SQLite adds one column per statement.
    await db.schema.alterTable('leads').addColumn('contact_due_at', timestamp).execute();
    await db.schema.alterTable('leads').addColumn('contact_moved_at', timestamp).execute();
    // The deadline's check: new leads not yet called, by when they are due.
    await db.schema
      .createIndex('leads_contact_due')
      .on('leads')
      .column('contact_due_at')
      .where(sql.ref('first_contact_at'), 'is', null)
      .execute();

    await allowAssignmentItems(db, engine);
  },
};

/**
 * The outbox's record_type may now also be 'assignment'. PostgreSQL changes the check in place;
 * SQLite cannot, so it rebuilds the outbox and its attempts under the same ids, as 015 did.
 */
async function allowAssignmentItems(db: Parameters<StoreMigration['up']>[0], engine: string) {
  const check = sql`record_type in ('lead', 'subscriber', 'enquiry', 'assignment')`;
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
    'cancelled_at',
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
    .addColumn('cancelled_at', timestamp)
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
