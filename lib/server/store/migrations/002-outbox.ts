import { sql } from 'kysely';
import { columnTypes, idColumn, notNull, type StoreMigration } from './migration';

// Each record waiting to be sent on (the outbox), and every attempt to send it. PostgreSQL
// databases made before this step was split from 001_init.sql have these already, hence "if not
// exists" (which changes nothing on SQLite).
export const migration002: StoreMigration = {
  name: '002_outbox.sql',
  async up(db, engine) {
    const { timestamp, flag } = columnTypes(engine);
    const sqlite = engine === 'sqlite';
    await db.schema
      .createTable('outbox')
      .ifNotExists()
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('record_type', 'text', (column) =>
        column.notNull().check(sql`record_type in ('lead', 'subscriber')`),
      )
      .addColumn('record_id', 'integer', notNull)
      .addColumn('path', 'text', notNull)
      .addColumn('payload', 'text', notNull)
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', timestamp, notNull)
      .addColumn('locked_until', timestamp)
      .addColumn('last_error', 'text')
      .addColumn('delivered_at', timestamp)
      .addColumn('created_at', timestamp, notNull)
      .$call((table) =>
        sqlite ? table.addUniqueConstraint('outbox_record', ['record_type', 'record_id']) : table,
      )
      .execute();
    if (!sqlite)
      await db.schema
        .createIndex('outbox_record')
        .ifNotExists()
        .unique()
        .on('outbox')
        .columns(['record_type', 'record_id'])
        .execute();
    await db.schema
      .createIndex('outbox_due')
      .ifNotExists()
      .on('outbox')
      .column('next_attempt_at')
      .where(sql.ref('delivered_at'), 'is', null)
      .execute();

    await db.schema
      .createTable('outbox_attempts')
      .ifNotExists()
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('outbox_id', 'integer', (column) => column.notNull().references('outbox.id'))
      .addColumn('attempted_at', timestamp, notNull)
      .addColumn('ok', flag, notNull)
      .addColumn('http_status', 'integer')
      .addColumn('detail', 'text', notNull)
      .addColumn('duration_ms', 'integer', notNull)
      .execute();
    await db.schema
      .createIndex('outbox_attempts_outbox')
      .ifNotExists()
      .on('outbox_attempts')
      .column('outbox_id')
      .execute();
  },
};
