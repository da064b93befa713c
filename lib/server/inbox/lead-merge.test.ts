/** @jest-environment node */
// An admin's merge of two leads of one person (docs/leads.md#merging-leads), and the person's other
// leads as each operator may see them, on both engines.
import { sql } from 'kysely';
import { sampleAdmission, sampleLead } from '@/test-support/sample-lead';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { serverConfig } from '../server-config';
import type { NewLead } from '../store/lead-store';
import { openStore, type OpenedStore } from '../arrival/open-store';
import { leadMerges, type LeadMerges } from './lead-merge';
import { leadPerson, type LeadPersonStore } from './lead-person';
import { leadWork, type LeadWork } from './lead-work';
import type { Viewer } from './lead-filter';

const ADMIN: Viewer = { id: 'op-admin', role: 'admin' };
const ASHA: Viewer = { id: 'op-asha', role: 'counsellor' };
const RAVI: Viewer = { id: 'op-ravi', role: 'counsellor' };
const NAMES = { 'op-admin': 'Meera', 'op-asha': 'Asha', 'op-ravi': 'Ravi' };
const LPU = 'Admission enquiry: LPU';
const AMITY = 'Admission enquiry: Amity University';
const AT = new Date('2026-11-26T06:30:00.000Z');

/** Priya's first enquiry, from a Google ad. */
const priya = (overrides: Parameters<typeof sampleAdmission>[0] = {}) =>
  sampleAdmission({
    name: 'Priya Sharma',
    phone: '9876543210',
    email: 'priya@example.in',
    reason: LPU,
    ...overrides,
  });
/** Priya again, days later, from a Meta ad, with a new phone and a typo in her email. */
const priyaAgain = (overrides: Parameters<typeof sampleAdmission>[0] = {}) =>
  priya({
    name: 'Priya S.',
    phone: '7012345678',
    email: 'priya@exmaple.in',
    page_url: 'https://leadwise.example/college/lpu/mba',
    utm_source: 'meta',
    utm_campaign: 'wednesday',
    gclid: null,
    fbclid: 'fb-e2e-1',
    ...overrides,
  });

