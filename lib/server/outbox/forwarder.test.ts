/** @jest-environment node */
import { startFakeHostedApi, type FakeHostedApi } from '@/test-support/fake-hosted-api';
import { outboxInstances } from '@/test-support/outbox-instances';
import type { LeadStore, OutboxItem } from '../store/lead-store';
import { retryDelayMs, startForwarder } from './forwarder';
import { newPerson, sampleLead, sampleLeadPayload } from '@/test-support/sample-lead';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { pause, until } from '@/test-support/until';

describe('retryDelayMs', () => {
  it('doubles after each failure, up to the cap, with at most half of it as jitter', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000, 60_000, () => 1))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(retryDelayMs(3, 1000, 60_000, () => 0)).toBe(2000);
    expect(retryDelayMs(40, 1000, 60_000, () => 1)).toBe(60_000);
  });
});

describe('claims', () => {
  /** A store whose due items are `due`, and the room each claim asked for. */
  const fakeStore = (due: OutboxItem[]) => {
    const claims: number[] = [];
    const withheld: number[] = [];
    const store = {
      claimOutbox: async (room: number) => {
        claims.push(room);
        return due.splice(0, room);
      },
      withholdOutbox: async (id: number) => void withheld.push(id),
    };
    return { store: store as unknown as LeadStore, claims, withheld };
  };
  // Each a counsellor's push withheld at once, as for an owner without a device.
  const senders = {
    push: {
      send: async () => ({
        ok: false,
        http_status: null,
        detail: 'no device',
        attempted_at: '2026-12-08T00:00:00.000Z',
        duration_ms: 0,
        cause: null,
        withheld: true,
      }),
      close: async () => undefined,
    },
  };
  // Polled once an hour: every claim below is the forwarder's own, not the poll's.
  const timing = {
    forwardTimeoutMs: 1000,
    forwardRetryBaseMs: 1000,
    forwardRetryMaxMs: 1000,
    forwardPollMs: 3_600_000,
  };
  const items = (count: number) =>
    Array.from(
      { length: count },
      (_, i) => ({ id: i + 1, destination: 'push', attempts: 0 }) as OutboxItem,
    );

  it("claims once for what a wake finds, not again at each send's end while there was room", async () => {
    const due: OutboxItem[] = [];
    const { store, claims, withheld } = fakeStore(due);
    const forwarder = startForwarder(store, senders, timing);
    await until(async () => claims.length === 1, 'the first claim');
    due.push(...items(3));
    forwarder.wake();
    await until(async () => withheld.length === 3, 'three sends');
    await pause(50);
    expect(claims).toEqual([50, 50]);
    await forwarder.stop();
  });

  it('claims again as soon as a send ends when a claim took all the room, not at the poll', async () => {
    const due = items(51);
    const { store, claims, withheld } = fakeStore(due);
    const forwarder = startForwarder(store, senders, timing);
    await until(async () => withheld.length === 51, 'all 51 sends, without the poll');
    expect(claims[0]).toBe(50);
    expect(claims.length).toBeGreaterThan(1);
    await forwarder.stop();
  });
});

