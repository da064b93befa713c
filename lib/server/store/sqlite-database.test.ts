/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { MIGRATIONS } from './migrations/index';
import { openStore, type OpenedStore } from '../arrival/open-store';
import { serverConfig } from '../server-config';

// What only SQLite has; the behaviour both engines share is in lead-store.contract.test.ts, the
// upgrade of stores made before Kysely in legacy-upgrade.test.ts.

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-store-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const pragma = async (store: OpenedStore, name: string) => {
  const { rows } = await sql<Record<string, unknown>>`pragma ${sql.raw(name)}`.execute(
    store.database.db,
  );
  return Object.values(rows[0])[0];
};

it('creates the file in WAL mode and applies each migration once', async () => {
  const file = path.join(dir, 'nested', 'leads.db');
  const env = { LEADS_DB_PATH: file };
  await (await openStore(serverConfig(env))).close();
  await (
    await openStore(serverConfig({ ...env, LEADS_FORWARD_BASE: 'http://127.0.0.1:9' }))
  ).close();
  const db = new Database(file, { readonly: true });
  expect(db.prepare('SELECT name FROM schema_migrations ORDER BY name').all()).toEqual(
    MIGRATIONS.map(({ name }) => ({ name })),
  );
  expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  db.close();
});

it("creates the file, its write-ahead log and its index for the server's user alone (0600)", async () => {
  const file = path.join(dir, 'leads.db');
  const umask = process.umask(0o022);
  try {
    const store = await openStore(serverConfig({ LEADS_DB_PATH: file }));
    const modes = ['', '-wal', '-shm'].map((end) => fs.statSync(`${file}${end}`).mode & 0o777);
    await store.close();
    expect(modes).toEqual([0o600, 0o600, 0o600]);
  } finally {
    process.umask(umask);
  }
});

it('writes as durably as SQLITE_SYNCHRONOUS says, FULL unless told, with foreign keys on', async () => {
  const file = path.join(dir, 'leads.db');
  const full = await openStore(serverConfig({ LEADS_DB_PATH: file }));
  // SQLite's numbers: 1 NORMAL, 2 FULL, 3 EXTRA.
  expect(await pragma(full, 'synchronous')).toBe(2);
  expect(await pragma(full, 'busy_timeout')).toBe(5000);
  expect(await pragma(full, 'foreign_keys')).toBe(1);
  await full.close();
  const normal = await openStore(
    serverConfig({ LEADS_DB_PATH: file, SQLITE_SYNCHRONOUS: 'normal' }),
  );
  expect(await pragma(normal, 'synchronous')).toBe(1);
  await normal.close();
});

it('exposes the Kysely instance it runs on, for other tables in the same database', async () => {
  const store = await openStore(serverConfig({ LEADS_DB_PATH: path.join(dir, 'leads.db') }));
  expect(store.database.engine).toBe('sqlite');
  expect(store.database.pool).toBeNull();
  const tables = (await store.database.db.introspection.getTables()).map(({ name }) => name);
  expect(tables).toEqual(expect.arrayContaining(['leads', 'subscribers', 'outbox']));
  await store.close();
});
