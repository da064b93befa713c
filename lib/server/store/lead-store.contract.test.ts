/** @jest-environment node */
// One contract for every lead store engine: what the API and the outbox rely on, run against
// SQLite and PostgreSQL alike.
import { leadRow, type AttemptResult, type LeadStore, type NewSubscriber } from './lead-store';
import { leadAlert } from '../alerts/lead-alert';
import { openStore } from '../arrival/open-store';
import {
  newPerson,
  sampleAttribution,
  sampleLead,
  sampleAdmission,
  sampleLeadPayload,
} from '@/test-support/sample-lead';
import { serverConfig } from '../server-config';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';

const admission = sampleAdmission();

const failed = (detail: string, http_status: number | null = 503): AttemptResult => ({
  attempted_at: new Date().toISOString(),
  ok: false,
  http_status,
  detail,
  duration_ms: 12,
});
const delivered = (): AttemptResult => ({
  attempted_at: new Date().toISOString(),
  ok: true,
  http_status: 200,
  detail: 'delivered',
  duration_ms: 8,
});
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);
const HOSTED_API = ['hosted-api'] as const;
const newSubscriber = (email: string, suspected_reason: string | null = null): NewSubscriber => ({
  email,
  user_agent: 'jest',
  suspected_reason,
});

describe.each(ENGINES)('%s lead store', (engine) => {
  let database: TestDatabase;
  const opened: LeadStore[] = [];
  const open = async (env: Record<string, string> = {}) => {
    const store = await openStore(serverConfig({ ...database.env, ...env }));
    opened.push(store);
    return store;
  };
  const forwarding = { LEADS_FORWARD_BASE: 'http://127.0.0.1:9/b2b' };
  const alerting = {
    ...forwarding,
    LEAD_ALERT_SMTP_URL: 'smtp://127.0.0.1:9',
    LEAD_ALERT_EMAIL_TO: 'sales@agency.in',
    LEAD_ALERT_EMAIL_FROM: 'alerts@agency.in',
    LEAD_ALERT_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
  };

  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    await database.drop();
  });

  it('stores every field of a lead with its received time', async () => {
    const store = await open();
    await expect(store.insertLead(sampleLead({ idempotency_key: 'k1' }))).resolves.toEqual({
      stored: true,
      id: 1,
    });
    await store.insertLead(admission);
    const rows = await store.listLeads();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      ...leadRow(sampleLead({ idempotency_key: 'k1' })),
      id: rows[0].id,
      received_at: expect.any(String),
      released_at: null,
    });
    expect(rows[1]).toEqual({
      ...leadRow(admission),
      id: rows[1].id,
      received_at: expect.any(String),
      released_at: null,
    });
    expect(rows[1].id).toBeGreaterThan(rows[0].id);
    expect(Date.parse(rows[0].received_at)).toBeLessThanOrEqual(Date.now());
  });

  it('keeps a lead stored across reopening', async () => {
    const first = await open();
    await first.insertLead(sampleLead({ name: 'Durable' }));
    await first.close();
    opened.splice(opened.indexOf(first), 1);
    expect((await (await open()).listLeads()).map((row) => row.name)).toEqual(['Durable']);
  });

  it('stores one row per idempotency key, even when the same key arrives at once', async () => {
    const store = await open();
    const other = await open();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? store : other).insertLead(
          sampleLead({ idempotency_key: 'same', name: `Try ${i}` }),
        ),
      ),
    );
    expect(results.filter((result) => result.stored)).toHaveLength(1);
    await store.insertLead(sampleLead(newPerson()));
    await store.insertLead(sampleLead(newPerson()));
    const rows = await store.listLeads();
    expect(rows.filter((row) => row.idempotency_key === 'same')).toHaveLength(1);
    expect(rows).toHaveLength(3);
  });

  it('keeps subscribers unique by email, case-insensitively, even at once', async () => {
    const store = await open();
    await expect(store.addSubscriber(newSubscriber('Asha@Example.in'))).resolves.toEqual({
      created: true,
    });
    const again = await Promise.all(
      ['asha@example.IN', 'ASHA@EXAMPLE.IN', 'asha@example.in'].map((email) =>
        store.addSubscriber(newSubscriber(email)),
      ),
    );
    expect(again).toEqual([{ created: false }, { created: false }, { created: false }]);
    expect(await store.listSubscribers()).toEqual([
      {
        id: expect.any(Number),
        email: 'Asha@Example.in',
        user_agent: 'jest',
        suspected_reason: null,
        released_at: null,
        subscribed_at: expect.any(String),
      },
    ]);
  });

  it('filters leads and subscribers by date', async () => {
    const store = await open();
    await store.insertLead(sampleLead());
    await store.addSubscriber(newSubscriber('a@example.in'));
    expect(await store.listLeads({ since: '2999-01-01T00:00:00.000Z' })).toEqual([]);
    expect(await store.listLeads({ since: '2000-01-01T00:00:00.000Z' })).toHaveLength(1);
    expect(await store.listSubscribers({ since: '2999-01-01T00:00:00.000Z' })).toEqual([]);
    expect(await store.listSubscribers({ since: '2000-01-01T00:00:00.000Z' })).toHaveLength(1);
  });

  it('holds a suspected lead apart: listed only on request, never queued, until released', async () => {
    const store = await open(forwarding);
    await store.insertLead(sampleLead({ name: 'Genuine' }));
    await store.insertLead(sampleLead({ name: 'Autofilled', suspected_reason: 'honeypot' }));
    expect((await store.listLeads()).map((row) => row.name)).toEqual(['Genuine']);
    const all = await store.listLeads({ includeSuspected: true });
    expect(
      all.map(({ name, suspected_reason, released_at }) => [name, suspected_reason, released_at]),
    ).toEqual([
      ['Genuine', null, null],
      ['Autofilled', 'honeypot', null],
    ]);
    expect((await store.listOutbox()).map((item) => item.record_id)).toEqual([all[0].id]);

    await expect(store.release('lead', all[1].id)).resolves.toBe('released');
    const [, released] = await store.listLeads();
    expect(released).toMatchObject({ name: 'Autofilled', suspected_reason: 'honeypot' });
    expect(Date.parse(released.released_at!)).toBeLessThanOrEqual(Date.now());
    const items = await store.listOutbox();
    expect(items.map((item) => item.record_id)).toEqual([all[0].id, all[1].id]);
    expect(JSON.parse(items[1].payload)).toEqual({ ...sampleLeadPayload, name: 'Autofilled' });

    await expect(store.release('lead', all[1].id)).resolves.toBe('not_suspected');
    await expect(store.release('lead', all[0].id)).resolves.toBe('not_suspected');
    await expect(store.release('lead', 999_999)).resolves.toBe('not_found');
    expect(await store.listOutbox()).toHaveLength(2);
  });

  it('lists the held records alone, newest first, until each is released', async () => {
    const store = await open(forwarding);
    await store.insertLead(sampleLead({ name: 'Genuine' }));
    await store.insertLead(sampleLead({ name: 'Autofilled', suspected_reason: 'honeypot' }));
    await store.insertLead(admission);
    await store.insertLead(sampleAdmission({ name: 'Too Fast', suspected_reason: 'too fast' }));
    await store.addSubscriber(newSubscriber('person@example.in'));
    await store.addSubscriber(newSubscriber('bot@example.in', 'honeypot'));
    const { leads, subscribers } = await store.listHeld();
    expect(leads.map(({ name, kind, suspected_reason }) => [name, kind, suspected_reason])).toEqual(
      [
        ['Too Fast', 'admission', 'too fast'],
        ['Autofilled', 'proposal', 'honeypot'],
      ],
    );
    expect(leads[0]).toMatchObject({ course: admission.course, consent: true, released_at: null });
    expect(subscribers).toEqual([
      {
        id: expect.any(Number),
        email: 'bot@example.in',
        user_agent: 'jest',
        suspected_reason: 'honeypot',
        released_at: null,
        subscribed_at: expect.any(String),
      },
    ]);

    await store.release('lead', leads[1].id);
    await store.release('subscriber', subscribers[0].id);
    const after = await store.listHeld();
    expect(after.leads.map((lead) => lead.name)).toEqual(['Too Fast']);
    expect(after.subscribers).toEqual([]);
  });

  it('holds a suspected subscriber until released or subscribed for real', async () => {
    const store = await open(forwarding);
    await expect(store.addSubscriber(newSubscriber('bot@example.in', 'too fast'))).resolves.toEqual(
      {
        created: true,
      },
    );
    await store.addSubscriber(newSubscriber('held@example.in', 'honeypot'));
    expect(await store.listSubscribers()).toEqual([]);
    expect(await store.listOutbox()).toEqual([]);

    // The same address sent again by a bot changes nothing; sent by a person, it is released.
    await expect(store.addSubscriber(newSubscriber('BOT@example.in', 'again'))).resolves.toEqual({
      created: false,
    });
    await expect(store.addSubscriber(newSubscriber('Bot@Example.in'))).resolves.toEqual({
      created: true,
    });
    await expect(store.addSubscriber(newSubscriber('bot@example.in'))).resolves.toEqual({
      created: false,
    });
    const [person] = await store.listSubscribers();
    expect(person).toMatchObject({ email: 'Bot@Example.in', suspected_reason: 'too fast' });
    expect(person.released_at).not.toBeNull();

    const held = (await store.listSubscribers({ includeSuspected: true }))[1];
    await expect(store.release('subscriber', held.id)).resolves.toBe('released');
    expect((await store.listSubscribers()).map((row) => row.email)).toEqual([
      'Bot@Example.in',
      'held@example.in',
    ]);
    expect((await store.listOutbox()).map((item) => JSON.parse(item.payload))).toEqual([
      { email: 'Bot@Example.in' },
      { email: 'held@example.in' },
    ]);
    await expect(store.release('subscriber', 999_999)).resolves.toBe('not_found');
  });

  it('writes no outbox items when forwarding is off', async () => {
    const store = await open();
    await store.insertLead(sampleLead());
    await store.addSubscriber(newSubscriber('a@example.in'));
    expect(await store.listOutbox({ includeDelivered: true })).toEqual([]);
  });

  it('writes one outbox item per new lead and subscriber, in the hosted API format', async () => {
    const store = await open(forwarding);
    await store.insertLead(sampleLead({ idempotency_key: 'k' }));
    await store.insertLead(sampleLead({ idempotency_key: 'k', name: 'Repeat' }));
    await store.insertLead({ ...admission, language: 'hi' });
    await store.addSubscriber(newSubscriber('new@example.in'));
    await store.addSubscriber(newSubscriber('NEW@example.in'));
    const [leadRow, admissionRow] = await store.listLeads();
    const [subscriber] = await store.listSubscribers();
    const items = await store.listOutbox();
    expect(
      items.map(({ record_type, record_id, path, attempts, delivered_at }) => ({
        record_type,
        record_id,
        path,
        attempts,
        delivered_at,
      })),
    ).toEqual([
      {
        record_type: 'lead',
        record_id: leadRow.id,
        path: '/leads/submit',
        attempts: 0,
        delivered_at: null,
      },
      {
        record_type: 'lead',
        record_id: admissionRow.id,
        path: '/leads/submit',
        attempts: 0,
        delivered_at: null,
      },
      {
        record_type: 'subscriber',
        record_id: subscriber.id,
        path: '/newsletter/suscribe',
        attempts: 0,
        delivered_at: null,
      },
    ]);
    expect(JSON.parse(items[0].payload)).toEqual(sampleLeadPayload);
    expect(JSON.parse(items[1].payload)).toEqual({
      name: 'Asha',
      email: 'asha@example.in',
      phone: '9876543210',
      course: 'MBA',
      city: 'Delhi',
      consent: true,
      language: 'hi',
      reason: 'Admission enquiry: LPU',
      page_url: 'http://localhost:3000/',
      ...sampleAttribution,
    });
    expect(JSON.parse(items[2].payload)).toEqual({ email: 'new@example.in' });
  });

  it('queues a genuine lead for every destination, a subscriber for the hosted API alone', async () => {
    const store = await open(alerting);
    await store.insertLead(sampleLead({ name: 'Genuine' }));
    await store.insertLead(sampleLead({ name: 'Held', suspected_reason: 'honeypot' }));
    await store.addSubscriber(newSubscriber('a@example.in'));
    const [genuine, held] = await store.listLeads({ includeSuspected: true });
    const [subscriber] = await store.listSubscribers();
    const queued = async () =>
      (await store.listOutbox()).map(({ record_type, record_id, destination, path }) => [
        record_type,
        record_id,
        destination,
        path,
      ]);
    expect(await queued()).toEqual([
      ['lead', genuine.id, 'hosted-api', '/leads/submit'],
      ['lead', genuine.id, 'email', ''],
      ['lead', genuine.id, 'webhook', ''],
      ['subscriber', subscriber.id, 'hosted-api', '/newsletter/suscribe'],
    ]);
    const alerts = (await store.listOutbox()).filter((item) => item.path === '');
    for (const item of alerts) expect(JSON.parse(item.payload)).toEqual(leadAlert(genuine));

    // A suspected lead is alerted when it is released, like it is forwarded.
    await store.release('lead', held.id);
    const [, released] = await store.listLeads();
    expect((await queued()).slice(4)).toEqual([
      ['lead', held.id, 'hosted-api', '/leads/submit'],
      ['lead', held.id, 'email', ''],
      ['lead', held.id, 'webhook', ''],
    ]);
    const releasedAlert = (await store.listOutbox()).find(
      (item) => item.record_id === held.id && item.destination === 'webhook',
    )!;
    expect(JSON.parse(releasedAlert.payload)).toEqual(leadAlert(released));
  });

  it('claims only the destinations asked for', async () => {
    const store = await open(alerting);
    await store.insertLead(sampleLead());
    const destinations = async (wanted: readonly ('hosted-api' | 'email' | 'webhook')[]) =>
      (await store.claimOutbox(10, at(0), at(60_000), wanted)).map((item) => item.destination);
    expect(await destinations(['webhook'])).toEqual(['webhook']);
    expect(await destinations([])).toEqual([]);
    expect(await destinations(['hosted-api', 'email', 'webhook'])).toEqual(['hosted-api', 'email']);
  });

  it('leases claimed items so no one else takes them until the lease ends', async () => {
    const store = await open(forwarding);
    await store.insertLead(sampleLead(newPerson()));
    await store.insertLead(sampleLead(newPerson()));
    const claimed = await store.claimOutbox(10, at(0), at(60_000), HOSTED_API);
    expect(claimed.map((item) => item.record_id)).toHaveLength(2);
    expect(await store.claimOutbox(10, at(0), at(60_000), HOSTED_API)).toEqual([]);
    expect(await store.claimOutbox(10, at(61_000), at(120_000), HOSTED_API)).toHaveLength(2);
  });

  it('gives each item to one claimant when several claim at once', async () => {
    const stores = [await open(forwarding), await open(forwarding), await open(forwarding)];
    for (let i = 0; i < 30; i++)
      await stores[0].insertLead(sampleLead({ name: `Lead ${i}`, ...newPerson() }));
    const claims = await Promise.all(
      stores.flatMap((store) =>
        [1, 2].map(() => store.claimOutbox(7, at(0), at(60_000), HOSTED_API)),
      ),
    );
    const ids = claims.flat().map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeLessThanOrEqual(30);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('records a failed attempt and offers the item again only when its retry is due', async () => {
    const store = await open(forwarding);
    await store.insertLead(sampleLead());
    const [item] = await store.claimOutbox(10, at(0), at(60_000), HOSTED_API);
    await store.recordAttempt(item.id, failed('HTTP 503: down'), at(30_000));
    const [pending] = await store.listOutbox();
    expect(pending).toMatchObject({
      id: item.id,
      attempts: 1,
      last_error: 'HTTP 503: down',
      delivered_at: null,
    });
    expect(Date.parse(pending.next_attempt_at)).toBeGreaterThan(Date.now() + 25_000);
    expect(await store.claimOutbox(10, at(0), at(60_000), HOSTED_API)).toEqual([]);
    expect(
      (await store.claimOutbox(10, at(31_000), at(90_000), HOSTED_API)).map((i) => i.id),
    ).toEqual([item.id]);
  });

  it('never offers a delivered item again, and keeps every attempt', async () => {
    const store = await open(forwarding);
    await store.insertLead(sampleLead());
    const [item] = await store.claimOutbox(10, at(0), at(60_000), HOSTED_API);
    await store.recordAttempt(item.id, failed('no answer within 10000 ms', null), at(0));
    await store.claimOutbox(10, at(1), at(60_000), HOSTED_API);
    await store.recordAttempt(item.id, delivered(), at(0));
    // A late duplicate report (a lease that ran out) changes nothing about the delivery.
    await store.recordAttempt(item.id, failed('late'), at(0));

    expect(await store.listOutbox()).toEqual([]);
    const [done] = await store.listOutbox({ includeDelivered: true });
    expect(done).toMatchObject({ attempts: 2, last_error: null });
    expect(done.delivered_at).not.toBeNull();
    expect(
      await store.claimOutbox(10, at(10 * 86_400_000), at(11 * 86_400_000), HOSTED_API),
    ).toEqual([]);
    expect(
      (await store.listAttempts(item.id)).map(
        ({ outbox_id, ok, http_status, detail, duration_ms }) => ({
          outbox_id,
          ok,
          http_status,
          detail,
          duration_ms,
        }),
      ),
    ).toEqual([
      {
        outbox_id: item.id,
        ok: false,
        http_status: null,
        detail: 'no answer within 10000 ms',
        duration_ms: 12,
      },
      { outbox_id: item.id, ok: true, http_status: 200, detail: 'delivered', duration_ms: 8 },
      { outbox_id: item.id, ok: false, http_status: 503, detail: 'late', duration_ms: 12 },
    ]);
  });

  it('lists undelivered items before delivered ones', async () => {
    const store = await open(forwarding);
    await store.insertLead(sampleLead({ name: 'first', ...newPerson() }));
    await store.insertLead(sampleLead({ name: 'second', ...newPerson() }));
    const [first] = await store.claimOutbox(1, at(0), at(60_000), HOSTED_API);
    await store.recordAttempt(first.id, delivered(), at(0));
    const all = await store.listOutbox({ includeDelivered: true });
    expect(all.map((item) => item.delivered_at === null)).toEqual([true, false]);
    expect(all[1].id).toBe(first.id);
  });
});
