/** @jest-environment node */
import { simpleParser } from 'mailparser';
import { startSmtpReceiver, startWebhookReceiver } from '@/scripts/test/fake-receivers.mjs';
import { outboxInstances } from '@/test-support/outbox-instances';
import { newPerson, sampleAdmission, sampleLead } from '@/test-support/sample-lead';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { pause, until } from '@/test-support/until';
import type { LeadStore } from '../store/lead-store';
import { openStore } from '../arrival/open-store';
import { serverConfig } from '../server-config';

// Alerts go through the outbox like forwarding: one item per genuine lead and channel, sent to a
// real SMTP server and a webhook receiver that this test starts, retried, and sent once.

type Smtp = Awaited<ReturnType<typeof startSmtpReceiver>>;
type Hook = Awaited<ReturnType<typeof startWebhookReceiver>>;

const subjects = async (smtp: Smtp) =>
  Promise.all(
    smtp.state.messages.map(async (message) => (await simpleParser(message.raw)).subject),
  );
const hookedIds = (hook: Hook) =>
  hook.state.delivered.map((call) => (call.body as { id: number }).id);
const undelivered = async (store: LeadStore) => (await store.listOutbox()).length;
/** The log lines of one event, as objects. */
const logged = (level: 'warn' | 'info', event: string) =>
  (console[level] as jest.Mock).mock.calls
    .map(([line]) => JSON.parse(line as string))
    .filter((line) => line.event === event);

