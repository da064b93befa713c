/** @jest-environment node */
import { sql } from 'kysely';
import { startMetaReceiver } from '@/scripts/test/fake-receivers.mjs';
import { outboxInstances } from '@/test-support/outbox-instances';
import { newPerson, sampleAdmission } from '@/test-support/sample-lead';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { pause, until } from '@/test-support/until';
import { leadWork } from '../inbox/lead-work';
import type { Viewer } from '../inbox/lead-filter';
import type { LeadStore, NewLead } from '../store/lead-store';
import type { OpenedStore } from '../arrival/open-store';
import { serverConfig } from '../server-config';
import { destinationsOf } from '../store/outbox-destinations';

// Meta's Conversions API events go through the outbox: Lead when a lead arrives, QualifiedLead
// and WonLead when it reaches those stages, each sent once to a receiver this test starts (as
// Meta answers), retried while it is down, and never for a lead that may not go to the ad
// platforms, even one queued before its person withdrew.

type Meta = Awaited<ReturnType<typeof startMetaReceiver>>;
type Sent = { data: { event_name: string; event_id: string }[]; access_token: string };

const PIXEL = '123456789012345';
const TOKEN = 'EAAGm0PX4ZCpsBAKtestTOKEN1234567890';
const ADMIN: Viewer = { id: 'op-admin', role: 'admin' };
// Precomputed SHA-256 of asha.verma@gmail.com and 919876543210 (Meta's normalisation).
const ASHA_EM = '7d69e19b32c5d2e1c6122326c3ca1a9953472ac0ef3c7cd457a54efe9622ef37';
const ASHA_PH = '92b5072176e723878b5e06ff3ca61898e4eb74e8c46642a0f2db800b17364ab0';

const eventsOf = (meta: Meta) =>
  meta.state.delivered.map((call) => (call.body as Sent).data.map((e) => e.event_id)).flat();

