import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type pg from 'pg';
import type { Db } from '../store/schema';
import type { StoreDatabase } from '../store/store-database';

// A consistent copy of the running store, on each engine, while leads keep arriving: SQLite's
// online backup, and pg_dump in one snapshot (docs/operations.md#backups).

export type StoreFacts = { migrations: string[]; leads: number; lastLeadId: number };

/** What a store holds, for a backup's header and a restore's report. */
export async function storeFacts(db: Db): Promise<StoreFacts> {
  const migrations = await db
    .selectFrom('schema_migrations')
    .select('name')
    .orderBy('name')
    .execute();
  const leads = await db
    .selectFrom('leads')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('id').as('last')])
    .executeTakeFirstOrThrow();
  return {
    migrations: migrations.map(({ name }) => name),
    leads: Number(leads.count),
    lastLeadId: Number(leads.last ?? 0),
  };
}

/**
 * Copies the SQLite store into `file` from a process of its own (copy-sqlite.mjs), at
 * the client programs' idle priority, and answers the copy's facts: copied on the server's
 * connection, the store's last step and the copy's commit held the server's thread for a third of
 * a second on 100,000 leads (docs/performance.md#backups).
 */
export async function copySqlite(database: StoreDatabase, file: string): Promise<StoreFacts> {
  const script = path.join(process.cwd(), 'lib', 'server', 'backup', 'copy-sqlite.mjs');
  const copy = runClient(process.execPath, [script, database.sqlite!.name, file]);
  const [facts] = await Promise.all([text(copy.stdout), copy.done]);
  return JSON.parse(facts) as StoreFacts;
}

/** PostgreSQL's client programs of the server's own major version (Debian keeps each apart). */
export async function postgresBin(client: pg.ClientBase, program: 'pg_dump' | 'psql') {
  const { rows } = await client.query<{ version: string }>(
    "select current_setting('server_version_num') as version",
  );
  const major = Math.floor(Number(rows[0].version) / 10_000);
  const path = `/usr/lib/postgresql/${major}/bin/${program}`;
  return fs.existsSync(path) ? path : program;
}

/** The connection URL without its password, which goes by the environment, not the process list. */
export function clientConnection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  // The program inherits the environment (PATH, locale); no setting is read from it here.
  // eslint-disable-next-line no-restricted-syntax
  return { url: parsed.toString(), env: { ...process.env, PGPASSWORD: password } };
}

/**
 * Runs a client program at the kernel's idle priority, on the CPU the server leaves (a backup's
 * copy, compression and dump share two cores with the leads arriving: at nice 10 they still
 * delayed a lead's answer, docs/performance.md#backups); rejects with what it wrote on stderr when
 * it fails. `chrt` is util-linux's, on every Debian system.
 */
export function runClient(
  command: string,
  args: string[],
  /** Unset: this process's own. */
  env?: NodeJS.ProcessEnv,
  input?: Readable,
) {
  const child = spawn('chrt', ['--idle', '0', command, ...args], {
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let errors = '';
  if (!input) child.stdin.end();
  child.stderr.on('data', (chunk) => (errors += chunk));
  // A program that stops early closes its input: its exit code says why, not the pipe's EPIPE.
  if (input) pipeline(input, child.stdin).catch(() => undefined);
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} failed (${code ?? signal}): ${errors.trim()}`)),
    );
  });
  return { stdout: child.stdout, done };
}

/**
 * Dumps a PostgreSQL store in one snapshot, the one its facts were read in: a transaction holds
 * it open and pg_dump joins it, while the other instances go on writing.
 */
export async function dumpPostgres(
  pool: pg.Pool,
  url: string,
  now: () => Date,
  seal: (dump: Readable, facts: StoreFacts, takenAt: string) => Promise<void>,
) {
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
    const dump = runClient(
      await postgresBin(client, 'pg_dump'),
      ['--no-owner', '--no-privileges', `--snapshot=${rows[0].snapshot}`, `--dbname=${target}`],
      env,
    );
    await Promise.all([seal(dump.stdout, facts, takenAt), dump.done]);
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}
