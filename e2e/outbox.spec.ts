import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { adParameters } from '@/lib/leads/attribution';
import { startFakeHostedApi, type FakeHostedApi } from '@/test-support/fake-hosted-api';
import type { OutboxReport } from '@/lib/server/outbox/outbox-report';
import { sampleLeadRequest } from '@/test-support/sample-lead-request.mjs';
import { E2E_PORT } from './env';
import { expect } from '@playwright/test';
import { eventually, startServer, stopServer, waitUntilUp, test } from './server-process';
import { peopleByName, runLeads } from './support';

// The production server forwarding to a local fake of the hosted API that is down, then
// stalls across a restart, then recovers: nothing is lost, nothing is sent twice, and the
// visitor's answer never waits for the hosted API.

const PORT = E2E_PORT + 910;
const BASE = `http://127.0.0.1:${PORT}`;

let dir: string;
let api: FakeHostedApi;
let env: Record<string, string>;
const outbox = async (): Promise<OutboxReport> =>
  JSON.parse(await runLeads(['outbox', '--all', '--format', 'json'], env));

test.beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-outbox-'));
  api = await startFakeHostedApi('down');
  env = {
    LEADS_DB_PATH: path.join(dir, 'leads.db'),
    RATE_LIMIT_POINTS: '1000',
    LEADS_FORWARD_BASE: api.base,
    FORWARD_TIMEOUT_MS: '1500',
    FORWARD_RETRY_BASE_MS: '200',
    FORWARD_RETRY_MAX_MS: '800',
    FORWARD_POLL_MS: '100',
  };
});
test.afterEach(async () => {
  await api?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const post = (route: string, body: object) =>
  fetch(`${BASE}/api/b2b/${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
// Each lead from a person of its own (a repeat would be no record to forward).
const personNamed = peopleByName();
const lead = (name: string) => ({ ...sampleLeadRequest, ...personNamed(name) });

/** A lead as the hosted API receives it: the API's body, and where the visit came from (no touch). */
const forwarded = (name: string) => ({
  ...lead(name),
  landing_url: '',
  referrer: '',
  ...adParameters(''),
});

test('API down, restart while it stalls, then up: every record forwarded exactly once', async () => {
  test.setTimeout(150_000);
  let server = await startServer(PORT, env);
  try {
    await waitUntilUp(PORT);

    // Down: the visitor is answered at once and the attempts pile up as failures.
    for (const name of ['First', 'Second']) {
      const response = await post('leads/submit', lead(name));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: true,
        message: 'Form submitted successfully',
      });
    }
    expect((await post('newsletter/suscribe', { email: 'outbox@example.in' })).status).toBe(200);
    await eventually(async () => (await outbox()).items.every((item) => item.attempts >= 2));
    let report = await outbox();
    expect(report.summary).toEqual({ pending: 3, failing: 3, delivered: 0 });
    expect(report.items.map((item) => item.last_error)).toEqual(
      Array(3).fill('HTTP 503: Service unavailable'),
    );
    expect(await runLeads(['outbox'], env)).toContain('3 pending (3 failing), 0 delivered');

    // A restart while the API stalls: the new process resumes forwarding on its own, and a
    // lead sent meanwhile is answered before its forward has even finished one attempt.
    await stopServer(server, 'SIGTERM');
    api.setMode('stall');
    const callsBefore = api.state.calls.length;
    server = await startServer(PORT, env);
    await waitUntilUp(PORT);
    await eventually(() => api.state.calls.length > callsBefore);
    const during = await post('leads/submit', lead('During stall'));
    expect(during.status).toBe(200);
    const db = new Database(env.LEADS_DB_PATH, { readonly: true });
    const row = db
      .prepare(
        "SELECT o.attempts FROM outbox o JOIN leads l ON l.id = o.record_id AND o.record_type = 'lead' WHERE l.name = ?",
      )
      .get('During stall') as { attempts: number };
    db.close();
    expect(row.attempts).toBe(0);
    await eventually(async () =>
      (await outbox()).items.some((item) => item.last_error === 'no answer within 1500 ms'),
    );

    // Up: everything arrives once, in the hosted API's format.
    api.setMode('ok');
    await eventually(async () => (await outbox()).summary.pending === 0);
    report = await outbox();
    expect(report.summary).toEqual({ pending: 0, failing: 0, delivered: 4 });
    for (const item of report.items) {
      expect(item.history.filter((attempt) => attempt.ok)).toHaveLength(1);
      expect(item.history.at(-1)).toMatchObject({
        ok: true,
        http_status: 200,
        detail: 'delivered',
      });
      expect(item.history.length).toBe(item.attempts);
    }

    // Another restart, and a new lead forwarded after it: the forwarder has looked at the
    // outbox since the restart, and sent nothing delivered again.
    await stopServer(server, 'SIGTERM');
    server = await startServer(PORT, env);
    await waitUntilUp(PORT);
    expect((await post('leads/submit', lead('After restart'))).status).toBe(200);
    await eventually(() => api.state.delivered.length >= 5);
    const delivered = api.state.delivered.map((call) => ({ path: call.path, body: call.body }));
    expect(delivered).toHaveLength(5);
    expect(delivered.at(-1)).toEqual({
      path: '/b2b/leads/submit',
      body: forwarded('After restart'),
    });
    expect(delivered).toEqual(
      expect.arrayContaining([
        { path: '/b2b/leads/submit', body: forwarded('First') },
        { path: '/b2b/leads/submit', body: forwarded('Second') },
        { path: '/b2b/leads/submit', body: forwarded('During stall') },
        { path: '/b2b/newsletter/suscribe', body: { email: 'outbox@example.in' } },
      ]),
    );
  } finally {
    await stopServer(server);
  }
});
