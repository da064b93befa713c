/** @jest-environment node */
// Admission leads delivered to their universities, on both engines, against a fake university
// on loopback that checks each signature: what is sent and how it is signed, each verdict on the
// lead, retries, the cap, the master sheet, who is never sent, and two instances sending each
// lead once.
import { startFakeUniversity, type FakeUniversity } from '@/scripts/test/fake-university.mjs';
import { startWebhookReceiver } from '@/scripts/test/fake-receivers.mjs';
import { outboxInstances } from '@/test-support/outbox-instances';
import { newPerson, sampleAdmission } from '@/test-support/sample-lead';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { pause, until } from '@/test-support/until';
import { startForwarder } from '@/lib/server/outbox/forwarder';
import { openStore, type OpenedStore } from '@/lib/server/arrival/open-store';
import { serverConfig } from '@/lib/server/server-config';
import { endOfIndiaDay } from '@/lib/time/india-time';
import { isoTimestamps } from '@/lib/server/store/iso-timestamps';
import { deliverySender } from './delivery-sender';
import { deliverySettings } from './delivery-settings';
import { deliveryService } from './delivery-service';
import { personalData } from '@/lib/server/privacy/personal-data';
import { deliveryKey, unseal } from './delivery-key';

jest.setTimeout(60_000);

const FAST = {
  FORWARD_RETRY_BASE_MS: '50',
  FORWARD_RETRY_MAX_MS: '200',
  FORWARD_POLL_MS: '25',
  FORWARD_TIMEOUT_MS: '5000',
};

const amity = (overrides: Parameters<typeof sampleAdmission>[0] = {}) =>
  sampleAdmission({
    reason: 'Admission enquiry: Amity University',
    course: 'MBA',
    city: 'Indore',
    ...newPerson(),
    ...overrides,
  });

