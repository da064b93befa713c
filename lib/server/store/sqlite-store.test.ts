/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sampleLead } from '@/test-support/sample-lead';
import { HISTORY_TABLE, pendingMigrations } from './migrations';
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

it('keeps an outbox written before alerts: its items go to the hosted API, attempts and all', async () => {
  const file = path.join(dir, 'leads.db');
  const db = new Database(file);
  db.exec(HISTORY_TABLE.sqlite);
  for (const { name, sql } of pendingMigrations('sqlite', ['007_outbox_destinations.sql'])) {
    db.exec(sql);
    db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(name, '');
  }
  db.exec(`
    INSERT INTO outbox (record_type, record_id, path, payload, attempts, next_attempt_at, last_error, created_at)
    VALUES ('lead', 99, '/leads/submit', '{"name":"Before"}', 1, '2026-11-01T00:00:00.000Z', 'HTTP 503: down', '2026-11-01T00:00:00.000Z');
    INSERT INTO outbox_attempts (outbox_id, attempted_at, ok, http_status, detail, duration_ms)
    VALUES (1, '2026-11-01T00:00:00.000Z', 0, 503, 'HTTP 503: down', 12);`);
  db.close();

  const store = openSqliteStore(file, { destinations: ['hosted-api', 'email'] });
  expect(await store.listOutbox()).toEqual([
    expect.objectContaining({
      id: 1,
      record_type: 'lead',
      record_id: 99,
      destination: 'hosted-api',
      payload: '{"name":"Before"}',
      attempts: 1,
      last_error: 'HTTP 503: down',
    }),
  ]);
  expect(await store.listAttempts(1)).toEqual([
    expect.objectContaining({ outbox_id: 1, ok: false }),
  ]);
  await store.insertLead(sampleLead());
  expect((await store.listOutbox()).map((item) => [item.id, item.destination])).toEqual([
    [1, 'hosted-api'],
    [2, 'hosted-api'],
    [3, 'email'],
  ]);
  await store.close();

  const check = new Database(file, { readonly: true });
  expect(check.pragma('foreign_key_check')).toEqual([]);
  expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
  check.close();
});