describe.each(ENGINES)("Meta's events through the outbox on %s", (engine) => {
  let database: TestDatabase;
  let meta: Meta;
  const settings = () => ({
    ...database.env,
    META_PIXEL_ID: PIXEL,
    META_CAPI_TOKEN: TOKEN,
    META_CAPI_BASE: meta.base,
  });
  const instances = outboxInstances(settings);

  beforeEach(async () => {
    database = await freshDatabase(engine);
    meta = await startMetaReceiver();
  });
  afterEach(async () => {
    await instances.stopAll();
    await meta.close();
    await database.drop();
  });

  /** A started instance, its inbox work queuing Meta's stage events, and an admin to save as. */
  async function start() {
    const { store } = await instances.start();
    const opened = store as OpenedStore;
    await sql`insert into operator (id, name, email, "emailVerified", "createdAt", "updatedAt", role)
      values ('op-admin', 'Asha Admin', 'admin@agency.in', ${0}, ${'2026-11-01T00:00:00.000Z'},
      ${'2026-11-01T00:00:00.000Z'}, 'admin')`.execute(opened.database.db);
    const work = leadWork(opened.database, destinationsOf(serverConfig(settings())));
    /** Sets the lead's status as the inbox does. */
    const mark = async (id: number, status: 'qualified' | 'connected' | 'won') => {
      const lead = await work.getLead(id);
      const saved = await work.updateLead(
        id,
        { expectedVersion: lead!.lead.version, status },
        ADMIN,
      );
      expect(saved.result).toBe('saved');
    };
    return { store: opened, work, mark };
  }

  const stored = async (store: LeadStore, lead: NewLead) => {
    await store.insertLead(lead);
    const leads = await store.listLeads({ includeSuspected: true });
    return leads.at(-1)!;
  };

  const settled = async (store: LeadStore) =>
    until(async () => (await store.listOutbox()).length === 0, 'every item sent or withheld');

  it('sends Lead at arrival and each stage event once, as Meta takes them', async () => {
    const { store, mark } = await start();
    const asha = await stored(
      store,
      sampleAdmission({
        email: ' Asha.Verma@Gmail.com ',
        phone: '98765 43210',
        fbp: 'fb.1.1596403881668.1116446470',
        page_url: 'https://leadwise.example/college/lpu/form',
      }),
    );
    await settled(store);
    const ms = Date.parse(asha.received_at);
    expect(meta.state.calls).toHaveLength(1);
    expect(meta.state.calls[0].path).toBe(`/v26.0/${PIXEL}/events`);
    expect(meta.state.calls[0].body).toEqual({
      data: [
        {
          event_name: 'Lead',
          event_time: Math.floor(ms / 1000),
          event_id: `lead-${asha.id}-${ms}-lead`,
          event_source_url: 'https://leadwise.example/college/lpu/form',
          action_source: 'website',
          user_data: {
            client_user_agent: 'jest',
            em: [ASHA_EM],
            ph: [ASHA_PH],
            fbp: 'fb.1.1596403881668.1116446470',
          },
        },
      ],
      access_token: TOKEN,
    });

    await mark(asha.id, 'qualified');
    await mark(asha.id, 'connected');
    await mark(asha.id, 'qualified');
    await mark(asha.id, 'won');
    await settled(store);
    await pause(200);
    expect(eventsOf(meta)).toEqual([
      `lead-${asha.id}-${ms}-lead`,
      `lead-${asha.id}-${ms}-qualified`,
      `lead-${asha.id}-${ms}-won`,
    ]);
    const names = meta.state.delivered.map((call) => (call.body as Sent).data[0].event_name);
    expect(names).toEqual(['Lead', 'QualifiedLead', 'WonLead']);
  });

  it('queues QualifiedLead too for a lead won straight away', async () => {
    const { store, mark } = await start();
    const lead = await stored(store, sampleAdmission(newPerson()));
    await mark(lead.id, 'won');
    await settled(store);
    const ms = Date.parse(lead.received_at);
    expect(eventsOf(meta).sort()).toEqual(
      [
        `lead-${lead.id}-${ms}-lead`,
        `lead-${lead.id}-${ms}-qualified`,
        `lead-${lead.id}-${ms}-won`,
      ].sort(),
    );
  });

  it("sends each stage of Meta's own instant-form lead, its arrival too, keyed by Meta's lead id", async () => {
    const { store, mark } = await start();
    const lead = await stored(
      store,
      sampleAdmission({
        ...newPerson(),
        channel: 'meta',
        channel_lead_id: '1200009876543210',
        form_id: 'F-77',
      }),
    );
    // A Google lead form's lead had no visit and is no Meta lead: no Lead event for it.
    await stored(
      store,
      sampleAdmission({ ...newPerson(), channel: 'google', channel_lead_id: 'G-1' }),
    );
    await mark(lead.id, 'qualified');
    await settled(store);
    const ms = Date.parse(lead.received_at);
    const crm = { event_source: 'crm', lead_event_source: 'Leadwise inbox' };
    expect(meta.state.delivered.map((call) => (call.body as Sent).data[0])).toEqual([
      expect.objectContaining({
        event_name: 'Lead',
        action_source: 'system_generated',
        user_data: expect.objectContaining({ lead_id: 1200009876543210 }),
        custom_data: crm,
      }),
      expect.objectContaining({
        event_name: 'QualifiedLead',
        event_id: `lead-${lead.id}-${ms}-qualified`,
        action_source: 'system_generated',
        user_data: expect.objectContaining({ lead_id: 1200009876543210 }),
        custom_data: crm,
      }),
    ]);
  });

  it('retries while Meta is down and delivers each event once', async () => {
    meta.setMode('down');
    const { store } = await instances.start();
    const lead = await stored(store, sampleAdmission(newPerson()));
    await until(() => meta.state.calls.length >= 3, 'three refused attempts');
    const [item] = await store.listOutbox();
    expect(item.last_error).toMatch(/^HTTP 500: \{"error":\{"message":"An unexpected error/);
    meta.setMode('ok');
    await settled(store);
    await pause(200);
    expect(eventsOf(meta)).toEqual([`lead-${lead.id}-${Date.parse(lead.received_at)}-lead`]);
  });

  it('queues nothing for a held lead or a minor, and withholds an event queued before a withdrawal', async () => {
    meta.setMode('down');
    const { store, mark } = await start();
    await stored(store, sampleAdmission({ ...newPerson(), suspected_reason: 'honeypot filled' }));
    const minor = await stored(store, sampleAdmission(newPerson()));
    const withdrawing = await stored(store, sampleAdmission(newPerson()));
    await until(
      async () => (await store.listOutbox()).every((item) => item.attempts > 0),
      'a refused attempt for each queued event',
    );
    // The minor's arrival was queued before the answer was known; its stage is never queued.
    await store.database.db
      .updateTable('leads')
      .set({ adult: 0 })
      .where('id', '=', minor.id)
      .execute();
    await store.database.db
      .updateTable('leads')
      .set({ contact_withdrawn_at: new Date().toISOString() })
      .where('id', '=', withdrawing.id)
      .execute();
    await mark(minor.id, 'qualified');
    // A send claimed before the change may still be on its way: Meta takes sends only once each
    // item left was tried again after it, so every check runs on the changed leads.
    const tried = new Map((await store.listOutbox()).map((item) => [item.id, item.attempts]));
    await until(
      async () =>
        (await store.listOutbox()).every((item) => item.attempts > (tried.get(item.id) ?? 0)),
      'each item left tried again after the change',
    );
    meta.setMode('ok');
    await settled(store);
    await pause(200);
    expect(eventsOf(meta)).toEqual([]);
    const items = await store.listOutbox({ includeDelivered: true });
    expect(
      items.map((item) => [item.record_id, item.destination, item.delivered_at, item.last_error]),
    ).toEqual([
      [
        minor.id,
        'meta-lead',
        null,
        'withheld: the lead may no longer go to the ad platforms (withdrawn, erased, held or a minor)',
      ],
      [
        withdrawing.id,
        'meta-lead',
        null,
        'withheld: the lead may no longer go to the ad platforms (withdrawn, erased, held or a minor)',
      ],
    ]);
    expect(items.every((item) => item.cancelled_at !== null)).toBe(true);
  });
});

describe("Meta's settings", () => {
  it('need the pixel and its token together', () => {
    expect(() => serverConfig({ META_PIXEL_ID: PIXEL })).toThrow(
      'Invalid setting META_CAPI_TOKEN: expected the Conversions API access token when META_PIXEL_ID is set.',
    );
    expect(() => serverConfig({ META_CAPI_TOKEN: TOKEN })).toThrow(
      "Invalid setting META_PIXEL_ID: expected the pixel's id when META_CAPI_TOKEN is set.",
    );
    expect(() => serverConfig({ META_PIXEL_ID: 'px-1', META_CAPI_TOKEN: TOKEN })).toThrow(
      "Invalid setting META_PIXEL_ID: expected the pixel's id, its digits only.",
    );
    expect(serverConfig({ META_PIXEL_ID: PIXEL, META_CAPI_TOKEN: TOKEN }).metaEvents).toEqual({
      pixelId: PIXEL,
      token: TOKEN,
      base: 'https://graph.facebook.com/v26.0',
    });
    expect(serverConfig({}).metaEvents).toBeNull();
  });
});
