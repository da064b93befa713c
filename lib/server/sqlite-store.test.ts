/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { NewLead } from './lead-store';
import { openSqliteStore } from './sqlite-store';

const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  kind: 'proposal',
  name: 'Asha',
  email: 'asha@example.in',
  phone: '9876543210',
  website: 'example.in',
  message: 'Hello',
  course: null,
  city: null,
  consent: null,
  reason: 'Get a Proposal',
  page_url: 'http://localhost:3000/',
  user_agent: 'jest',
  idempotency_key: null,
  ...overrides,
});

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-store-'));
  file = path.join(dir, 'nested', 'leads.db');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('SQLite lead store', () => {
  it('creates the file and applies migrations on first use, once', async () => {
    openSqliteStore(file).close();
    openSqliteStore(file).close();
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT name FROM schema_migrations').all()).toEqual([
      { name: '001_init.sql' },
    ]);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('stores every field of a lead with its received time', async () => {
    const store = openSqliteStore(file);
    await expect(store.insertLead(lead({ idempotency_key: 'k1' }))).resolves.toEqual({
      stored: true,
    });
    await store.insertLead(
      lead({
        kind: 'admission',
        website: null,
        message: null,
        course: 'MBA',
        city: 'Delhi',
        consent: true,
      }),
    );
    const rows = await store.listLeads();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ ...lead({ idempotency_key: 'k1' }), id: 1 });
    expect(rows[1]).toMatchObject({
      kind: 'admission',
      course: 'MBA',
      city: 'Delhi',
      consent: true,
      website: null,
    });
    expect(Date.parse(rows[0].received_at)).not.toBeNaN();
    store.close();
  });

  it('stores one row per idempotency key', async () => {
    const store = openSqliteStore(file);
    await store.insertLead(lead({ idempotency_key: 'same' }));
    await expect(
      store.insertLead(lead({ idempotency_key: 'same', name: 'Retry' })),
    ).resolves.toEqual({ stored: false });
    await store.insertLead(lead());
    await store.insertLead(lead());
    expect((await store.listLeads()).map((row) => row.name)).toEqual(['Asha', 'Asha', 'Asha']);
    store.close();
  });

  it('keeps subscribers unique by email, case-insensitively', async () => {
    const store = openSqliteStore(file);
    await expect(store.addSubscriber('Asha@Example.in', 'jest')).resolves.toEqual({
      created: true,
    });
    await expect(store.addSubscriber('asha@example.IN', 'jest')).resolves.toEqual({
      created: false,
    });
    expect((await store.listSubscribers()).map((row) => row.email)).toEqual(['Asha@Example.in']);
    store.close();
  });

  it('filters by date', async () => {
    const store = openSqliteStore(file);
    await store.insertLead(lead());
    expect(await store.listLeads('2999-01-01')).toEqual([]);
    expect(await store.listLeads('2000-01-01')).toHaveLength(1);
    store.close();
  });
});
