import 'server-only';
import type BetterSqlite from 'better-sqlite3';
import type pg from 'pg';
import type { EngineSql } from './engine-sql';
import type { Db, Engine } from './schema';
import type { StoreLock } from './store-locks';

/**
 * The database a store runs on: its Kysely instance, and the few things the engines do
 * differently (sqlite-database.ts, postgres-database.ts). Other tables on the same database
 * (operators' accounts) use `db` and `engine`, e.g. Better Auth's Kysely adapter:
 * `{ db: database.db, type: database.engine }`.
 */
export type StoreDatabase = {
  engine: Engine;
  db: Db;
  /** PostgreSQL's pool, which the rate limiter shares; null on SQLite. */
  pool: pg.Pool | null;
  /** SQLite's connection, which the sign-in limits share (its writes go through `exclusive`); null on PostgreSQL. */
  sqlite: BetterSqlite.Database | null;
  /** Takes a write transaction's locks, in the one order (store-locks.ts). */
  lock: StoreLock;
  /** What the engines write differently in a query (engine-sql.ts). */
  sql: EngineSql;
  /** Runs a write (one statement or a transaction) when this process may write. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Calls `listener` after each write that made outbox items due (outbox-bell.ts). */
  onQueued(listener: () => void): void;
  /** Rejects unless the database answers and can be written to (the readiness check). */
  check(): Promise<void>;
  /**
   * After an erasure or a retention run has committed: takes what was erased off the disk where
   * the engine lets the server do so (SQLite: the write-ahead log is checkpointed into the file,
   * whose freed bytes `secure_delete` zeroes, and truncated), or does nothing (PostgreSQL: its dead
   * rows, WAL and backups are the deployment's, docs/privacy.md#what-erasure-cannot-reach).
   * Whether the log could be emptied: false when a reader held it.
   */
  flushErased(): Promise<boolean>;
};
