import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';

// Kill -9 the production server at random moments under load, ten times: every lead it
// acknowledged must survive, no idempotency key twice, and the database must check out.

const PORT = 3200;
const BASE = `http://127.0.0.1:${PORT}`;
const CYCLES = 10;
const WORKERS = 8;

function startServer(dbPath: string): ChildProcess {
  return spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(PORT)],
    {
      env: {
        ...process.env,
        LEADS_DB_PATH: dbPath,
        RATE_LIMIT_POINTS: '1000000',
        MIN_FILL_TIME_MS: '0',
      },
      detached: true,
      stdio: 'ignore',
    },
  );
}

async function waitUntilUp() {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/robots.txt`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

/** kill -9 the server and everything it started. */
async function killServer(server: ChildProcess) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid!, 'SIGKILL');
  await exited;
}

const sendLead = (key: string) =>
  fetch(`${BASE}/api/b2b/leads/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify({
      name: 'Crash Test',
      email: `${key}@example.in`,
      phone: '9876543210',
      Websiteurl: 'example.in',
      message: 'kill -9',
      reason: '',
      page_url: `${BASE}/`,
    }),
  });

test('acknowledged leads survive kill -9 under load', async ({ isMobile }) => {
  test.skip(isMobile, 'one run is enough');
  test.setTimeout(240_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-crash-'));
  const dbPath = path.join(dir, 'leads.db');
  const acknowledged = new Set<string>();
  let sequence = 0;

  try {
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const server = startServer(dbPath);
      await waitUntilUp();
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
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1200));
      await killServer(server);
      running = false;
      await Promise.all(load);
    }

    // A retry of acknowledged keys after the crashes stores nothing new.
    const server = startServer(dbPath);
    await waitUntilUp();
    const retried = [...acknowledged].slice(0, 20);
    for (const key of retried) expect((await sendLead(key)).status).toBe(200);
    await killServer(server);

    const db = new Database(dbPath, { readonly: true });
    const keys = db.prepare('SELECT idempotency_key AS key FROM leads').all() as { key: string }[];
    const stored = new Set(keys.map((row) => row.key));
    const integrity = db.pragma('integrity_check', { simple: true });
    db.close();

    expect(acknowledged.size).toBeGreaterThan(CYCLES * 10);
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