describe.each(ENGINES)('delivery to the universities on %s', (engine) => {
  let database: TestDatabase;
  let university: FakeUniversity;
  const instances = outboxInstances(() => ({ ...FAST, ...database.env }));

  beforeEach(async () => {
    database = await freshDatabase(engine);
    university = await startFakeUniversity();
  });
  afterEach(async () => {
    await instances.stopAll();
    await university.close();
    await database.drop();
  });

  const config = () => serverConfig({ ...FAST, ...database.env });
  const setUp = (store: OpenedStore, extra: { dailyCap?: string } = {}) =>
    deliverySettings(store.database, config()).set(
      {
        university: 'amity',
        adapter: 'generic',
        url: university.url,
        secret: university.secret,
        ...extra,
      },
      'test',
    );
  const deliveries = (store: OpenedStore) =>
    store.database.db
      .withPlugin(isoTimestamps)
      .selectFrom('lead_deliveries')
      .selectAll()
      .orderBy('lead_id')
      .execute();
  const settled = (store: OpenedStore) => async () => (await store.listOutbox()).length === 0;

  it('sends a lead signed, with its reference as the webhook id, and records the answer', async () => {
    const { store } = await instances.start();
    expect(await setUp(store as OpenedStore)).toBe(
      `Amity University: generic to ${new URL(university.url).host}.`,
    );
    await store.insertLead(
      amity({
        phone: '98765 43210',
        email: 'asha@example.in',
        utm_source: 'google',
        utm_campaign: 'mba-2027',
      }),
    );
    await until(settled(store), 'the delivery');
    const [lead] = await store.listLeads();
    expect(university.state.unsigned).toBe(0);
    expect(university.state.calls).toHaveLength(1);
    const [call] = university.state.calls;
    expect(call.id).toBe(`LWL-${lead.id}`);
    expect(call.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(call.event).toMatchObject({
      type: 'lead.created',
      data: {
        reference: `LWL-${lead.id}`,
        received_at: lead.received_at,
        university: 'Amity University',
        course: 'MBA',
        city: 'Indore',
        name: lead.name,
        phone: '+919876543210',
        email: 'asha@example.in',
        guardian: null,
        consent: { version: lead.consent_version, at: lead.consented_at },
        verified: null,
        source: { utm_source: 'google', utm_campaign: 'mba-2027' },
      },
    });
    expect(await deliveries(store as OpenedStore)).toEqual([
      expect.objectContaining({
        lead_id: lead.id,
        university: 'amity',
        status: 'accepted',
        their_id: `U-LWL-${lead.id}`,
        sent_at: expect.any(String),
      }),
    ]);
  });

  it('reads Duplicate, Fail and a 4xx as verdicts, and tries a 429 and a 5xx again', async () => {
    const { store } = await instances.start();
    await setUp(store as OpenedStore);
    const tries = new Map<string, number>();
    university.state.answer = (event, id) => {
      const city = event.data.city as string;
      const count = (tries.get(id) ?? 0) + 1;
      tries.set(id, count);
      if (city === 'Pune') return { status: 200, body: { STATUS: 'x', status: 'duplicate' } };
      if (city === 'Agra')
        return { status: 200, body: { status: 'FAIL', message: 'course not offered' } };
      if (city === 'Goa') return { status: 422, body: 'phone is not valid' };
      if (city === 'Kota')
        return count < 3
          ? { status: count === 1 ? 429 : 503, body: '' }
          : { status: 200, body: { status: 'accepted', id: 77 } };
      return { status: 200, body: { status: 'Rejected' } };
    };
    for (const city of ['Pune', 'Agra', 'Goa', 'Kota']) await store.insertLead(amity({ city }));
    await until(settled(store), 'every verdict');
    const rows = await deliveries(store as OpenedStore);
    expect(rows.map(({ status, detail, their_id }) => ({ status, detail, their_id }))).toEqual([
      { status: 'duplicate', detail: '', their_id: null },
      { status: 'rejected', detail: 'course not offered', their_id: null },
      { status: 'rejected', detail: 'HTTP 422: phone is not valid', their_id: null },
      { status: 'accepted', detail: '', their_id: '77' },
    ]);
    expect(university.state.ids.get(`LWL-${rows[3].lead_id}`)).toBe(3);
    const attempts = await store.listAttempts();
    expect(attempts.filter((attempt) => !attempt.ok).map((attempt) => attempt.http_status)).toEqual(
      [429, 503],
    );
  });

  it('keeps the credential sealed with a key outside the store', async () => {
    const store = await openStore(config());
    try {
      await setUp(store);
      const [row] = await store.database.db
        .selectFrom('university_destinations')
        .selectAll()
        .execute();
      expect(row.secret_sealed).not.toContain(university.secret.slice(6, 20));
      expect(unseal(deliveryKey(config()), row.secret_sealed!)).toBe(university.secret);
      // A change without a credential keeps the one set.
      await deliverySettings(store.database, config()).set(
        { university: 'amity', adapter: 'generic', url: university.url, dailyCap: '5' },
        'test',
      );
      const [changed] = await store.database.db
        .selectFrom('university_destinations')
        .selectAll()
        .execute();
      expect(changed).toMatchObject({ daily_cap: 5, secret_sealed: row.secret_sealed });
    } finally {
      await store.close();
    }
  });

  it('sends no lead without consent, no minor without a guardian, and a person once per university', async () => {
    const { store } = await instances.start();
    await setUp(store as OpenedStore);
    await store.insertLead(amity({ consent: false }));
    await store.insertLead(amity({ adult: false, guardian_name: null, guardian_phone: null }));
    const guarded = newPerson();
    await store.insertLead(
      amity({ ...guarded, adult: false, guardian_name: 'Meena Rao', guardian_phone: '9811122233' }),
    );
    const person = newPerson();
    await store.insertLead(amity(person));
    await until(settled(store), 'the first deliveries');
    const [, , , first] = await store.listLeads();
    // The person's lead is closed; their next enquiry is a lead of its own, never sent again.
    await store.database.db
      .updateTable('leads')
      .set({ status: 'lost' })
      .where('id', '=', first.id)
      .execute();
    await store.insertLead(amity({ ...person, city: 'Pune' }));
    await until(settled(store), 'the second enquiry');
    const rows = await deliveries(store as OpenedStore);
    expect(rows.map(({ status, detail }) => ({ status, detail }))).toEqual([
      { status: 'none', detail: 'no consent to hand it to the university' },
      { status: 'none', detail: "a minor's lead without a guardian's details" },
      { status: 'accepted', detail: '' },
      { status: 'accepted', detail: '' },
      { status: 'none', detail: `the person went to Amity University with lead #${first.id}` },
    ]);
    // Sent side by side: in either order.
    expect(university.state.calls.map((call) => call.event.data.guardian)).toEqual(
      expect.arrayContaining([{ name: 'Meena Rao', phone: '+919811122233' }, null]),
    );
    expect(university.state.calls).toHaveLength(2);
  });

  it('holds a lead whose city the sheet lacks, notes the value once, and sends it when the sheet names it', async () => {
    const { store } = await instances.start();
    await setUp(store as OpenedStore);
    const settings = deliverySettings((store as OpenedStore).database, config());
    expect(
      await settings.mapping(
        'amity',
        'kind,ours,theirs\ncourse,MBA,MBA-FT\ncity,Delhi,New Delhi\n',
      ),
    ).toBe('Amity University: 2 rows (course, city); 0 held leads looked at again.');
    await store.insertLead(amity({ city: ' delhi ' }));
    await store.insertLead(amity({ city: 'Indore' }));
    await store.insertLead(amity({ city: 'indore' }));
    await until(async () => university.state.calls.length === 1, 'the mapped lead');
    await until(
      async () =>
        (await deliveries(store as OpenedStore)).filter((row) => row.status === 'held').length ===
        2,
      'the held leads',
    );
    expect(university.state.calls[0].event.data).toMatchObject({
      course: 'MBA-FT',
      city: 'New Delhi',
    });
    const held = (await deliveries(store as OpenedStore)).filter((row) => row.status === 'held');
    expect(held.map((row) => row.detail)).toEqual([
      'needs mapping: city Indore',
      'needs mapping: city indore',
    ]);
    const missing = await (store as OpenedStore).database.db
      .selectFrom('delivery_missing')
      .selectAll()
      .execute();
    expect(missing.map(({ kind, value }) => ({ kind, value }))).toEqual([
      { kind: 'city', value: 'indore' },
    ]);
    expect(
      await settings.mapping(
        'amity',
        'kind,ours,theirs\ncourse,MBA,MBA-FT\ncity,Delhi,New Delhi\ncity,Indore,Indore (MP)\n',
      ),
    ).toBe('Amity University: 3 rows (course, city); 2 held leads looked at again.');
    await until(async () => university.state.calls.length === 3, 'the released leads');
    expect(university.state.calls.slice(1).map((call) => call.event.data.city)).toEqual([
      'Indore (MP)',
      'Indore (MP)',
    ]);
    await expect(settings.mapping('amity', 'kind,ours\ncity,Delhi')).rejects.toThrow(
      'The first line must be the header kind,ours,theirs.',
    );
  });

  it('tells the admins on the alert channel of each value the sheet lacks once, not per lead', async () => {
    const alerts = await startWebhookReceiver();
    try {
      const { store } = await instances.start({ LEAD_ALERT_WEBHOOK_URL: alerts.url });
      await setUp(store as OpenedStore);
      const settings = deliverySettings((store as OpenedStore).database, config());
      await settings.mapping('amity', 'kind,ours,theirs\ncity,Delhi,New Delhi\n');
      for (const city of ['Indore', ' indore', 'Pune']) await store.insertLead(amity({ city }));
      const told = () =>
        alerts.state.delivered
          .map((call) => call.body as { id: number; mapping?: object; text: string })
          .filter((body) => body.mapping)
          .sort((a, b) => a.id - b.id);
      const held = async () =>
        (await deliveries(store as OpenedStore)).filter((row) => row.status === 'held');
      await until(async () => (await held()).length === 3, 'the three held');
      await until(async () => told().length === 2, 'the two values');
      const [indore, indoreAgain, pune] = await store.listLeads();
      // Two leads lack one value: the first of them held is named, and sends run side by side.
      const named = told()[0].id === indoreAgain.id ? indoreAgain : indore;
      const value = named.city!.trim();
      expect(
        told().map(({ id, mapping, text }) => ({ id, mapping, headline: text.split('\n')[0] })),
      ).toEqual([
        {
          id: named.id,
          mapping: { university: 'Amity University', kind: 'city', value },
          headline: `*Needs mapping for Amity University: city "${value}" is not in its master sheet (lead #${named.id} and any other with it wait): Amity, MBA, ${named.city}*`,
        },
        {
          id: pune.id,
          mapping: { university: 'Amity University', kind: 'city', value: 'Pune' },
          headline: `*Needs mapping for Amity University: city "Pune" is not in its master sheet (lead #${pune.id} and any other with it wait): Amity, MBA, Pune*`,
        },
      ]);
      // A sheet naming Indore: its leads go; Pune, still lacking, is looked at again, not told again.
      const uploaded = new Date().toISOString();
      await settings.mapping(
        'amity',
        'kind,ours,theirs\ncity,Delhi,New Delhi\ncity,Indore,Indore\n',
      );
      await until(async () => university.state.calls.length === 2, 'the Indore leads');
      await until(
        async () =>
          (await store.listOutbox()).some(
            (item) => item.record_id === pune.id && item.next_attempt_at > uploaded,
          ),
        'Pune looked at again',
      );
      expect(told()).toHaveLength(2);
      expect(
        (await store.listOutbox({ includeDelivered: true }))
          .filter((item) => item.destination === 'mapping-webhook')
          .map((item) => item.record_id),
      ).toEqual([named.id, pune.id]);
    } finally {
      await instances.stopAll();
      await alerts.close();
    }
  });

  it('holds leads over the day’s cap in arrival order until the next India day, and drops none', async () => {
    const store = await openStore(config());
    // The delivery's clock, years ahead of the outbox's: held leads wait for the end of its day,
    // which the outbox reaches only when the test says so.
    const clock = { now: new Date('2036-12-01T10:00:00Z') };
    const forwarder = startForwarder(
      store,
      { university: deliverySender(config(), store.database, () => clock.now) },
      config(),
    );
    try {
      await setUp(store, { dailyCap: '2' });
      for (let n = 0; n < 5; n += 1) await store.insertLead(amity());
      forwarder.wake();
      await until(
        async () => (await deliveries(store)).filter((row) => row.status === 'held').length === 3,
        'three held',
      );
      await until(
        async () =>
          (await deliveries(store)).filter((row) => row.status === 'accepted').length === 2,
        'two sent',
      );
      const ids = (await store.listLeads()).map((lead) => lead.id);
      expect(university.state.calls.map((call) => call.id).sort()).toEqual(
        ids.slice(0, 2).map((id) => `LWL-${id}`),
      );
      const waiting = await store.listOutbox();
      expect(
        waiting.map((item) => [item.record_id, item.next_attempt_at, item.last_error]),
      ).toEqual(
        ids
          .slice(2)
          .map((id) => [id, endOfIndiaDay(clock.now).toISOString(), "held: over today's cap"]),
      );
      expect(await store.listAttempts()).toHaveLength(2);
      // The next day in India: the earliest two go, the last still waits.
      clock.now = new Date('2036-12-01T19:00:00Z');
      await store.database.db
        .updateTable('outbox')
        .set({ next_attempt_at: new Date().toISOString() })
        .where('delivered_at', 'is', null)
        .execute();
      forwarder.wake();
      await until(async () => university.state.calls.length === 4, 'the next day’s two');
      await pause(200);
      expect(university.state.calls.map((call) => call.id).sort()).toEqual(
        ids.slice(0, 4).map((id) => `LWL-${id}`),
      );
      const rows = await deliveries(store);
      expect(rows.map((row) => [row.status, row.cap_day])).toEqual([
        ['accepted', '2036-12-01'],
        ['accepted', '2036-12-01'],
        ['accepted', '2036-12-02'],
        ['accepted', '2036-12-02'],
        ['held', null],
      ]);
    } finally {
      await forwarder.stop();
      await store.close();
    }
  });

  it('records a portal university’s leads as waiting there, with nothing pushed', async () => {
    const { store } = await instances.start();
    await deliverySettings((store as OpenedStore).database, config()).set(
      { university: 'lpu', adapter: 'portal' },
      'test',
    );
    await store.insertLead(
      sampleAdmission({
        ...newPerson(),
        reason: 'Admission enquiry: Lovely Professional University',
      }),
    );
    await until(settled(store), 'the portal');
    expect(await deliveries(store as OpenedStore)).toEqual([
      expect.objectContaining({
        university: 'lpu',
        adapter: 'portal',
        status: 'pending',
        detail: 'in the portal: not yet taken',
      }),
    ]);
    expect(university.state.calls).toEqual([]);
  });

  it('sends a rejected lead again under a new webhook id, once an admin asks', async () => {
    const { store } = await instances.start();
    await setUp(store as OpenedStore);
    university.state.answer = (event) =>
      event.data.course === 'MBA'
        ? { status: 200, body: { status: 'Fail', message: 'course not offered' } }
        : { status: 200, body: { status: 'Success', id: 'A-9' } };
    await store.insertLead(amity());
    await until(settled(store), 'the rejection');
    const [lead] = await store.listLeads();
    const service = deliveryService((store as OpenedStore).database, config());
    expect(await service.ofLead(lead.id)).toMatchObject({
      status: 'rejected',
      detail: 'course not offered',
      universityName: 'Amity University',
    });
    await service.settings.mapping('amity', 'kind,ours,theirs\ncourse,MBA,MBA (2 years)\n');
    expect(await service.resend(lead.id)).toBe(true);
    await until(settled(store), 'the re-send');
    expect(university.state.calls.map((call) => call.id)).toEqual([
      `LWL-${lead.id}`,
      `LWL-${lead.id}-2`,
    ]);
    expect(university.state.calls[1].event.data).toMatchObject({
      reference: `LWL-${lead.id}`,
      course: 'MBA (2 years)',
    });
    expect(await service.ofLead(lead.id)).toMatchObject({
      status: 'accepted',
      their_id: 'A-9',
      round: 2,
    });
    // Only a rejected lead goes again.
    expect(await service.resend(lead.id)).toBe(false);
  });

  it('passes an erasure and a withdrawal on: a signed lead.erased event, or a task for the portal', async () => {
    const { store } = await instances.start();
    const opened = store as OpenedStore;
    await setUp(opened);
    await deliverySettings(opened.database, config()).set(
      { university: 'lpu', adapter: 'portal' },
      'test',
    );
    const erased = newPerson();
    const withdrawn = newPerson();
    await store.insertLead(amity(erased));
    await store.insertLead(amity(withdrawn));
    await store.insertLead(
      sampleAdmission({ ...erased, reason: 'Admission enquiry: Lovely Professional University' }),
    );
    await until(settled(store), 'the deliveries');
    const [first, second, third] = await store.listLeads();
    const data = personalData(opened.database);
    await data.erase(erased, { at: new Date(), by: 'op-admin' });
    await data.withdraw(withdrawn, { at: new Date(), by: 'op-admin' });
    await until(async () => university.state.calls.length === 4, 'the two events');
    expect(
      [...university.state.calls]
        .sort((a, b) => a.id.localeCompare(b.id))
        .filter((call) => call.id.endsWith('-erased'))
        .map(({ id, event }) => ({ id, type: event.type, data: event.data })),
    ).toEqual([
      {
        id: `LWL-${first.id}-erased`,
        type: 'lead.erased',
        data: { university: 'amity', reference: `LWL-${first.id}`, reason: 'erased' },
      },
      {
        id: `LWL-${second.id}-erased`,
        type: 'lead.erased',
        data: { university: 'amity', reference: `LWL-${second.id}`, reason: 'withdrawn' },
      },
    ]);
    expect(university.state.unsigned).toBe(0);
    const report = await deliveryService(opened.database, config()).report();
    expect(
      report.tasks.map(({ universityName, reference }) => ({ universityName, reference })),
    ).toEqual([{ universityName: 'Lovely Professional University', reference: `LWL-${third.id}` }]);
  });

  it('makes a task of an erasure its webhook refused or can no longer take, until an admin marks it done', async () => {
    const { store } = await instances.start();
    const opened = store as OpenedStore;
    await setUp(opened);
    university.state.answer = (_event, id) =>
      id.endsWith('-erased')
        ? { status: 410, body: 'no such lead' }
        : { status: 200, body: { status: 'Success', id } };
    const refused = newPerson();
    const moved = newPerson();
    await store.insertLead(amity(refused));
    await store.insertLead(amity(moved));
    await until(settled(store), 'the deliveries');
    const [first, second] = await store.listLeads();
    const data = personalData(opened.database);
    await data.erase(refused, { at: new Date(), by: 'op-admin' });
    await until(settled(store), 'the refused event');
    // Amity moves to its portal: the next withdrawal has no webhook to go to.
    await deliverySettings(opened.database, config()).set(
      { university: 'amity', adapter: 'portal' },
      'test',
    );
    await data.withdraw(moved, { at: new Date(), by: 'op-admin' });
    await until(settled(store), 'the event with nowhere to go');
    expect(
      university.state.calls.map((call) => call.id).filter((id) => id.endsWith('-erased')),
    ).toEqual([`LWL-${first.id}-erased`]);
    const service = deliveryService(opened.database, config());
    const tasks = async () =>
      (await service.report()).tasks.map(({ leadId, reference, failed }) => ({
        leadId,
        reference,
        failed,
      }));
    expect(await tasks()).toEqual([
      { leadId: first.id, reference: `LWL-${first.id}`, failed: 'HTTP 410' },
      { leadId: second.id, reference: `LWL-${second.id}`, failed: 'no webhook' },
    ]);
    const erasures = (await store.listOutbox({ includeDelivered: true })).filter(
      (item) => item.destination === 'university-erasure',
    );
    expect(erasures.map((item) => [item.delivered_at, item.last_error])).toEqual([
      [null, 'not delivered: HTTP 410: a task on the delivery page'],
      [null, 'not delivered: no webhook: a task on the delivery page'],
    ]);
    expect(await service.finishErasureTask(first.id, 'op-admin')).toBe(true);
    expect(await service.finishErasureTask(first.id, 'op-admin')).toBe(false);
    // A lead that is no task cannot be marked.
    await store.insertLead(amity());
    const [, , third] = await store.listLeads();
    expect(await service.finishErasureTask(third.id, 'op-admin')).toBe(false);
    expect(await tasks()).toEqual([
      { leadId: second.id, reference: `LWL-${second.id}`, failed: 'no webhook' },
    ]);
    const [done] = await deliveries(opened);
    expect(done).toMatchObject({
      erasure_done_by: 'op-admin',
      erasure_done_at: expect.any(String),
    });
  });

  it('queues nothing for a university with no delivery set', async () => {
    const { store } = await instances.start();
    await store.insertLead(amity());
    expect(await store.listOutbox({ includeDelivered: true })).toEqual([]);
  });

  it('queues a university’s leads from before its delivery was set, and from while it was off, once', async () => {
    // No forwarder until the lead queued while set is turned off: what is queued is seen first.
    const store = await openStore(config());
    const settings = deliverySettings(store.database, config());
    const items = () => store.listOutbox({ includeDelivered: true });
    try {
      await store.insertLead(amity());
      await store.insertLead(amity({ suspected_reason: 'honeypot' }));
      const erased = newPerson();
      await store.insertLead(amity(erased));
      await personalData(store.database).erase(erased, { at: new Date(), by: 'op-admin' });
      await store.insertLead(
        sampleAdmission({
          ...newPerson(),
          reason: 'Admission enquiry: Lovely Professional University',
        }),
      );
      expect(await items()).toEqual([]);
      expect(await setUp(store)).toBe(
        `Amity University: generic to ${new URL(university.url).host}; 1 earlier lead queued.`,
      );
      // Queued while set, then turned off before it went: it ends unsent, and waits.
      await store.insertLead(amity());
      expect(await settings.off('amity')).toBe(
        'Amity University: delivery off; its leads are no longer sent.',
      );
      const sending = startForwarder(
        store,
        { university: deliverySender(config(), store.database) },
        config(),
      );
      try {
        await until(settled(store), 'the leads ended for want of a delivery');
        await store.insertLead(amity());
        expect(university.state.calls).toEqual([]);
        expect(await setUp(store)).toBe(
          `Amity University: generic to ${new URL(university.url).host}; 3 earlier leads queued.`,
        );
        // Set again (a cap changed): nothing is queued twice.
        expect(await setUp(store)).toBe(
          `Amity University: generic to ${new URL(university.url).host}.`,
        );
        sending.wake();
        await until(async () => university.state.ids.size === 3, 'the three leads');
        await until(settled(store), 'their answers');
      } finally {
        await sending.stop();
      }
      // Neither the suspected lead, the erased one nor LPU's is queued.
      const [first, , , , second, third] = await store.database.db
        .selectFrom('leads')
        .select('id')
        .orderBy('id')
        .execute();
      expect([...university.state.ids].sort()).toEqual(
        [first, second, third].map((lead) => [`LWL-${lead.id}`, 1]).sort(),
      );
      expect((await items()).map((item) => item.record_id).sort()).toEqual(
        [first, second, third].map((lead) => lead.id).sort(),
      );
    } finally {
      await store.close();
    }
  });

  it('sends each lead once from two instances under a burst', async () => {
    const first = await instances.start();
    const second = await instances.start();
    await setUp(first.store as OpenedStore);
    university.state.answer = (_event, id) => ({ status: 200, body: { status: 'Success', id } });
    await Promise.all(
      Array.from({ length: 40 }, (_, n) => (n % 2 ? first : second).store.insertLead(amity())),
    );
    await until(settled(first.store), 'every lead');
    await pause(200);
    expect(university.state.ids.size).toBe(40);
    expect([...university.state.ids.values()].every((count) => count === 1)).toBe(true);
    const rows = await deliveries(first.store as OpenedStore);
    expect(rows.filter((row) => row.status === 'accepted')).toHaveLength(40);
  });
});
