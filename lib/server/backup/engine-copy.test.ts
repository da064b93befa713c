/** @jest-environment node */
// SQLite's copy in steps (docs/performance.md#backups): the server's own writes during it are in
// the copy, and writes by another process's connection (the server, while a command copies) do not
// keep restarting it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { sampleAdmission } from '@/test-support/sample-lead';
import { openStore, type OpenedStore } from '../arrival/open-store';
import { serverConfig } from '../server-config';
import { copySqlite } from './engine-copy';

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

/**
 * Writes on every turn of the event loop until `done` settles: what was written before it settled
 * (which the copy must hold), and how many writes there were in all.
 */
async function writeUntil(
  done: Promise<unknown>,
  write: (email: string, n: number) => Promise<unknown>,
) {
  let over = false;
  void done.finally(() => (over = true));
  const before: string[] = [];
  let count = 0;
  while (!over) {
    const email = `during-${count}@example.in`;
    await write(email, count);
    count += 1;
    if (!over) before.push(email);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { before, count };
}

it("copies the server's own writes made while it copies", async () => {
  const copy = path.join(dir, 'copy.db');
  const copied = copySqlite(store.database, copy);
  // A phone and an email of their own: each a new person's lead, not a repeat enquiry.
  const { before, count } = await writeUntil(copied, (email, n) =>
    store.insertLead(sampleAdmission({ email, phone: `98${String(n).padStart(8, '0')}` })),
  );
  await copied;
  expect(before.length).toBeGreaterThan(1);
  const held = leadsIn(copy);
  expect(held.slice(0, before.length)).toEqual(before);
  expect(held.length).toBeLessThanOrEqual(count);
});

it("finishes while another process's connection keeps writing", async () => {
  const other = new BetterSqlite(dbPath);
  const insert = other.prepare('insert into filler values (zeroblob(16))');
  try {
    const copy = path.join(dir, 'copy.db');
    const copied = copySqlite(store.database, copy);
    const { count } = await writeUntil(copied, async () => insert.run());
    await copied;
    expect(count).toBeGreaterThan(1);
    expect(leadsIn(copy)).toEqual([]);
  } finally {
    other.close();
  }
});
