import { startFakeHostedApi, type FakeHostedApi } from '@/test-support/fake-hosted-api';
import type { OutboxReport } from '@/lib/server/outbox/outbox-report';
import { sampleLeadRequest } from '@/test-support/sample-lead-request.mjs';
import { E2E_PORT } from './env';
import { expect } from '@playwright/test';
import { eventually, siteOfFile, test } from './server-process';
import { runLeads } from './support';

// Nothing a visitor sends is thrown away: with the default minimum fill time, a lead whose
// honeypot is filled and one sent too fast are answered as usual and kept apart as suspected,
// never forwarded, out of the default export; `leads release` makes one a normal lead that the
// outbox forwards once.

const PORT = E2E_PORT + 930;
const BASE = `http://127.0.0.1:${PORT}`;

let api: FakeHostedApi;

test.beforeAll(async () => {
  api = await startFakeHostedApi('ok');
});
const { env } = siteOfFile('suspected', PORT, () => ({
  LEADS_FORWARD_BASE: api.base,
  FORWARD_POLL_MS: '100',
}));
test.afterAll(async () => {
  await api?.close();
});

const send = (name: string, extra: object, fillTimeMs: number) =>
  fetch(`${BASE}/api/b2b/leads/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Fill-Time-Ms': String(fillTimeMs) },
    body: JSON.stringify({ ...sampleLeadRequest, name, ...extra }),
  });

type Row = { id: number; name: string; suspected_reason?: string | null };
const exported = async (...flags: string[]): Promise<Row[]> =>
  JSON.parse(await runLeads(['export', '--format', 'json', ...flags], env)).leads;
const forwardedNames = () => api.state.delivered.map((call) => (call.body as Row).name);

test('suspected leads are kept apart, never forwarded, and released on request', async () => {
  for (const response of [
    await send('Autofilled Honeypot', { homepage_url: 'https://spam.example' }, 20_000),
    await send('Too Fast', {}, 250),
    await send('Genuine Person', {}, 20_000),
  ]) {
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, message: 'Form submitted successfully' });
  }

  await eventually(() => forwardedNames().length === 1);
  expect(forwardedNames()).toEqual(['Genuine Person']);
  expect((await exported()).map((row) => row.name)).toEqual(['Genuine Person']);
  expect((await exported())[0]).not.toHaveProperty('suspected_reason');

  const all = await exported('--include-suspected');
  expect(all.map((row) => [row.name, row.suspected_reason])).toEqual([
    ['Autofilled Honeypot', 'honeypot field filled'],
    ['Too Fast', 'sent 250 ms after the form opened (minimum 1500 ms)'],
    ['Genuine Person', null],
  ]);
  const csv = await runLeads(['export', '--format', 'csv', '--include-suspected'], env);
  expect(csv.split('\r\n')[0]).toMatch(
    /,"consented_at","suspected_reason","released_at","status",/,
  );

  const honeypot = all[0];
  await runLeads(['release', String(honeypot.id)], env);
  await eventually(() => forwardedNames().length === 2);
  expect((await exported()).map((row) => row.name)).toEqual([
    'Autofilled Honeypot',
    'Genuine Person',
  ]);

  // Released once is released: a second release changes nothing and says so.
  await expect(runLeads(['release', String(honeypot.id)], env)).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining(`lead ${honeypot.id} is not held as suspected`),
  });
  await expect(runLeads(['release', '99999'], env)).rejects.toMatchObject({
    stderr: expect.stringContaining('No lead with id 99999.'),
  });
  // The outbox holds the two, both delivered (a delivered item is never claimed again); the
  // still-held lead has no item at all.
  const report: OutboxReport = JSON.parse(await runLeads(['outbox', '--format', 'json'], env));
  expect(report.summary).toEqual({ pending: 0, failing: 0, delivered: 2 });
  expect(forwardedNames().sort()).toEqual(['Autofilled Honeypot', 'Genuine Person']);
});
