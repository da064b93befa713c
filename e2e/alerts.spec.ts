import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { OutboxReport } from '@/lib/server/outbox/outbox-report';
import { startSmtpReceiver, startWebhookReceiver } from '@/scripts/test/fake-receivers.mjs';
import { freshDatabase } from '@/test-support/test-databases';
import { sampleLeadRequest } from '@/test-support/sample-lead-request.mjs';
import { E2E_PORT } from './env';
import { expect } from '@playwright/test';
import { eventually, startServer, stopServer, waitUntilUp, test } from './server-process';
import { runLeads, uniquePerson } from './support';

// The production server tells the agency of each genuine lead by email (through an SMTP server
// this test starts) and by webhook: nothing for a suspected lead until it is released, nothing
// lost or sent twice across a kill -9 while both sends are in flight, and one alert per lead from
// two instances on PostgreSQL. Then the Google Ads upload of what came from Google clicks.

const PORTS = [E2E_PORT + 960, E2E_PORT + 961];

type Smtp = Awaited<ReturnType<typeof startSmtpReceiver>>;
type Hook = Awaited<ReturnType<typeof startWebhookReceiver>>;
let smtp: Smtp;
let hook: Hook;

test.beforeEach(async () => {
  smtp = await startSmtpReceiver({ user: 'alerts@agency.in', pass: 'app-password' });
  hook = await startWebhookReceiver();
});
test.afterEach(async () => {
  await Promise.all([smtp?.close(), hook?.close()]);
});

const alerting = () => ({
  RATE_LIMIT_POINTS: '1000',
  LEAD_ALERT_SMTP_URL: smtp.url,
  LEAD_ALERT_EMAIL_TO: 'sales@agency.in, counsellor@agency.in',
  LEAD_ALERT_EMAIL_FROM: 'Leadwise alerts <alerts@agency.in>',
  LEAD_ALERT_WEBHOOK_URL: hook.url,
  FORWARD_TIMEOUT_MS: '1500',
  FORWARD_RETRY_BASE_MS: '200',
  FORWARD_RETRY_MAX_MS: '800',
  FORWARD_POLL_MS: '100',
});

