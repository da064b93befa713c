import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sampleLeadRequest } from '@/test-support/sample-lead-request.mjs';
import { E2E_PORT } from './env';
import { expect } from '@playwright/test';
import {
  eventually,
  startServer as startOn,
  stopServer,
  waitUntilUp,
  test,
} from './server-process';
import { peopleByName } from './support';

// Kill -9 the production server at random moments under load, ten times: every lead it
// acknowledged must survive, no idempotency key twice, and the database must check out.

const PORT = E2E_PORT + 950;
const BASE = `http://127.0.0.1:${PORT}`;
const CYCLES = 10;
const WORKERS = 8;
const MIN_ACKS_PER_CYCLE = 15;

const startServer = (dbPath: string) =>
  startOn(PORT, { LEADS_DB_PATH: dbPath, RATE_LIMIT_POINTS: '1000000' });

// A person per key, the same when the key is retried: each lead is its own, never a repeat.
const personOf = peopleByName();
const sendLead = (key: string) =>
  fetch(`${BASE}/api/b2b/leads/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify({
      ...sampleLeadRequest,
      phone: personOf(key).phone,
      email: `${key}@example.in`,
    }),
  });

test('acknowledged leads survive kill -9 under load', async () => {
  test.setTimeout(240_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-crash-'));
  const dbPath = path.join(dir, 'leads.db');
  const acknowledged = new Set<string>();
  let sequence = 0;

  try {
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const server = await startServer(dbPath);
      await waitUntilUp(PORT);
      let running = true;
      const load = Array.from({ length: WORKERS }, async () => {
        while (running) {
          const key = `c${cycle}-k${sequence++}`;
          try {
            const response = await sendLead(key);
            if (response.status === 200 && (await response.json()).status === true)
              acknowledged.add(key);
          } catch {
            // the server died mid-request: not acknowledged, so not owed
          }
        }
      });
      // Counted, not timed: a busy machine still gets a cycle's worth of load before the kill,
      // which then lands at a random moment with requests in flight.
      const before = acknowledged.size;
      await eventually(() => acknowledged.size >= before + MIN_ACKS_PER_CYCLE);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
      await stopServer(server);
      running = false;
      await Promise.all(load);
    }

    // A retry of acknowledged keys after the crashes stores nothing new.
    const server = await startServer(dbPath);
    await waitUntilUp(PORT);
    const retried = [...acknowledged].slice(0, 20);
    for (const key of retried) expect((await sendLead(key)).status).toBe(200);
    await stopServer(server);

    const db = new Database(dbPath, { readonly: true });
    const keys = db.prepare('SELECT idempotency_key AS key FROM leads').all() as { key: string }[];
    const stored = new Set(keys.map((row) => row.key));
    const integrity = db.pragma('integrity_check', { simple: true });
    db.close();

    expect(acknowledged.size).toBeGreaterThanOrEqual(CYCLES * MIN_ACKS_PER_CYCLE);
    expect([...acknowledged].filter((key) => !stored.has(key))).toEqual([]);
    expect(keys.length).toBe(stored.size);
    expect(integrity).toBe('ok');
    console.log(
      `crash test: ${acknowledged.size} acknowledged, ${keys.length} stored, ${CYCLES} kills`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
