import { sql } from 'kysely';
import { columnTypes, emptyByDefault, idColumn, notNull, type StoreMigration } from './migration';

// Leads and newsletter subscribers. SQLite keeps the unique keys in the tables, PostgreSQL in
// named indexes; PostgreSQL also keeps the rate limiter's counts, shared by every instance.
export const migration001: StoreMigration = {
  name: '001_init.sql',
  async up(db, engine) {
    const { timestamp, flag } = columnTypes(engine);
    const sqlite = engine === 'sqlite';
    await db.schema
      .createTable('leads')
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('kind', 'text', (column) =>
        column.notNull().check(sql`kind in ('proposal', 'admission')`),
      )
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
      .addColumn('user_agent', 'text', emptyByDefault)
      .addColumn('idempotency_key', 'text', (column) => (sqlite ? column.unique() : column))
      .addColumn('received_at', timestamp, notNull)
      .execute();
    if (!sqlite)
      await db.schema
        .createIndex('leads_idempotency_key')
        .unique()
        .on('leads')
        .column('idempotency_key')
        .execute();
    await db.schema.createIndex('leads_received_at').on('leads').column('received_at').execute();

    await db.schema
      .createTable('subscribers')
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('email', 'text', notNull)
      .addColumn('email_normalized', 'text', (column) =>
        sqlite ? column.notNull().unique() : column.notNull(),
      )
      .addColumn('user_agent', 'text', emptyByDefault)
      .addColumn('subscribed_at', timestamp, notNull)
      .execute();
    if (sqlite) return;
    await db.schema
      .createIndex('subscribers_email_normalized')
      .unique()
      .on('subscribers')
      .column('email_normalized')
      .execute();
    await db.schema
      .createIndex('subscribers_subscribed_at')
      .on('subscribers')
      .column('subscribed_at')
      .execute();
    // rate-limiter-flexible's table, shared by every instance so limits count across them.
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'varchar(255)', (column) => column.primaryKey())
      .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('expire', 'bigint')
      .execute();
  },
};