/** A lead as the forms send it; a fill time long enough to pass for a person's. */
const send = (port: number, body: object) =>
  fetch(`http://127.0.0.1:${port}/api/b2b/leads/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Fill-Time-Ms': '20000' },
    body: JSON.stringify(body),
  });
// Each lead from a person of its own: a repeat of an open lead is not alerted.
const proposal = (port: number, name: string, extra: object = {}) =>
  send(port, { ...sampleLeadRequest, ...uniquePerson(), name, ...extra });

const subjects = () =>
  Promise.all(
    smtp.state.messages.map(async (message) => (await simpleParser(message.raw)).subject),
  );
const hookedNames = () => hook.state.delivered.map((call) => (call.body as { name: string }).name);

test('each genuine lead is alerted once on each channel, across a kill -9 mid-send', async () => {
  // Three server starts and a kill -9: 2.6 min alone on a quiet 2-core machine, so twice that.
  test.setTimeout(300_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-alerts-'));
  const env = { ...alerting(), LEADS_DB_PATH: path.join(dir, 'leads.db') };
  const outbox = async (): Promise<OutboxReport> =>
    JSON.parse(await runLeads(['outbox', '--all', '--format', 'json'], env));
  let server = await startServer(PORTS[0], env);
  try {
    await waitUntilUp(PORTS[0]);

    // A bot's send first, then a student's: when the student's alert has come, the bot's is not.
    expect(
      (await proposal(PORTS[0], 'Honeypot Bot', { homepage_url: 'https://spam.example' })).status,
    ).toBe(200);
    const landing = `http://127.0.0.1:${PORTS[0]}/hi/college/amity/admission?utm_source=google&utm_campaign=diwali&gclid=Cj0KCQ_e2e-1`;
    const student = await send(PORTS[0], {
      ...uniquePerson('asha'),
      name: 'Asha <Verma>',
      course: 'B.Tech (Engineering and Technology)',
      city: 'Lucknow',
      consent: true,
      reason: 'Admission enquiry: Amity University',
      page_url: landing,
      landing_url: landing,
      referrer: 'https://www.google.com/',
      language: 'hi',
    });
    expect(student.status).toBe(200);
    await eventually(() => smtp.state.messages.length === 1 && hook.state.delivered.length === 1);
    const [mail] = await Promise.all(
      smtp.state.messages.map((message) => simpleParser(message.raw)),
    );
    expect(mail.subject).toBe('New admission lead: Amity, B.Tech, Lucknow');
    expect(mail.to).toMatchObject({ text: 'sales@agency.in, counsellor@agency.in' });
    expect(mail.text).toContain('Name: Asha <Verma>\n');
    expect(mail.html).toContain('<td>Asha &lt;Verma&gt;</td>');
    expect(hook.state.delivered[0].body).toMatchObject({
      kind: 'admission',
      university: 'Amity',
      name: 'Asha <Verma>',
      language: 'hi',
      click_ids: ['gclid'],
      text: expect.stringContaining('*Name:* Asha &lt;Verma&gt;\n'),
    });
    let report = await outbox();
    expect(report.items.map((item) => [item.record_id, item.destination])).toEqual([
      [2, 'email'],
      [2, 'webhook'],
    ]);

    // Released by an operator (with the alert settings in the command's environment too).
    expect(await runLeads(['release', '1'], env)).toBe('');
    await eventually(() => smtp.state.messages.length === 2 && hook.state.delivered.length === 2);
    expect(hookedNames()).toEqual(['Asha <Verma>', 'Honeypot Bot']);

    // kill -9 while the SMTP server and the webhook both hold the lead's send unanswered.
    smtp.setMode('stall');
    hook.setMode('stall');
    expect((await proposal(PORTS[0], 'Mid Send')).status).toBe(200);
    await eventually(() => smtp.state.stalled > 0 && hook.state.stalled > 0);
    await stopServer(server, 'SIGKILL');
    smtp.setMode('ok');
    hook.setMode('ok');
    server = await startServer(PORTS[0], env);
    await waitUntilUp(PORTS[0]);
    await eventually(() => smtp.state.messages.length === 3 && hook.state.delivered.length === 3);

    // And a plain restart: a lead after it is alerted, nothing delivered is sent again.
    await stopServer(server, 'SIGTERM');
    server = await startServer(PORTS[0], env);
    await waitUntilUp(PORTS[0]);
    expect((await proposal(PORTS[0], 'After Restart')).status).toBe(200);
    await eventually(
      async () => (await outbox()).summary.pending === 0 && hook.state.delivered.length === 4,
    );
    expect(hookedNames()).toEqual(['Asha <Verma>', 'Honeypot Bot', 'Mid Send', 'After Restart']);
    expect((await subjects()).sort()).toEqual([
      'New admission lead: Amity, B.Tech, Lucknow',
      'New proposal lead: After Restart, example.in',
      'New proposal lead: Honeypot Bot, example.in',
      'New proposal lead: Mid Send, example.in',
    ]);
    report = await outbox();
    expect(report.destinations).toEqual({
      email: { pending: 0, failing: 0, delivered: 4 },
      webhook: { pending: 0, failing: 0, delivered: 4 },
    });
    for (const item of report.items)
      expect(item.history.filter((attempt) => attempt.ok)).toHaveLength(1);
    const table = await runLeads(['outbox', '--all'], env);
    expect(table).toContain(
      'Email alerts to sales@agency.in, counsellor@agency.in through 127.0.0.1:',
    );
    expect(table).not.toContain('app-password');
    expect(table).toContain('  email: 0 pending (0 failing), 4 delivered\n');

    // The Google Ads upload: the student's click, in India time; nobody else came from Google.
    const { leads } = JSON.parse(await runLeads(['export', '--format', 'json'], env));
    const asha = leads.find((lead: { name: string }) => lead.name === 'Asha <Verma>');
    const at = new Date(Date.parse(asha.received_at) + 330 * 60_000).toISOString();
    expect(
      await runLeads(
        ['export', '--format', 'google-ads', '--conversion', 'Admission enquiry', '--value', '0'],
        env,
      ),
    ).toBe(
      'Parameters:TimeZone=+0530\r\n' +
        'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n' +
        `"Cj0KCQ_e2e-1","Admission enquiry","${at.slice(0, 10)} ${at.slice(11, 19)}","0","INR"\r\n`,
    );
  } finally {
    await stopServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('two instances on PostgreSQL alert each lead once', async () => {
  const database = await freshDatabase('postgres', { empty: true });
  const env = { ...alerting(), ...database.env };
  const servers = await Promise.all(PORTS.map((port) => startServer(port, env)));
  try {
    await Promise.all(PORTS.map(waitUntilUp));
    const names = Array.from({ length: 20 }, (_, i) => `Twice Served ${i}`);
    for (const response of await Promise.all(names.map((name, i) => proposal(PORTS[i % 2], name))))
      expect(response.status).toBe(200);
    const outbox = async (): Promise<OutboxReport> =>
      JSON.parse(await runLeads(['outbox', '--all', '--format', 'json'], database.env));
    await eventually(
      async () => (await outbox()).summary.pending === 0 && hook.state.delivered.length >= 20,
    );
    expect(hookedNames().sort()).toEqual([...names].sort());
    expect((await subjects()).sort()).toEqual(
      names.map((name) => `New proposal lead: ${name}, example.in`).sort(),
    );
    for (const item of (await outbox()).items) expect(item.history).toHaveLength(1);
  } finally {
    await Promise.all(servers.map((server) => stopServer(server, 'SIGTERM')));
    await database.drop();
  }
});
