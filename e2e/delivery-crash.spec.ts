import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import Database from 'better-sqlite3';
import { expect } from '@playwright/test';
import { startFakeUniversity } from '@/scripts/test/fake-university.mjs';
import { E2E_PORT } from './env';
import { eventually, startServer, stopServer, waitUntilUp, test } from './server-process';

// Issue 71's goal: kill -9 the server five times during a burst of 1,000 admission leads for
// Amity; every lead it acknowledged reaches the fake university and has one answer recorded.
// A crash between the university's answer and our record of it sends the same webhook id again,
// which the university answers as before: it counts each id, and no lead has two.

const PORT = E2E_PORT + 1720;
const BASE = `http://127.0.0.1:${PORT}`;
const LEADS = 1000;
const KILLS = 5;

test('every acknowledged lead is delivered once through five kill -9s', async () => {
  test.setTimeout(600_000);
  const university = await startFakeUniversity();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-delivery-crash-'));
  const env = {
    LEADS_DB_PATH: path.join(dir, 'leads.db'),
    RATE_LIMIT_POINTS: '1000000',
    MIN_FILL_TIME_MS: '0',
    FORWARD_POLL_MS: '100',
    // The lease on a send a kill cut short is twice this plus 5 s (forwarder.ts): the last kill's
    // sends go again only when it lapses, and the test waits for them. The fake answers at once.
    FORWARD_TIMEOUT_MS: '2000',
    FORWARD_RETRY_BASE_MS: '200',
  };
  const acknowledged = new Set<number>();
  let server = await startServer(PORT, env);
  try {
    await waitUntilUp(PORT);
    execFileSync(
      'npm',
      [
        'run',
        '--silent',
        'leads',
        '--',
        'university',
        'delivery',
        '--university',
        'amity',
        '--adapter',
        'generic',
        '--url',
        university.url,
        '--secret-stdin',
      ],
      { env: { ...process.env, ...env }, input: `${university.secret}\n` },
    );
    let next = 0;
    const send = async (n: number) => {
      const response = await fetch(`${BASE}/api/b2b/leads/submit`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `crash-${n}` },
        body: JSON.stringify({
          name: `Student ${n}`,
          phone: String(7000000000 + n),
          email: `crash${n}@example.in`,
          course: 'MBA',
          city: 'Delhi',
          consent: true,
          reason: 'Admission enquiry: Amity University',
          page_url: `${BASE}/college/amity/admission`,
        }),
      });
      if (response.status === 200 && (await response.json()).status === true) acknowledged.add(n);
    };
    for (let kill = 0; kill <= KILLS; kill += 1) {
      let running = true;
      const load = Array.from({ length: 8 }, async () => {
        while (running && next < LEADS) {
          const n = next++;
          try {
            await send(n);
          } catch {
            // the server died mid-request: not acknowledged, sent again below
          }
        }
      });
      if (kill < KILLS) {
        const before = acknowledged.size;
        await eventually(() => acknowledged.size >= before + LEADS / (KILLS + 1) / 2);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
        await stopServer(server, 'SIGKILL');
        running = false;
        await Promise.all(load);
        server = await startServer(PORT, env);
        await waitUntilUp(PORT);
      } else await Promise.all(load);
    }
    // What the kills cut short is sent again under its key: each lead once.
    for (let n = 0; n < LEADS; n += 1) if (!acknowledged.has(n)) await send(n);
    expect(acknowledged.size).toBe(LEADS);
    // A lead whose answer a kill cut off has its id counted already and is sent again after the
    // restart's retry wait: done when the store has every answer, not when the university has every id.
    const count = (query: string) => {
      const db = new Database(env.LEADS_DB_PATH, { readonly: true });
      try {
        return (db.prepare(query).get() as { n: number }).n;
      } finally {
        db.close();
      }
    };
    const accepted = "SELECT count(*) AS n FROM lead_deliveries WHERE status = 'accepted'";
    await eventually(() => count(accepted) >= LEADS);
    await stopServer(server);
    expect(count('SELECT count(*) AS n FROM leads')).toBe(LEADS);
    expect(university.state.ids.size).toBe(LEADS);
    expect(count(accepted)).toBe(LEADS);
    const again = [...university.state.ids.values()].filter((count) => count > 1).length;
    console.log(
      `delivery crash test: ${LEADS} leads, ${KILLS} kills, ${again} ids sent again after a kill`,
    );
  } finally {
    await stopServer(server, 'SIGKILL');
    await university.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
