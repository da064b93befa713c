import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleLeadRequest } from '@/test-support/sample-lead-request.mjs';
import { E2E_PORT } from './env';
import { expect } from '@playwright/test';
import {
  assertPortFree,
  eventually,
  startServer,
  stopServer,
  waitUntilUp,
  test,
} from './server-process';
import { exportLeads } from './support';

// The production server started, as a user other than root, on a lead store it may not write:
// it says so at start, answers leads 503 and its readiness check 503, and once the permissions
// are fixed it heals by itself, without a restart.

const PORT = E2E_PORT + 940;
const BASE = `http://127.0.0.1:${PORT}`;

test.skip(process.getuid?.() !== 0, 'needs root to run the server as another user');

// What the server reads: everything in the checkout but its history and local data.
const NOT_SERVED = new Set(['.git', 'data', 'test-results', 'playwright-report', 'coverage']);

/**
 * A copy of the built site that `nobody` may enter: the checkout itself may sit where only root
 * can (under /root, in a `mktemp -d` directory). Hard links on one filesystem, so it takes
 * seconds and no space; a full copy across filesystems.
 */
function copyForOtherUsers(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-site-'));
  fs.chmodSync(dir, 0o755);
  const entries = fs.readdirSync('.').filter((entry) => !NOT_SERVED.has(entry));
  try {
    execFileSync('cp', ['-al', ...entries, dir]);
  } catch {
    execFileSync('cp', ['-a', ...entries, dir]);
  }
  return dir;
}

const lead = { ...sampleLeadRequest, name: 'Patient Person' };
const send = () =>
  fetch(`${BASE}/api/b2b/leads/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(lead),
  });

test('an unwritable store is reported, refused with 503 and healed without a restart', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-heal-'));
  const file = path.join(dir, 'leads.db');
  // The site creates and migrates the store as root and stops at once, leaving its write-ahead
  // log beside it (the case where SQLite still grants the write lock); the folder and its files
  // are handed to `nobody`, who serves it (its secrets must be the server user's, 0600), and the
  // store itself is made read-only.
  const creator = await startServer(PORT, { LEADS_DB_PATH: file });
  await waitUntilUp(PORT);
  await stopServer(creator, 'SIGKILL');
  expect(fs.existsSync(`${file}-wal`)).toBe(true);
  const nobody = Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }));
  for (const name of ['.', ...fs.readdirSync(dir)])
    fs.chownSync(path.join(dir, name), nobody, nobody);
  fs.chmodSync(file, 0o400);

  await assertPortFree(PORT);
  const site = copyForOtherUsers();
  const server = spawn('runuser', ['-u', 'nobody', '--', process.execPath, 'runtime/serve.mjs'], {
    cwd: site,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(PORT), LEADS_DB_PATH: file },
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  server.stderr!.on('data', (chunk) => (log += chunk));
  try {
    await waitUntilUp(PORT);
    // Said at start, without waiting for a visitor.
    await eventually(() => log.includes('"event":"store_unavailable"'));
    expect(log).toContain('could not be opened for writing: attempt to write a readonly database');

    const refused = await send();
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const down = await fetch(`${BASE}/api/health`);
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(await down.json()).toMatchObject({ status: 'unavailable', store: 'sqlite' });

    fs.chmodSync(file, 0o600);
    await eventually(async () => (await fetch(`${BASE}/api/health`)).status === 200);
    expect(await (await fetch(`${BASE}/api/health`)).json()).toMatchObject({
      status: 'ok',
      store: 'sqlite',
    });
    expect((await send()).status).toBe(200);
    const { leads } = await exportLeads({ LEADS_DB_PATH: file });
    expect(leads.map((row) => row.name)).toEqual(['Patient Person']);
  } finally {
    await stopServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(site, { recursive: true, force: true });
  }
});
