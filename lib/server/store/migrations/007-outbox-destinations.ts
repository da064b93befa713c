import { sql } from 'kysely';
import { columnTypes, idColumn, notNull, type StoreMigration } from './migration';

// The outbox sends each record to one or more destinations: the hosted B2B API, and alerts to the
// agency by email and by webhook. An item is unique per record and destination; every item made
// before this step went to the hosted API. SQLite cannot change a table's UNIQUE constraint, so it
// rebuilds the table under the same ids, and its attempts table with it: the old attempts go
// before the old outbox, so no foreign key ever points at a dropped row, and renaming the new
// outbox carries the new attempts' reference along.
export const migration007: StoreMigration = {
  name: '007_outbox_destinations.sql',
  async up(db, engine) {
    if (engine === 'postgres') {
      await db.schema
        .alterTable('outbox')
        .addColumn('destination', 'text', (column) => column.notNull().defaultTo('hosted-api'))
        .execute();
      await db.schema
        .alterTable('outbox')
        .alterColumn('destination', (column) => column.dropDefault())
        .execute();
      await db.schema.dropIndex('outbox_record').execute();
      await db.schema
        .createIndex('outbox_record')
        .unique()
        .on('outbox')
        .columns(['record_type', 'record_id', 'destination'])
        .execute();
      return;
    }

    const { timestamp, flag } = columnTypes(engine);
    const kept = [
      'id',
      'record_type',
      'record_id',
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
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('record_type', 'text', (column) =>
        column.notNull().check(sql`record_type in ('lead', 'subscriber')`),
      )
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
      .columns([...kept, 'destination'])
      .expression((eb) =>
        eb.selectFrom('outbox').select([...kept, sql.lit('hosted-api').as('destination')]),
      )
      .execute();

    await db.schema
      .createTable('outbox_attempts_rebuilt')
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('outbox_id', 'integer', (column) =>
        column.notNull().references('outbox_rebuilt.id'),
      )
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
  },
};
