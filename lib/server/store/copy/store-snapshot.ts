import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type pg from 'pg';
import { runIdleProgram } from '../../idle-program';
import type { Engine } from '../schema';
import type { StoreDatabase } from '../store-database';
import { clientConnection, postgresBin } from './postgres-programs';

// A consistent copy of the running store, gzipped, on each engine, while leads keep arriving:
// SQLite's VACUUM INTO from a process of its own, and pg_dump in one snapshot
// (docs/operations.md#backups).

export type StoreFacts = { migrations: string[]; leads: number; lastLeadId: number };

/** One moment of the store: the copy, gzipped, and what it holds. */
export type Snapshot = {
  engine: Engine;
  takenAt: string;
  facts: StoreFacts;
  source: Readable;
  /** Settles when the copy is known whole (its program exited well) or rejects when it is not. */
  whole: Promise<void>;
};

/**
 * Copies the SQLite store into `file` and reads it back gzipped, from a process of its own
 * (copy-sqlite.mjs) at the idle priority: copied on the server's connection, the store's last step
 * and the copy's commit held the server's thread for a third of a second on 100,000 leads
 * (docs/performance.md#backups).
 */
async function copySqlite<T>(
  database: StoreDatabase,
  file: string,
  takenAt: string,
  read: (snapshot: Snapshot) => Promise<T>,
): Promise<T> {
  const script = path.join(process.cwd(), 'lib', 'server', 'store', 'copy', 'copy-sqlite.mjs');
  const copy = runIdleProgram(process.execPath, [script, database.sqlite!.name, file]);
  const said = await text(copy.said);
  // Nothing said: the copy failed, and its exit says why.
  if (!said) await copy.done;
  const facts = JSON.parse(said) as StoreFacts;
  const [used] = await Promise.all([
    read({ engine: 'sqlite', takenAt, facts, source: copy.stdout, whole: copy.done }),
    copy.done,
  ]);
  return used;
}

/**
 * Dumps a PostgreSQL store in one snapshot, the one its facts were read in: a transaction holds
 * it open and pg_dump joins it, while the other instances go on writing.
 */
async function dumpPostgres<T>(
  pool: pg.Pool,
  url: string,
  now: () => Date,
  read: (snapshot: Snapshot) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const takenAt = now().toISOString();
    const { rows } = await client.query<{ snapshot: string }>(
      'select pg_export_snapshot() as snapshot',
    );
    const migrations = await client.query<{ name: string }>(
      'select name from schema_migrations order by name',
    );
    const leads = await client.query<{ count: string; last: number | null }>(
      'select count(*) as count, max(id) as last from leads',
    );
    const facts = {
      migrations: migrations.rows.map(({ name }) => name),
      leads: Number(leads.rows[0].count),
      lastLeadId: Number(leads.rows[0].last ?? 0),
    };
    const { url: target, env } = clientConnection(url);
    const dump = runIdleProgram(
      await postgresBin(client, 'pg_dump'),
      [
        '--no-owner',
        '--no-privileges',
        // gzip at its fastest, by pg_dump itself (see copy-sqlite.mjs for why not a gzip of ours).
        '--compress=1',
        `--snapshot=${rows[0].snapshot}`,
        `--dbname=${target}`,
      ],
      env,
    );
    const [used] = await Promise.all([
      read({ engine: 'postgres', takenAt, facts, source: dump.stdout, whole: dump.done }),
      dump.done,
    ]);
    return used;
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/**
 * Takes one consistent copy of the running store and hands it to `read`, which reads it whole
 * before it settles; the copy is gone afterwards. `databaseUrl`: PostgreSQL's, for pg_dump.
 */
export async function withSnapshot<T>(
  database: StoreDatabase,
  databaseUrl: string | null,
  now: () => Date,
  read: (snapshot: Snapshot) => Promise<T>,
): Promise<T> {
  if (database.engine === 'postgres') return dumpPostgres(database.pool!, databaseUrl!, now, read);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-backup-'));
  try {
    return await copySqlite(database, path.join(scratch, 'leads.db'), now().toISOString(), read);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
