/** @jest-environment node */
// Many leads' arrival in one transaction (batch-arrival.ts) is the one lead's, repeated: on both
// engines, the same leads taken one by one by insertLead into one store and together by
// insertLeads into another leave the same leads, repeat enquiries, owners and deadlines,
// assignments, rotations and outbox items (alerts, the owners' pushes and repeat notices, Meta's
// events where a lead may go, deliveries) — people repeated in and before the batch, a person's
// two purposes, a suspected row, used keys, a rule by campaign, a daily cap and a minor included.
import { addOperators } from '@/test-support/operators';
import { newPerson, sampleAdmission } from '@/test-support/sample-lead';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { assignmentRules } from '../assignment/assignment-rules';
import { availabilityStore } from '../assignment/availability';
import { setDestination } from '../delivery/delivery-records';
import { serverConfig } from '../server-config';
import { isoTimestamps } from '../store/iso-timestamps';
import type { AdmissionLead } from '../store/lead-store';
import { destinationsOf } from '../store/outbox-destinations';
import { kyselyStore } from './lead-arrival';
import { openStore, type OpenedStore } from './open-store';

const AT = new Date('2026-12-07T06:00:00.000Z');
const SETTINGS = {
  LEAD_ALERT_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
  META_PIXEL_ID: '1234567890',
  META_CAPI_TOKEN: 'EAAGcapitoken1234567890',
};

const AMITY = 'Admission enquiry: Amity University';
const LPU = 'Admission enquiry: LPU';

/** The leads before the batch, and the batch, the same for both stores. */
function scenario() {
  const [a, b, c, d, e, f, g] = Array.from({ length: 7 }, () => newPerson());
  const lead = (
    key: string,
    person: { phone: string; email: string },
    more: Partial<AdmissionLead> = {},
  ) =>
    sampleAdmission({
      name: `Student ${key}`,
      ...person,
      reason: AMITY,
      idempotency_key: key,
      idempotency_digest: `digest-${key}`,
      ...more,
    });
  const before = [lead('before-a', a), lead('used-key', newPerson())];
  const batch = [
    lead('k1', b),
    lead('k2', a),
    lead('k3', c),
    // B again by email alone, from another phone: joins k1's lead.
    lead('k4', { ...newPerson(), email: b.email }),
    lead('k5', c, { reason: LPU }),
    lead('k6', d, { suspected_reason: 'sent in 0.2 s' }),
    lead('k7', d),
    lead('used-key', newPerson()),
    lead('k3', c),
    lead('k10', e, { utm_campaign: 'navratri' }),
    lead('k11', a),
    lead('k12', f, { reason: LPU, utm_campaign: 'navratri' }),
    lead('k13', g, { adult: false, guardian_name: 'Parent G', guardian_phone: '9811122233' }),
    lead('k14', { ...newPerson(), phone: b.phone }),
  ];
  return { before, batch };
}

describe.each(ENGINES)('%s many leads at once', (engine) => {
  const opened: { database: TestDatabase; store: OpenedStore }[] = [];

  async function aStore() {
    const database = await freshDatabase(engine);
    const store = await openStore(serverConfig({ ...database.env, ...SETTINGS }));
    opened.push({ database, store });
    const db = store.database.db.withPlugin(isoTimestamps);
    await addOperators(db, [
      { id: 'op-a', name: 'Asha' },
      { id: 'op-b', name: 'Bela' },
      { id: 'op-c', name: 'Chirag' },
    ]);
    await availabilityStore(store.database).set('op-b', { dailyCap: 2 });
    await assignmentRules(store.database).create({
      kind: null,
      university: null,
      language: null,
      campaign: 'navratri',
      operatorIds: ['op-c'],
    });
    await setDestination(db, {
      university: 'amity',
      adapter: 'portal',
      url: null,
      secret_sealed: null,
      daily_cap: null,
      updated_at: AT.toISOString(),
      updated_by: 'op-admin',
    });
    const config = serverConfig({ ...database.env, ...SETTINGS });
    // A clock of its own: both stores' leads arrive at the same time.
    const clocked = kyselyStore(store.database, destinationsOf(config), {
      deadlineMs: config.firstContactDeadlineMs,
      now: () => AT,
    });
    return { db, clocked };
  }

  afterEach(async () => {
    for (const { database, store } of opened.splice(0)) {
      await store.close();
      await database.drop();
    }
  });

  /** What a store holds of the leads' arrival, in an order both ways of arriving share. */
  const state = async (db: Awaited<ReturnType<typeof aStore>>['db']) => ({
    leads: await db.selectFrom('leads').selectAll().orderBy('id').execute(),
    enquiries: await db.selectFrom('lead_enquiries').selectAll().orderBy('id').execute(),
    assignments: await db.selectFrom('lead_assignments').selectAll().orderBy('id').execute(),
    rotation: await db.selectFrom('assignment_rotation').selectAll().orderBy('rule_key').execute(),
    outbox: await db
      .selectFrom('outbox')
      .select(['record_type', 'record_id', 'destination', 'path', 'payload'])
      .orderBy('record_type')
      .orderBy('record_id')
      .orderBy('destination')
      .execute(),
  });

  it('leaves what insertLead leaves, lead by lead', async () => {
    const { before, batch } = scenario();
    const one = await aStore();
    const many = await aStore();
    for (const lead of before) {
      await one.clocked.insertLead(lead);
      await many.clocked.insertLead(lead);
    }
    const singly = [];
    for (const lead of batch) singly.push(await one.clocked.insertLead(lead));
    const together = await many.clocked.insertLeads(batch, async () => true);

    expect(together).toEqual(singly);
    expect(
      together!.map((result) => (result.stored ? (result.repeatOf ? 'repeat' : 'new') : 'seen')),
    ).toEqual([
      'new',
      'repeat',
      'new',
      'repeat',
      'new',
      'new',
      'new',
      'seen',
      'seen',
      'new',
      'repeat',
      'new',
      'new',
      'repeat',
    ]);
    const expected = await state(one.db);
    expect(await state(many.db)).toEqual(expected);
    // What the comparison covers: owners under the cap and the rule, repeats told, Meta's events
    // and deliveries queued, the minor's lead kept from Meta.
    expect(new Set(expected.leads.map((lead) => lead.owner_id))).toEqual(
      new Set(['op-a', 'op-b', 'op-c', null]),
    );
    expect(expected.leads.filter((lead) => lead.owner_id === 'op-b')).toHaveLength(2);
    const kinds = expected.outbox.map((item) => `${item.record_type} ${item.destination}`);
    for (const kind of [
      'lead webhook',
      'lead meta-lead',
      'lead university',
      'assignment push',
      'enquiry webhook',
    ])
      expect(kinds).toContain(kind);
    const minor = expected.leads.find((lead) => lead.idempotency_key === 'k13')!;
    expect(
      expected.outbox
        .filter((item) => item.record_id === minor.id && item.record_type === 'lead')
        .map((item) => item.destination),
    ).toEqual(['university', 'webhook']);
  });

  it('stores nothing when its claim refuses', async () => {
    const { batch } = scenario();
    const { db, clocked } = await aStore();
    expect(await clocked.insertLeads(batch, async () => false)).toBeNull();
    expect(await db.selectFrom('leads').select('id').execute()).toEqual([]);
  });
});
