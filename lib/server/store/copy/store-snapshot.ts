import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import type pg from 'pg';
import type { Engine } from '../schema';
import type { StoreDatabase } from '../store-database';
import { inCopyWorker, type SealedOut, type StoreFacts } from './copy-worker';
import { clientConnection, postgresBin } from './postgres-programs';

// A consistent copy of the running store, gzipped and sealed, on each engine, while leads keep
// arriving: SQLite's VACUUM INTO and pg_dump in one snapshot, both in the copy worker
// (docs/operations.md#backups).

/** One moment of the store: what it holds, and how to write its copy out. */
export type Snapshot = {
  engine: Engine;
  takenAt: string;
  facts: StoreFacts;
  /**
   * Writes the copy, gzipped, sealed into `out`; it fails if the copy is cut short. PostgreSQL's
   * is dumped as it is sealed, never written out in the clear.
   */
  seal: (out: SealedOut) => Promise<void>;
};

type Read<T> = (snapshot: Snapshot) => Promise<T>;

/**
 * Copies the SQLite store in the copy worker, gzipped into a scratch folder that `read` seals it
 * from: copied on the server's
 * connection, the store's last step and the copy's commit held the server's thread for a third of
 * a second on 100,000 leads (docs/performance.md#backups).
 */
async function copySqlite<T>(database: StoreDatabase, now: () => Date, read: Read<T>) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-backup-'));
  try {
    const takenAt = now().toISOString();
    const gz = path.join(scratch, 'leads.db.gz');
    const facts = await inCopyWorker({
      sqlite: { store: database.sqlite!.name, copy: path.join(scratch, 'leads.db'), gz },
    });
    return await read({
      engine: 'sqlite',
      takenAt,
      facts: facts!,
      seal: async (out) => void (await inCopyWorker({ encrypt: { source: gz, out } })),
    });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** The ids a step of the backup's count reads (a step of 10,000 took 9 to 32 ms of a core). */
const COUNT_STEP = 2_500;

/**
 * The leads of the snapshot and the last one's id, counted a step of ids at a time with a pause
 * twice as long as each step, as the dump is read: counted at once, the count kept a core busy for 100 to 450 ms at each
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
    await setTimeout(2 * (performance.now() - started));
  }
  return { count, last };
}

/**
 * Hands over a PostgreSQL store's snapshot, the one its facts were read in: a transaction holds it
 * open while `read` runs, and pg_dump, started by the copy worker, joins it, while the other
 * instances go on writing.
 */
async function dumpPostgres<T>(pool: pg.Pool, url: string, now: () => Date, read: Read<T>) {
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
    const command = await postgresBin(client, 'pg_dump');
    return await read({
      engine: 'postgres',
      takenAt,
      facts,
      seal: async (out) =>
        void (await inCopyWorker({
          program: {
            command,
            args: [
              '--no-owner',
              '--no-privileges',
              // gzip at its fastest, by pg_dump itself: one program, not a gzip beside it.
              '--compress=1',
              `--snapshot=${rows[0].snapshot}`,
              `--dbname=${target}`,
            ],
            password,
            out,
          },
        })),
    });
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/**
 * Takes one consistent copy of the running store and hands it to `read`, which writes it out before
 * it settles; the snapshot is gone afterwards. `databaseUrl`: PostgreSQL's, for pg_dump.
 */
export function withSnapshot<T>(
  database: StoreDatabase,
  databaseUrl: string | null,
  now: () => Date,
  read: Read<T>,
): Promise<T> {
  return database.engine === 'postgres'
    ? dumpPostgres(database.pool!, databaseUrl!, now, read)
    : copySqlite(database, now, read);
}
