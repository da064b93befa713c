import 'server-only';
import { engineSql } from './engine-sql';
import { storeLocks } from './store-locks';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { Kysely, SqliteAdapter, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import { schemaBehind, type StoreAccess } from './lead-store';
import { migrate, pendingMigrations } from './migrate';
import type { Database, Db } from './schema';
import type { StoreDatabase } from './store-database';
import { outboxBell } from './outbox-bell';

export type SqliteOptions = { synchronous?: 'FULL' | 'NORMAL' | 'EXTRA'; access: StoreAccess };

/**
 * SQLite's DDL is transactional, though Kysely's adapter does not say so: told, the Migrator
 * applies the pending migrations in one transaction with their history, so a crash leaves none
 * half done.
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true;
  }
}

class StoreSqliteDialect extends SqliteDialect {
  override createAdapter() {
    return new TransactionalSqliteAdapter();
  }
}

/**
 * Kysely prepares every query it runs; the store runs a few dozen over and over, so their
 * statements are kept (a query's text names its shape, never its values).
 */
function keptStatements(handle: BetterSqlite.Database, most = 100): SqliteDatabase {
  const statements = new Map<string, BetterSqlite.Statement>();
  return {
    close: () => handle.close(),
    prepare(text) {
      const kept = statements.get(text);
      if (kept) return kept;
      const statement = handle.prepare(text);
      if (statements.size < most) statements.set(text, statement);
      return statement;
    },
  };
}

// The stores one process opens on a file write one at a time. SQLite's busy wait blocks the
// thread, so a write waiting for another store's open transaction in the same process would wait
// for itself until the busy timeout; other processes are waited for as ever.
const writers = new Map<string, Promise<unknown>>();

function exclusiveOn(file: string) {
  const key = fs.realpathSync(file);
  return <T>(work: () => Promise<T>): Promise<T> => {
    const turn = (writers.get(key) ?? Promise.resolve()).then(work, work);
    const done = turn.catch(() => undefined);
    writers.set(key, done);
    void done.then(() => {
      if (writers.get(key) === done) writers.delete(key);
    });
    return turn;
  };
}

/**
 * Writes a row and takes it back: fails on a file this process may not write. Taking the write
 * lock alone is not enough: beside a write-ahead log SQLite grants it on a read-only file.
 */
const probeWrite = (db: Db) =>
  db.connection().execute(async (connection) => {
    await sql`savepoint write_probe`.execute(connection);
    try {
      await connection
        .insertInto('schema_migrations')
        .values({ name: 'write probe', timestamp: '' })
        .execute();
    } finally {
      await sql`rollback to write_probe`.execute(connection);
      await sql`release write_probe`.execute(connection);
    }
  });

/**
 * Makes a new store's file for its owner alone (0600, whatever the umask): SQLite gives the
 * write-ahead log and its index the file's mode, so none of the three is readable by the other
 * users of the machine (docs/privacy.md#what-is-held-where-and-for-how-long-today). An existing
 * file keeps its mode.
 */
function createPrivately(file: string) {
  try {
    fs.writeFileSync(file, '', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

function connect(file: string, { synchronous = 'FULL', access }: SqliteOptions) {
  const handle = new BetterSqlite(file, { fileMustExist: access !== 'serve' });
  handle.pragma('busy_timeout = 5000');
  if (access === 'serve') handle.pragma('journal_mode = WAL');
  // Not SQLite's read-only mode: that connection cannot use the live WAL index and reads a stale
  // snapshot while the server writes. query_only refuses every write on a normal connection.
  if (access === 'read') handle.pragma('query_only = ON');
  handle.pragma(`synchronous = ${synchronous}`);
  // Deleted and overwritten content is zeroed in the file, not left in free space: an erased
  // person's bytes do not outlive the erasure in a copy of the file (docs/privacy.md).
  handle.pragma('secure_delete = ON');
  return handle;
}

/**
 * The statistics SQLite's planner chooses indexes by (the funnel's: docs/performance.md#the-funnels-reads),
 * refreshed as SQLite advises a long-lived connection: on opening, then every hour, each time
 * only for the tables whose rows changed much, with a bounded sample.
 */
function keepPlannerStatistics(handle: BetterSqlite.Database) {
  handle.pragma('optimize = 0x10002');
  setInterval(() => {
    if (handle.open) handle.pragma('optimize');
  }, 3_600_000).unref();
}

/**
 * The server's database (access `serve`): created and migrated as needed, and writable, or one
 * error that says so (SQLite opens a file it may not write read-only, without a word, and each
 * lead would fail). An operator's command (`read`, `write`) finds the file and its schema as the
 * server left them, or says why not.
 */
export async function openSqliteDatabase(
  file: string,
  options: SqliteOptions,
): Promise<StoreDatabase> {
  const where = `at ${path.resolve(file)} (LEADS_DB_PATH)`;
  const serving = options.access === 'serve';
  if (serving) {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    createPrivately(file);
  } else if (!fs.existsSync(file))
    throw new Error(
      `No lead store ${where}: check the path. The server creates the file when it first starts.`,
    );

  let handle: BetterSqlite.Database | undefined;
  let db: Db | undefined;
  try {
    handle = connect(file, options);
    db = new Kysely<Database>({
      dialect: new StoreSqliteDialect({ database: keptStatements(handle) }),
    });
    const { exclusive, onQueued } = outboxBell(exclusiveOn(file));
    if (serving) {
      await exclusive(() => migrate(db!, 'sqlite'));
      await exclusive(() => probeWrite(db!));
    } else {
      const pending = await pendingMigrations(db);
      if (pending.length) throw new Error(schemaBehind(where, pending));
    }
    // After migrating, as the migrations were written and first applied.
    handle.pragma('foreign_keys = ON');
    if (serving) keepPlannerStatistics(handle);
    const opened = db;
    const connection = handle;
    return {
      engine: 'sqlite',
      lock: storeLocks('sqlite'),
      sql: engineSql('sqlite'),
      db: opened,
      pool: null,
      sqlite: handle,
      exclusive,
      onQueued,
      check: () => exclusive(() => probeWrite(opened)),
      // The log still holds the pages as they were before the erasure: copied into the file and
      // cut to nothing. A reader of another process holding an older snapshot stops it short.
      flushErased: () =>
        exclusive(async () => {
          const [result] = connection.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
          return result.busy === 0;
        }),
    };
  } catch (error) {
    await db?.destroy();
    if (handle?.open) handle.close();
    if (!serving) throw error;
    throw new Error(
      `the lead store at ${path.resolve(file)} could not be opened for writing: ${(error as Error).message}`,
    );
  }
}
