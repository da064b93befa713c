/** @jest-environment node */
// SQLite's copy from a process of its own (docs/performance.md#backups): the server goes on
// writing while it copies, and the copy is one moment of the store: every lead stored before it
// began, then an unbroken run of those stored during it, never a lead without the ones before.
// It comes gzipped and sealed, with its facts, as a backup takes it (withSnapshot).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import BetterSqlite from 'better-sqlite3';
import { sampleAdmission } from '@/test-support/sample-lead';
import { openStore, type OpenedStore } from '../../arrival/open-store';
import { openBackup, sealBackup } from '../../backup/backup-file';
import { serverConfig } from '../../server-config';
import { MIGRATIONS } from '../migrations';
import { withSnapshot, type Snapshot } from './store-snapshot';

jest.setTimeout(60_000);

let dir: string;
let store: OpenedStore;
let dbPath: string;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-copy-'));
  dbPath = path.join(dir, 'leads.db');
  store = await openStore(serverConfig({ LEADS_DB_PATH: dbPath }));
  // About 40 MB: a copy of ten steps.
  store.database.sqlite!.exec(
    'create table filler (b blob); with recursive n(i) as (select 1 union all select i + 1 from n where i < 160) insert into filler select zeroblob(262144) from n',
  );
});
afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const leadsIn = (file: string) => {
  const copy = new BetterSqlite(file, { readonly: true });
  try {
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    return copy.prepare('select email from leads order by id').pluck().all();
  } finally {
    copy.close();
  }
};

/** Writes on every turn of the event loop until `done` settles; how many writes there were. */
async function writeUntil(
  done: Promise<unknown>,
  write: (email: string, n: number) => Promise<unknown>,
) {
  let over = false;
  void done.finally(() => (over = true));
  let count = 0;
  while (!over) {
    await write(`during-${count}@example.in`, count);
    count += 1;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return count;
}

/** Takes a snapshot and writes its copy out, sealed and opened again, to `file`; its facts and takenAt. */
const snapshotInto = (database: OpenedStore['database'], file: string) =>
  withSnapshot(
    database,
    null,
    () => new Date('2026-12-07T10:00:00Z'),
    async ({ seal, facts, takenAt, engine }: Snapshot) => {
      const key = randomBytes(32);
      const sealed = path.join(dir, 'copy.backup');
      await sealBackup(seal, { engine, takenAt, ...facts }, key, sealed);
      await openBackup(sealed, key, file);
      return { facts, takenAt, engine };
    },
  );

it('is one moment of the store while the server keeps writing', async () => {
  const earlier = ['before-0@example.in', 'before-1@example.in'];
  for (const [n, email] of earlier.entries())
    await store.insertLead(sampleAdmission({ email, phone: `97${String(n).padStart(8, '0')}` }));
  const copy = path.join(dir, 'copy.db');
  const copied = snapshotInto(store.database, copy);
  // A phone and an email of their own: each a new person's lead, not a repeat enquiry.
  const count = await writeUntil(copied, (email, n) =>
    store.insertLead(sampleAdmission({ email, phone: `98${String(n).padStart(8, '0')}` })),
  );
  const { facts, takenAt, engine } = await copied;
  expect({ takenAt, engine }).toEqual({ takenAt: '2026-12-07T10:00:00.000Z', engine: 'sqlite' });
  // The server's thread was free: it stored leads all the while.
  expect(count).toBeGreaterThan(1);
  const held = leadsIn(copy);
  // The header's facts are the copy's, not the store's as it went on.
  expect(facts).toEqual({
    migrations: MIGRATIONS.map(({ name }) => name).sort(),
    leads: held.length,
    lastLeadId: held.length,
  });
  expect(held.slice(0, 2)).toEqual(earlier);
  expect(held.slice(2)).toEqual(
    Array.from({ length: held.length - 2 }, (_, n) => `during-${n}@example.in`),
  );
});

it("refuses a store that is not there, with SQLite's reason", async () => {
  const missing = { ...store.database, sqlite: { name: path.join(dir, 'gone.db') } };
  await expect(
    snapshotInto(missing as typeof store.database, path.join(dir, 'copy.db')),
  ).rejects.toThrow(/unable to open database file|SQLITE_CANTOPEN/);
});
