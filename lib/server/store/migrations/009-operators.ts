import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder } from 'kysely';
import type { Engine } from '../schema';
import { columnTypes, idColumn, notNull, type StoreMigration } from './migration';

// The operators who sign in to the inbox, in the tables Better Auth reads and writes (its
// `getMigrations` agrees with these: operator-schema.test.ts), with its column names; the access
// log of what each operator did, which the application may only append to; and the secret that
// signs their cookies when OPERATOR_AUTH_SECRET is not set.

/** Better Auth's column types: a time is DATE on SQLite (stored as ISO text) and a flag INTEGER. */
const authTypes = (engine: Engine) =>
  engine === 'sqlite'
    ? ({ date: 'date', flag: 'integer' } as const)
    : ({ date: 'timestamptz', flag: 'boolean' } as const);

type Table = CreateTableBuilder<string, never>;

/** A required time, which PostgreSQL fills when Better Auth's schema says it does. */
const requiredTime = (engine: Engine, table: Table, name: string, filled: boolean) =>
  table.addColumn(name, authTypes(engine).date, (column: ColumnDefinitionBuilder) =>
    filled && engine === 'postgres'
      ? column.defaultTo(sql`CURRENT_TIMESTAMP`).notNull()
      : column.notNull(),
  );

const operatorReference = (column: ColumnDefinitionBuilder) =>
  column.notNull().references('operator.id').onDelete('cascade');

export const migration009: StoreMigration = {
  name: '009_operators.sql',
  async up(db, engine) {
    const { date, flag } = authTypes(engine);
    const { timestamp } = columnTypes(engine);

    let operator = db.schema
      .createTable('operator')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', notNull)
      .addColumn('email', 'text', (column) => column.notNull().unique())
      .addColumn('emailVerified', flag, notNull)
      .addColumn('image', 'text');
    operator = requiredTime(engine, operator, 'createdAt', true);
    operator = requiredTime(engine, operator, 'updatedAt', true);
    await operator
      .addColumn('role', 'text')
      .addColumn('banned', flag)
      .addColumn('banReason', 'text')
      .addColumn('banExpires', date)
      .addColumn('twoFactorEnabled', flag)
      .execute();

    let session = db.schema
      .createTable('operator_session')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('expiresAt', date, notNull)
      .addColumn('token', 'text', (column) => column.notNull().unique());
    session = requiredTime(engine, session, 'createdAt', true);
    session = requiredTime(engine, session, 'updatedAt', false);
    await session
      .addColumn('ipAddress', 'text')
      .addColumn('userAgent', 'text')
      .addColumn('userId', 'text', operatorReference)
      .addColumn('impersonatedBy', 'text')
      .execute();

    let account = db.schema
      .createTable('operator_account')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('accountId', 'text', notNull)
      .addColumn('providerId', 'text', notNull)
      .addColumn('userId', 'text', operatorReference)
      .addColumn('accessToken', 'text')
      .addColumn('refreshToken', 'text')
      .addColumn('idToken', 'text')
      .addColumn('accessTokenExpiresAt', date)
      .addColumn('refreshTokenExpiresAt', date)
      .addColumn('scope', 'text')
      .addColumn('password', 'text');
    account = requiredTime(engine, account, 'createdAt', true);
    account = requiredTime(engine, account, 'updatedAt', false);
    await account.execute();

    let verification = db.schema
      .createTable('operator_verification')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('identifier', 'text', notNull)
      .addColumn('value', 'text', notNull)
      .addColumn('expiresAt', date, notNull);
    verification = requiredTime(engine, verification, 'createdAt', true);
    verification = requiredTime(engine, verification, 'updatedAt', true);
    await verification.execute();

    await db.schema
      .createTable('operator_two_factor')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('secret', 'text', notNull)
      .addColumn('backupCodes', 'text', notNull)
      .addColumn('userId', 'text', operatorReference)
      .addColumn('verified', flag)
      .addColumn('failedVerificationCount', 'integer')
      .addColumn('lockedUntil', date)
      .execute();

    const indexes: [string, string, string][] = [
      ['operator_session_userId_idx', 'operator_session', 'userId'],
      ['operator_account_userId_idx', 'operator_account', 'userId'],
      ['operator_verification_identifier_idx', 'operator_verification', 'identifier'],
      ['operator_two_factor_secret_idx', 'operator_two_factor', 'secret'],
      ['operator_two_factor_userId_idx', 'operator_two_factor', 'userId'],
    ];
    for (const [name, table, column] of indexes)
      await db.schema.createIndex(name).on(table).column(column).execute();

    await db.schema
      .createTable('access_log')
      .addColumn('id', 'integer', idColumn(engine))
      .addColumn('at', timestamp, notNull)
      .addColumn('operator_id', 'text')
      .addColumn('operator_email', 'text')
      .addColumn('address', 'text')
      .addColumn('action', 'text', notNull)
      .addColumn('record', 'text')
      .addColumn('detail', 'text')
      .execute();
    await db.schema.createIndex('access_log_at').on('access_log').column('at').execute();

    // Kept at least a year whatever the leads' retention (docs/product.md#operators): the
    // database itself refuses to change or remove a row.
    if (engine === 'sqlite') {
      for (const change of ['update', 'delete'])
        await sql
          .raw(
            `create trigger access_log_${change}_refused before ${change} on access_log
             begin select raise(abort, 'the access log is append-only'); end`,
          )
          .execute(db);
    } else {
      await sql`create function access_log_append_only() returns trigger language plpgsql as $$
        begin raise exception 'the access log is append-only'; end $$`.execute(db);
      await sql`create trigger access_log_append_only before update or delete or truncate
        on access_log for each statement execute function access_log_append_only()`.execute(db);
    }

    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('value', 'text', notNull)
      .execute();
  },
};