describe.each(ENGINES)('%s lead merges', (engine) => {
  // Before withStore: its afterEach runs first, closing these before the database is dropped.
  const others: OpenedStore[] = [];
  afterEach(async () => {
    await Promise.all(others.splice(0).map((other) => other.close()));
  });
  const store = withStore(engine);
  let merges: LeadMerges;
  let person: LeadPersonStore;
  let work: LeadWork;

  beforeEach(async () => {
    merges = leadMerges(store().database);
    person = leadPerson(store().database);
    work = leadWork(store().database);
    for (const [id, name] of Object.entries(NAMES))
      await sql`insert into operator (id, name, email, "emailVerified", "createdAt", "updatedAt", role)
        values (${id}, ${name}, ${`${name.toLowerCase()}@agency.in`}, ${0}, ${'2026-11-01T00:00:00.000Z'},
        ${'2026-11-01T00:00:00.000Z'}, ${id === 'op-admin' ? 'admin' : 'counsellor'})`.execute(
        store().database.db,
      );
  });

  const db = () => store().database.db;
  const leadIds = async () =>
    (await db().selectFrom('leads').select('id').orderBy('id').execute()).map((row) => row.id);
  const stored = async (lead: NewLead, receivedAt?: string) => {
    const result = await store().insertLead(lead);
    if (!result.stored) throw new Error('not stored');
    const id = result.repeatOf ?? (await leadIds()).at(-1)!;
    // Unassigned, whoever the default rule gave it to: each test gives its owners itself.
    if (!result.repeatOf)
      await db()
        .updateTable('leads')
        .set({ owner_id: null, ...(receivedAt ? { received_at: receivedAt } : {}) })
        .where('id', '=', id)
        .execute();
    return id;
  };
  const counts = async () => ({
    leads: (await leadIds()).length,
    enquiries: Number(
      (
        await db()
          .selectFrom('lead_enquiries')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    ),
    events: Number(
      (
        await db()
          .selectFrom('lead_events')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    ),
    merges: Number(
      (
        await db()
          .selectFrom('lead_merges')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    ),
  });

  it('makes one lead of two the rules did not join: both timelines, the merged id leading on', async () => {
    const kept = await stored(priya(), '2026-11-23T04:30:00.000Z');
    const merged = await stored(priyaAgain(), '2026-11-25T04:30:00.000Z');
    // A repeat of the merged lead (its new phone) and a note on each lead.
    await store().insertLead(priyaAgain({ email: 'PRIYA@EXMAPLE.IN', utm_campaign: 'thursday' }));
    expect(
      await work.updateLead(merged, { expectedVersion: 0, status: 'attempted' }, RAVI, AT),
    ).toMatchObject({ result: 'saved' });
    expect(
      await work.updateLead(
        merged,
        { expectedVersion: 1, note: 'Asked for the fee structure', callOutcome: 'connected' },
        RAVI,
        AT,
      ),
    ).toMatchObject({ result: 'saved' });
    await db()
      .updateTable('leads')
      .set({ owner_id: 'op-asha', contact_withdrawn_at: '2026-11-25T09:00:00.000Z' })
      .where('id', '=', merged)
      .execute();
    await db().updateTable('leads').set({ owner_id: 'op-ravi' }).where('id', '=', kept).execute();
    expect(await counts()).toEqual({ leads: 2, enquiries: 1, events: 2, merges: 0 });

    const result = await merges.merge(kept, merged, ADMIN, AT);
    expect(result).toEqual({ result: 'merged', enquiryId: expect.any(Number) });

    expect(await leadIds()).toEqual([kept]);
    expect(await counts()).toEqual({ leads: 1, enquiries: 2, events: 2, merges: 1 });
    const enquiries = await person.enquiriesOf(kept);
    expect(
      enquiries.map(({ number, name, phone, email, utm_campaign, page_url, fbclid }) => ({
        number,
        name,
        phone,
        email,
        utm_campaign,
        page_url,
        fbclid,
      })),
    ).toEqual([
      {
        number: 1,
        name: 'Priya Sharma',
        phone: '9876543210',
        email: 'priya@example.in',
        utm_campaign: 'diwali',
        page_url: priya().page_url,
        fbclid: null,
      },
      {
        number: 2,
        name: 'Priya S.',
        phone: '7012345678',
        email: 'priya@exmaple.in',
        utm_campaign: 'wednesday',
        page_url: 'https://leadwise.example/college/lpu/mba',
        fbclid: 'fb-e2e-1',
      },
      {
        number: 3,
        name: 'Priya S.',
        phone: '7012345678',
        email: 'PRIYA@EXMAPLE.IN',
        utm_campaign: 'thursday',
        page_url: 'https://leadwise.example/college/lpu/mba',
        fbclid: 'fb-e2e-1',
      },
    ]);
    expect(enquiries[1]).toMatchObject({ received_at: '2026-11-25T04:30:00.000Z' });
    expect((await person.enquiryCounts([kept])).get(kept)).toBe(3);

    const found = await work.getLead(kept);
    // The kept lead's own work stays; the merged lead's timeline and note are now its.
    expect(found?.lead).toMatchObject({
      status: 'new',
      owner_id: 'op-ravi',
      contact_withdrawn_at: '2026-11-25T09:00:00.000Z',
    });
    expect(found?.events.map(({ kind, to_value, note }) => ({ kind, to_value, note }))).toEqual([
      { kind: 'status', to_value: 'attempted', note: null },
      { kind: 'note', to_value: null, note: 'Asked for the fee structure' },
    ]);
    expect(await merges.mergedInto(merged)).toBe(kept);
    expect(await merges.mergedInto(kept)).toBeNull();
    expect(await merges.mergesInto(kept)).toEqual([
      {
        id: expect.any(Number),
        merged_id: merged,
        at: AT.toISOString(),
        operator_id: 'op-admin',
        operator_name: 'Meera',
        merged_kind: 'admission',
        merged_reason: LPU,
        merged_status: 'attempted',
      },
    ]);
    // The merged lead is nowhere in the queue. The kept lead is withdrawn (its merged half was), so
    // its person's next enquiry is new consent: a lead of its own, not a repeat (docs/privacy.md).
    expect((await work.listQueue({ page: 1, viewer: ADMIN })).leads.map((lead) => lead.id)).toEqual(
      [kept],
    );
    await expect(store().insertLead(priya({ email: 'new@example.in' }))).resolves.toEqual({
      stored: true,
      id: expect.any(Number),
    });
  });

  it('refuses what may not be merged, changing nothing', async () => {
    const kept = await stored(priya());
    const proposal = await stored(sampleLead({ phone: '9876543210', email: 'x@business.in' }));
    const held = await stored(priyaAgain({ suspected_reason: 'honeypot filled' }));
    const erased = await stored(priyaAgain({ phone: '7000000002', email: 'e@example.in' }));
    await db()
      .updateTable('leads')
      .set({ erased_at: '2026-11-25T00:00:00.000Z' })
      .where('id', '=', erased)
      .execute();
    const before = await counts();
    expect(await merges.merge(kept, kept, ADMIN)).toEqual({
      result: 'refused',
      problem: 'same-lead',
    });
    expect(await merges.merge(kept, 999, ADMIN)).toEqual({
      result: 'refused',
      problem: 'not-found',
    });
    expect(await merges.merge(999, kept, ADMIN)).toEqual({
      result: 'refused',
      problem: 'kept-not-found',
    });
    expect(await merges.merge(kept, proposal, ADMIN)).toEqual({
      result: 'refused',
      problem: 'other-kind',
    });
    expect(await merges.merge(kept, held, ADMIN)).toEqual({ result: 'refused', problem: 'held' });
    expect(await merges.merge(held, kept, ADMIN)).toEqual({ result: 'refused', problem: 'held' });
    expect(await merges.merge(kept, erased, ADMIN)).toEqual({
      result: 'refused',
      problem: 'erased',
    });
    expect(await counts()).toEqual(before);
  });

  it('merges a lead for another university, and a merged lead once: its id leads to where it went', async () => {
    // Received a minute apart: the enquiries are listed in the order they came.
    const a = await stored(priya(), '2026-11-25T04:00:00.000Z');
    const b = await stored(priyaAgain({ reason: AMITY }), '2026-11-25T04:01:00.000Z');
    const c = await stored(
      priyaAgain({ phone: '7000000003', email: 'c@example.in' }),
      '2026-11-25T04:02:00.000Z',
    );
    expect(await merges.merge(b, c, ADMIN)).toMatchObject({ result: 'merged' });
    expect(await merges.merge(a, b, ADMIN)).toMatchObject({ result: 'merged' });
    // c went into b, b into a: both lead to a, in one step, and a's timeline has both merges.
    expect(await merges.mergedInto(c)).toBe(a);
    expect(await merges.mergedInto(b)).toBe(a);
    expect((await merges.mergesInto(a)).map((merge) => merge.merged_id)).toEqual([c, b]);
    expect(await merges.merge(a, c, ADMIN)).toEqual({
      result: 'refused',
      problem: 'already-merged',
      mergedInto: a,
    });
    expect((await person.enquiriesOf(a)).map(({ reason, email }) => [reason, email])).toEqual([
      [LPU, 'priya@example.in'],
      [AMITY, 'priya@exmaple.in'],
      [LPU, 'c@example.in'],
    ]);
  });

  it('merges a lead once when two admins merge it at once, each into another lead', async () => {
    others.push(await openStore(serverConfig(store.databaseEnv())));
    const a = await stored(priya());
    const b = await stored(priya({ phone: '7000000004', email: 'b@example.in' }));
    const merged = await stored(priyaAgain());
    const results = await Promise.all([
      merges.merge(a, merged, ADMIN),
      leadMerges(others[0].database).merge(b, merged, ADMIN),
    ]);
    const into = results[0].result === 'merged' ? a : b;
    expect(results.map((result) => result.result).sort()).toEqual(['merged', 'refused']);
    expect(results.find((result) => result.result === 'refused')).toEqual({
      result: 'refused',
      problem: 'already-merged',
      mergedInto: into,
    });
    expect(await counts()).toEqual({ leads: 2, enquiries: 1, events: 0, merges: 1 });
  });

  it('loses no enquiry when the merged lead’s person enquires during the merge', async () => {
    others.push(await openStore(serverConfig(store.databaseEnv())));
    for (let round = 0; round < 5; round++) {
      const kept = await stored(priya({ phone: `70000001${round}0`, email: `k${round}@a.in` }));
      const merged = await stored(priya({ phone: `70000001${round}1`, email: `m${round}@a.in` }));
      const [merge, enquiry] = await Promise.all([
        merges.merge(kept, merged, ADMIN),
        others[0].insertLead(priya({ phone: `70000001${round}1`, email: `m${round}@a.in` })),
      ]);
      expect(merge.result).toBe('merged');
      expect(enquiry.stored).toBe(true);
      // Joined the merged lead before the merge (so moved with it), or came after and is a new
      // lead: either way it is somewhere, and the merged lead is gone.
      const ofKept = (await person.enquiriesOf(kept)).length;
      const newLead = enquiry.stored && !enquiry.repeatOf;
      expect(ofKept).toBe(newLead ? 2 : 3);
      expect(await merges.mergedInto(merged)).toBe(kept);
    }
  });

  it('lists the person’s other leads a counsellor may see: unassigned and their own', async () => {
    const lpu = await stored(priya());
    const amity = await stored(priya({ reason: AMITY }));
    const proposal = await stored(sampleLead({ phone: '9876543210', email: 'x@business.in' }));
    const cu = await stored(priya({ reason: 'Admission enquiry: Chandigarh University' }));
    await db().updateTable('leads').set({ owner_id: 'op-asha' }).where('id', '=', amity).execute();
    await db().updateTable('leads').set({ owner_id: 'op-ravi' }).where('id', '=', cu).execute();
    const ids = async (viewer: Viewer) =>
      (await person.otherLeadsOf(lpu, viewer)).map((lead) => lead.id).sort();
    expect(await ids(ADMIN)).toEqual([amity, proposal, cu].sort());
    expect(await ids(ASHA)).toEqual([amity, proposal].sort());
    expect(await ids(RAVI)).toEqual([proposal, cu].sort());
    expect(await person.otherLeadsOf(lpu, ASHA)).toContainEqual(
      expect.objectContaining({ id: amity, reason: AMITY, status: 'new', owner_name: 'Asha' }),
    );
  });
});