describe.each(ENGINES)('outbox forwarding on %s', (engine) => {
  let database: TestDatabase;
  let api: FakeHostedApi;
  const instances = outboxInstances(() => ({ ...database.env, LEADS_FORWARD_BASE: api.base }));

  beforeEach(async () => {
    database = await freshDatabase(engine);
    api = await startFakeHostedApi('ok');
  });
  afterEach(async () => {
    await instances.stopAll();
    await api.close();
    await database.drop();
  });

  it('sends each lead and subscriber once, in the hosted API format, with a stable key', async () => {
    const { store } = await instances.start();
    await store.insertLead(sampleLead());
    await store.addSubscriber({
      email: 'news@example.in',
      user_agent: 'jest',
      suspected_reason: null,
    });
    await until(async () => (await store.listOutbox()).length === 0, 'delivery');
    await pause(200);
    const [stored] = await store.listLeads();
    const [subscriber] = await store.listSubscribers();
    expect(api.state.calls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: '/b2b/leads/submit',
          idempotencyKey: `leadwise-lead-${stored.id}`,
          body: sampleLeadPayload,
        }),
        expect.objectContaining({
          path: '/b2b/newsletter/suscribe',
          idempotencyKey: `leadwise-subscriber-${subscriber.id}`,
          body: { email: 'news@example.in' },
        }),
      ]),
    );
    expect(api.state.calls).toHaveLength(2);
  });

  it('retries with backoff while the API is down or answers falsy, then delivers once', async () => {
    api.setMode('down');
    const { store } = await instances.start();
    await store.insertLead(sampleLead({ name: 'Retry', ...newPerson() }));
    await until(async () => (await store.listAttempts()).length >= 2, 'two failed attempts');
    api.setMode('falsy');
    await until(
      async () => (await store.listAttempts()).some((a) => a.detail === 'HTTP 200: Rejected'),
      'a falsy answer',
    );
    api.setMode('ok');
    await until(async () => (await store.listOutbox()).length === 0, 'delivery');
    await pause(300);

    expect(api.state.delivered).toHaveLength(1);
    const attempts = await store.listAttempts();
    expect(attempts.at(-1)).toMatchObject({ ok: true, http_status: 200, detail: 'delivered' });
    expect(attempts.filter((a) => a.ok)).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      ok: false,
      http_status: 503,
      detail: 'HTTP 503: Service unavailable',
    });
    const [item] = await store.listOutbox({ includeDelivered: true });
    expect(item.attempts).toBe(attempts.length);
    // Backoff: the gaps between attempts grow rather than hammering the API.
    const times = attempts.map((a) => Date.parse(a.attempted_at));
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(25);
  });

  it('gives up on an attempt that stalls, records it, and delivers after recovery', async () => {
    api.setMode('stall');
    const { store } = await instances.start({ FORWARD_TIMEOUT_MS: '300' });
    await store.insertLead(sampleLead({ name: 'Stalled', ...newPerson() }));
    await until(
      async () => (await store.listAttempts()).some((a) => a.detail === 'no answer within 300 ms'),
      'a timed-out attempt',
    );
    api.setMode('ok');
    await until(async () => (await store.listOutbox()).length === 0, 'delivery');
    expect(api.state.delivered).toHaveLength(1);
  });

  it('resumes after a restart and never sends a delivered item again', async () => {
    api.setMode('down');
    const first = await instances.start();
    await first.store.insertLead(sampleLead({ name: 'Before restart', ...newPerson() }));
    await until(async () => (await first.store.listAttempts()).length >= 1, 'a failed attempt');
    await instances.stop(first);

    api.setMode('ok');
    const second = await instances.start();
    await until(async () => (await second.store.listOutbox()).length === 0, 'delivery');
    await instances.stop(second);

    const third = await instances.start();
    await pause(300);
    expect(api.state.delivered.map((call) => (call.body as { name: string }).name)).toEqual([
      'Before restart',
    ]);
    expect((await third.store.listAttempts()).filter((a) => a.ok)).toHaveLength(1);
  });

  it('delivers each item exactly once when two instances forward from one database', async () => {
    api.setMode('down');
    const [a, b] = [await instances.start(), await instances.start()];
    for (let i = 0; i < 25; i++)
      await (i % 2 ? a : b).store.insertLead(sampleLead({ name: `Lead ${i}`, ...newPerson() }));
    await pause(100);
    api.setMode('ok');
    await until(async () => (await a.store.listOutbox()).length === 0, 'delivery');
    await pause(300);
    const names = api.state.delivered.map((call) => (call.body as { name: string }).name);
    expect(names.sort()).toEqual(Array.from({ length: 25 }, (_, i) => `Lead ${i}`).sort());
  });
});