describe.each(ENGINES)('lead alerts through the outbox on %s', (engine) => {
  let database: TestDatabase;
  let smtp: Smtp;
  let hook: Hook;
  const alerting = () => ({
    ...database.env,
    LEAD_ALERT_SMTP_URL: smtp.url,
    LEAD_ALERT_EMAIL_TO: 'sales@agency.in',
    LEAD_ALERT_EMAIL_FROM: 'alerts@agency.in',
    LEAD_ALERT_WEBHOOK_URL: hook.url,
  });
  const instances = outboxInstances(alerting);

  beforeEach(async () => {
    database = await freshDatabase(engine);
    smtp = await startSmtpReceiver();
    hook = await startWebhookReceiver();
  });
  afterEach(async () => {
    await instances.stopAll();
    await Promise.all([smtp.close(), hook.close()]);
    await database.drop();
  });

  it('alerts each genuine lead once per channel; a suspected one only once released', async () => {
    const { store } = await instances.start();
    await store.insertLead(sampleLead({ name: 'Ravi', website: 'ravi-tiles.in' }));
    await store.insertLead(
      sampleAdmission({ course: 'BBA (Business Administration)', city: 'Pune' }),
    );
    await store.insertLead(sampleLead({ name: 'Bot', suspected_reason: 'honeypot field filled' }));
    await store.addSubscriber({
      email: 'news@example.in',
      user_agent: 'jest',
      suspected_reason: null,
    });
    await until(async () => (await undelivered(store)) === 0, 'both alerts of both leads');
    await pause(200);
    expect((await subjects(smtp)).sort()).toEqual([
      'New admission lead: LPU, BBA, Pune',
      'New proposal lead: Ravi, ravi-tiles.in',
    ]);
    const [ravi, admission, bot] = await store.listLeads({ includeSuspected: true });
    expect(hookedIds(hook).sort()).toEqual([ravi.id, admission.id].sort());
    expect(hook.state.delivered.map((call) => call.idempotencyKey).sort()).toEqual(
      [ravi, admission]
        .map((lead) => `leadwise-lead-${lead.id}-${Date.parse(lead.received_at)}-webhook`)
        .sort(),
    );

    await expect(store.release('lead', bot.id)).resolves.toBe('released');
    await until(
      async () => smtp.state.messages.length === 3 && hook.state.delivered.length === 3,
      'the released lead',
    );
    await pause(200);
    expect(await subjects(smtp)).toContain('New proposal lead: Bot, example.in');
    expect(hookedIds(hook)).toHaveLength(3);
    expect(hookedIds(hook).filter((id) => id === bot.id)).toHaveLength(1);
  });

  it('retries receivers that refuse, alerts once they recover, and logs each channel once', async () => {
    smtp.setMode('down');
    hook.setMode('down');
    const { store } = await instances.start();
    await store.insertLead(sampleLead({ name: 'Patient Person', email: 'patient@example.in' }));
    const [lead] = await store.listLeads();
    await until(
      async () => (await store.listOutbox()).every((item) => item.attempts >= 3),
      'three failed attempts on each channel',
    );
    expect(
      (await store.listOutbox()).map(({ destination, last_error }) => [destination, last_error]),
    ).toEqual([
      ['email', expect.stringMatching(/^Message failed: 451 /)],
      ['webhook', 'HTTP 503: service_unavailable'],
    ]);
    smtp.setMode('ok');
    hook.setMode('ok');
    await until(async () => (await undelivered(store)) === 0, 'delivery after recovery');
    await pause(200);
    expect(smtp.state.messages).toHaveLength(1);
    expect(hook.state.delivered).toHaveLength(1);
    const attempts = await store.listAttempts();
    expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(2);

    // One line per channel however many attempts failed; the lead's id, never its fields.
    const failing = logged('warn', 'outbox_failing');
    expect(
      failing
        .map(({ destination, record_type, record_id, attempt, cause }) => ({
          destination,
          record_type,
          record_id,
          attempt,
          cause,
        }))
        .sort((a, b) => a.destination.localeCompare(b.destination)),
    ).toEqual([
      {
        destination: 'email',
        record_type: 'lead',
        record_id: lead.id,
        attempt: 1,
        cause: 'SMTP 451',
      },
      {
        destination: 'webhook',
        record_type: 'lead',
        record_id: lead.id,
        attempt: 1,
        cause: 'HTTP 503',
      },
    ]);
    const recovered = logged('info', 'outbox_recovered');
    expect(recovered.map((line) => line.destination).sort()).toEqual(['email', 'webhook']);
    expect(recovered.every((line) => line.failures_not_logged >= 2)).toBe(true);
    const everything = JSON.stringify([
      ...(console.warn as jest.Mock).mock.calls,
      ...(console.info as jest.Mock).mock.calls,
    ]);
    for (const personal of ['Patient Person', 'patient@example.in', '9876543210'])
      expect(everything).not.toContain(personal);
  });

  it('alerts each lead once when two instances send from one database', async () => {
    smtp.setMode('down');
    hook.setMode('down');
    const [a, b] = [await instances.start(), await instances.start()];
    for (let i = 0; i < 20; i++)
      await (i % 2 ? a : b).store.insertLead(sampleLead({ name: `Lead ${i}`, ...newPerson() }));
    await pause(100);
    smtp.setMode('ok');
    hook.setMode('ok');
    await until(async () => (await undelivered(a.store)) === 0, 'every alert');
    await pause(300);
    const names = Array.from({ length: 20 }, (_, i) => `New proposal lead: Lead ${i}, example.in`);
    expect((await subjects(smtp)).sort()).toEqual(names.sort());
    const ids = (await a.store.listLeads()).map((lead) => lead.id);
    expect(hookedIds(hook).sort((x, y) => x - y)).toEqual(ids);
  });

  it('resumes after a restart while both receivers stall, and alerts once', async () => {
    smtp.setMode('stall');
    hook.setMode('stall');
    const first = await instances.start({ FORWARD_TIMEOUT_MS: '300' });
    await first.store.insertLead(sampleLead({ name: 'Stalled' }));
    await until(() => smtp.state.stalled > 0 && hook.state.stalled > 0, 'both sends in flight');
    await instances.stop(first);

    smtp.setMode('ok');
    hook.setMode('ok');
    const second = await instances.start();
    await until(async () => (await undelivered(second.store)) === 0, 'delivery after the restart');
    await pause(200);
    expect(await subjects(smtp)).toEqual(['New proposal lead: Stalled, example.in']);
    expect(hook.state.delivered).toHaveLength(1);
  });

  it('leaves what a crashed instance had in flight until its lease runs out, then alerts once', async () => {
    // The crashed instance: it queued a lead and claimed its alerts, and never recorded a send.
    const crashed = await openStore(serverConfig(alerting()));
    await crashed.insertLead(sampleLead({ name: 'Orphan' }));
    const leaseUntil = new Date(Date.now() + 1_000);
    const claimed = await crashed.claimOutbox(10, new Date(), leaseUntil, ['email', 'webhook']);
    expect(claimed.map((item) => item.destination)).toEqual(['email', 'webhook']);
    await crashed.close();

    const { store } = await instances.start();
    await until(async () => (await undelivered(store)) === 0, 'delivery after the lease');
    await pause(200);
    expect(smtp.state.messages).toHaveLength(1);
    expect(hook.state.delivered).toHaveLength(1);
    for (const arrival of [smtp.state.messages[0], hook.state.delivered[0]])
      expect(arrival.receivedAt).toBeGreaterThanOrEqual(leaseUntil.getTime());
    expect((await store.listAttempts()).map((attempt) => attempt.ok)).toEqual([true, true]);
  });
});
