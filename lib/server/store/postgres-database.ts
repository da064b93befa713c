import 'server-only';
import { engineSql } from './engine-sql';
import { storeLocks } from './store-locks';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { schemaBehind, type StoreAccess } from './lead-store';
import { hasHistory, migrate, pendingMigrations } from './migrate';
import type { Database, Db } from './schema';
import type { StoreDatabase } from './store-database';
import { outboxBell } from './outbox-bell';

export type PostgresOptions = { poolSize: number; access: StoreAccess };

const WHERE = 'in the database at DATABASE_URL';

/** An operator's command finds the schema as the server left it, or says why not. */
async function checkExisting(db: Db) {
  if (!(await hasHistory(db, 'postgres')))
    throw new Error(
      `No lead store ${WHERE}: check the URL. The server creates the tables when it first starts.`,
    );
  const pending = await pendingMigrations(db);
  if (pending.length) throw new Error(schemaBehind(WHERE, pending));
}

/** Connects a pool and brings the schema up to date (or checks it) before resolving. */
export async function openPostgresDatabase(
  connectionString: string,
  { poolSize, access }: PostgresOptions,
): Promise<StoreDatabase> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // Export and outbox listings cannot write, whatever they run.
    ...(access === 'read' ? { options: '-c default_transaction_read_only=on' } : {}),
  });
  // An idle connection that breaks (a database restart) must not crash the server.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    if (access === 'serve') await migrate(db, 'postgres');
    else await checkExisting(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    engine: 'postgres',
    lock: storeLocks('postgres'),
    sql: engineSql('postgres'),
    db,
    pool,
    sqlite: null,
    // Each statement waits for the rows it needs; no lock of the process's own is needed.
    ...outboxBell((work) => work()),
    async check() {
      const { rows } = await sql<{
        read_only: string;
      }>`select current_setting('transaction_read_only') as read_only`.execute(db);
      if (rows[0].read_only === 'on') throw new Error('the lead database is read-only');
    },
    // Dead row versions stay in their pages until VACUUM reuses the space, and in the WAL and
    // its archives: the deployment's to handle (docs/privacy.md#what-erasure-cannot-reach).
    flushErased: async () => false,
  };
}
