import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import type pg from 'pg';
import type { Engine } from '../schema';
import type { StoreDatabase } from '../store-database';
import { inCopyWorker, type StoreFacts } from './copy-worker';
import { clientConnection, postgresBin } from './postgres-programs';

// A consistent copy of the running store, gzipped, on each engine, while leads keep arriving:
// SQLite's VACUUM INTO and pg_dump in one snapshot, both in the copy worker
// (docs/operations.md#backups).

/** One moment of the store: the copy, gzipped, and what it holds. */
export type Snapshot = {
  engine: Engine;
  takenAt: string;
  facts: StoreFacts;
  /** The file the copy was written to, whole: a copy cut short fails before it is handed over. */
  copy: string;
};

/**
 * Copies the SQLite store in the copy worker, gzipped into `scratch`: copied on the server's
 * connection, the store's last step and the copy's commit held the server's thread for a third of
 * a second on 100,000 leads (docs/performance.md#backups).
 */
async function copySqlite(database: StoreDatabase, scratch: string) {
  const gz = path.join(scratch, 'leads.db.gz');
  const facts = await inCopyWorker({
    sqlite: { store: database.sqlite!.name, copy: path.join(scratch, 'leads.db'), gz },
  });
  return { facts: facts!, gz };
}

/** The ids a step of the backup's count reads. */
const COUNT_STEP = 10_000;

/**
 * The leads of the snapshot and the last one's id, counted a step of ids at a time with a pause as
 * long as each step: counted at once, the count kept a core busy for 100 to 450 ms at each
 * backup's start, and the leads arriving then waited (docs/performance.md#postgresql-under-a-backup).
 */
async function countLeads(client: pg.PoolClient) {
  const { rows } = await client.query<{ last: number | null }>('select max(id) as last from leads');
  const last = Number(rows[0].last ?? 0);
  let count = 0;
  for (let from = 0; from < last; from += COUNT_STEP) {
    const started = performance.now();
    const step = await client.query<{ count: string }>(
      'select count(*) as count from leads where id > $1 and id <= $2',
      [from, from + COUNT_STEP],
    );
    count += Number(step.rows[0].count);
    await setTimeout(performance.now() - started);
  }
  return { count, last };
}

/**
 * Dumps a PostgreSQL store into `scratch` in one snapshot, the one its facts were read in: a
 * transaction holds it open and pg_dump, started by the copy worker, joins it, while the other
 * instances go on writing.
 */
async function dumpPostgres(pool: pg.Pool, url: string, now: () => Date, scratch: string) {
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
    const leads = await countLeads(client);
    const facts = {
      migrations: migrations.rows.map(({ name }) => name),
      leads: leads.count,
      lastLeadId: leads.last,
    };
    const { url: target, password } = clientConnection(url);
    const gz = path.join(scratch, 'leads.sql.gz');
    await inCopyWorker({
      program: {
        command: await postgresBin(client, 'pg_dump'),
        args: [
          '--no-owner',
          '--no-privileges',
          // gzip at its fastest, by pg_dump itself: one program, not a gzip beside it.
          '--compress=1',
          `--snapshot=${rows[0].snapshot}`,
          `--dbname=${target}`,
        ],
        password,
        out: gz,
      },
    });
    return { takenAt, facts, gz };
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
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-backup-'));
  try {
    const { engine } = database;
    const { takenAt, facts, gz } =
      engine === 'postgres'
        ? await dumpPostgres(database.pool!, databaseUrl!, now, scratch)
        : { takenAt: now().toISOString(), ...(await copySqlite(database, scratch)) };
    return await read({ engine, takenAt, facts, copy: gz });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
