/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { pendingMigrations } from './migrations';
import { openSqliteStore } from './sqlite-store';

// What only SQLite has; the behaviour both engines share is in lead-store.contract.test.ts.

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-store-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('creates the file in WAL mode and applies each migration once', async () => {
  const file = path.join(dir, 'nested', 'leads.db');
  await openSqliteStore(file, { destinations: [] }).close();
  await openSqliteStore(file, { destinations: ['hosted-api'] }).close();
  const db = new Database(file, { readonly: true });
  expect(db.prepare('SELECT name FROM schema_migrations ORDER BY name').all()).toEqual(
    pendingMigrations('sqlite', []).map(({ name }) => ({ name })),
  );
  expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  db.close();
});
