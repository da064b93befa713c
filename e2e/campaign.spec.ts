import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { nginxInstalled } from '@/scripts/test/nginx-installed.mjs';
import { freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { E2E_PORT } from './env';
import { expect } from '@playwright/test';
import { startServer, stopServer, waitUntilUp, test } from './server-process';
import { exportLeads } from './support';

// A campaign hour with the default settings: 60 visitors, each from its own address, send one
// enquiry each within three seconds while one other address sends 300. Every visitor's lead is
// stored; the flood is mostly refused with 429 and Retry-After. Served directly, on two
// instances sharing PostgreSQL, and behind deploy/nginx.conf.

const VISITORS = 60;
const FLOOD = 300;
const PORTS = {
  direct: E2E_PORT + 920,
  pair: [E2E_PORT + 921, E2E_PORT + 922],
  nginx: E2E_PORT + 923,
};

test.describe.configure({ mode: 'serial' });

type Answer = { status: number; retryAfter: string | null };
type Campaign = { visitors: (Answer & { name: string })[]; flood: Answer[] };

/** scripts/test/campaign.mjs (the same campaign `npm run bench:leads` measures) against `ports`. */
async function runCampaign(ports: number[], label: string): Promise<Campaign> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      'scripts/test/campaign.mjs',
      '--ports',
      ports.join(','),
      '--visitors',
      String(VISITORS),
      '--flood',
      String(FLOOD),
      '--label',
      label,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

async function expectCampaignHeld(campaign: Campaign, env: Record<string, string>, label: string) {
  expect(campaign.visitors.map((visitor) => visitor.status)).toEqual(Array(VISITORS).fill(200));
  const refused = campaign.flood.filter((answer) => answer.status === 429);
  expect(refused.length).toBeGreaterThanOrEqual(FLOOD * 0.9);
  expect(campaign.flood.every((answer) => [200, 429].includes(answer.status))).toBe(true);
  for (const answer of refused) expect(Number(answer.retryAfter)).toBeGreaterThan(0);

  const stored = (await exportLeads(env)).leads.map((lead) => lead.name as string);
  expect(stored.filter((name) => name.startsWith(`${label} visitor`)).sort()).toEqual(
    campaign.visitors.map((visitor) => visitor.name).sort(),
  );
  expect(stored.filter((name) => name.startsWith('Flood'))).toHaveLength(FLOOD - refused.length);
}

let cleanups: (() => Promise<void> | void)[] = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

function sqliteEnv() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-campaign-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return { LEADS_DB_PATH: path.join(dir, 'leads.db') };
}

async function serve(port: number, env: Record<string, string>) {
  const server = await startServer(port, env);
  cleanups.push(() => stopServer(server, 'SIGTERM'));
  await waitUntilUp(port);
}

test('served directly with the default settings, every visitor is stored during a flood', async () => {
  const env = sqliteEnv();
  await serve(PORTS.direct, env);
  await expectCampaignHeld(await runCampaign([PORTS.direct], 'direct'), env, 'direct');
});

test('two instances on PostgreSQL count one limit and store every visitor', async () => {
  const database: TestDatabase = await freshDatabase('postgres', { empty: true });
  cleanups.push(() => database.drop());
  await Promise.all(PORTS.pair.map((port) => serve(port, database.env)));
  await expectCampaignHeld(await runCampaign(PORTS.pair, 'pair'), database.env, 'pair');
});

const hasNginx = nginxInstalled();

test('behind deploy/nginx.conf, every visitor is stored during a flood', async () => {
  test.skip(!hasNginx, 'nginx is not installed');
  const env = sqliteEnv();
  await serve(PORTS.direct, { ...env, TRUST_PROXY_HOPS: '1' });
  const nginx: ChildProcess = spawn(
    process.execPath,
    [
      'scripts/test/nginx-loopback.mjs',
      '--listen',
      String(PORTS.nginx),
      '--upstream',
      String(PORTS.direct),
    ],
    { stdio: 'inherit' },
  );
  cleanups.push(async () => {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  });
  await waitUntilUp(PORTS.nginx);
  const campaign = await runCampaign([PORTS.nginx], 'nginx');
  await expectCampaignHeld(campaign, env, 'nginx');
});
