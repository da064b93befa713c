/** @jest-environment node */
// The joining rules (docs/leads.md#repeat-enquiries-one-person-one-record) on both engines: which enquiries of one
// person join their open lead, which make a new one, and what the alert channels are given.
import { sql } from 'kysely';
import { sampleAdmission, sampleLead } from '@/test-support/sample-lead';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import type { LeadAlert } from '../alerts/lead-alert';
import { leadPerson, type LeadPersonStore } from '../inbox/lead-person';
import { serverConfig } from '../server-config';
import type { NewLead } from './lead-store';
import { openStore, type OpenedStore } from '../arrival/open-store';

const ALERTING = {
  LEADS_FORWARD_BASE: 'http://127.0.0.1:9/b2b',
  LEAD_ALERT_SMTP_URL: 'smtp://127.0.0.1:9',
  LEAD_ALERT_EMAIL_TO: 'sales@agency.in',
  LEAD_ALERT_EMAIL_FROM: 'alerts@agency.in',
  LEAD_ALERT_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
};

/** An admin sees every lead of the person (lead-merge.test.ts tries a counsellor). */
const ADMIN = { id: 'op-admin', role: 'admin' } as const;

const LPU = 'Admission enquiry: LPU';
const AMITY = 'Admission enquiry: Amity';
const CU = 'Admission enquiry: Chandigarh University';
const PURPOSES = [LPU, AMITY, CU, 'proposal'] as const;

/** mulberry32: the same sequence on every run. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The ways people write one mobile number and one email. */
const PHONE_FORMS = [
  (digits: string) => digits,
  (digits: string) => `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
  (digits: string) => `0${digits}`,
  (digits: string) => `91-${digits.slice(0, 5)}-${digits.slice(5)}`,
];
const EMAIL_FORMS = [
  (email: string) => email,
  (email: string) => email.toUpperCase(),
  (email: string) => ` ${email[0].toUpperCase()}${email.slice(1)} `,
];

/** An admission enquiry from Priya unless told otherwise. */
const admission = (overrides: Parameters<typeof sampleAdmission>[0] = {}) =>
  sampleAdmission({
    name: 'Priya Sharma',
    phone: '9876543210',
    email: 'priya@example.in',
    reason: LPU,
    ...overrides,
  });

describe.each(ENGINES)('%s repeat enquiries', (engine) => {
  // Before withStore: its afterEach runs first, closing these before the database is dropped.
  const others: OpenedStore[] = [];
  afterEach(async () => {
    await Promise.all(others.splice(0).map((other) => other.close()));
  });
  const store = withStore(engine, ALERTING);
  let person: LeadPersonStore;

  beforeEach(async () => {
    person = leadPerson(store().database);
    // An admin: the default rule gives new leads to counsellors only, so a lead here is owned only
    // when a test says so.
    await sql`insert into operator (id, name, email, "emailVerified", "createdAt", "updatedAt", role)
      values (${'op-asha'}, ${'Asha'}, ${'asha@agency.in'}, ${0}, ${'2026-11-01T00:00:00.000Z'},
      ${'2026-11-01T00:00:00.000Z'}, ${'admin'})`.execute(store().database.db);
  });

  const db = () => store().database.db;
  const leads = () =>
    db()
      .selectFrom('leads')
      .select(['id', 'kind', 'reason', 'phone', 'email', 'status', 'suspected_reason'])
      .orderBy('id')
      .execute();
  const setLead = (id: number, set: { status?: 'won' | 'lost'; owner_id?: string }) =>
    db().updateTable('leads').set(set).where('id', '=', id).execute();
  const items = async (type: 'lead' | 'enquiry') =>
    (await store().listOutbox()).filter((item) => item.record_type === type);
  const stored = async (lead: NewLead) => {
    const result = await store().insertLead(lead);
    if (!result.stored) throw new Error('not stored');
    return result.repeatOf ?? (await leads()).at(-1)!.id;
  };

  it('joins an enquiry with the same phone written another way to the open lead', async () => {
    const first = await stored(admission({ first_attempt_at: '2026-11-23T10:00:00.000Z' }));
    await expect(
      store().insertLead(
        admission({
          phone: '+91 98765-43210',
          email: 'priya.other@example.in',
          page_url: 'https://leadwise.in/admissions/lpu/mba',
          landing_url: 'https://leadwise.in/admissions/lpu?utm_source=meta&utm_campaign=wed',
          utm_source: 'meta',
          utm_campaign: 'wed',
          gclid: null,
        }),
      ),
    ).resolves.toEqual({ stored: true, repeatOf: first });

    expect(await leads()).toHaveLength(1);
    const enquiries = await person.enquiriesOf(first);
    expect(
      enquiries.map(({ number, email, utm_campaign, page_url }) => ({
        number,
        email,
        utm_campaign,
        page_url,
      })),
    ).toEqual([
      {
        number: 1,
        email: 'priya@example.in',
        utm_campaign: 'diwali',
        page_url: admission().page_url,
      },
      {
        number: 2,
        email: 'priya.other@example.in',
        utm_campaign: 'wed',
        page_url: 'https://leadwise.in/admissions/lpu/mba',
      },
    ]);
    // The person's first touch stays on the lead; the repeat keeps its own.
    const [lead] = await store().listLeads();
    expect(lead.landing_url).toBe(admission().landing_url);
    expect(enquiries[1].landing_url).toBe(
      'https://leadwise.in/admissions/lpu?utm_source=meta&utm_campaign=wed',
    );
    expect((await person.enquiryCounts([first])).get(first)).toBe(2);
  });

  it('joins an enquiry with the same email in another case and with spaces', async () => {
    const first = await stored(admission({ email: 'Priya@Example.IN' }));
    await expect(
      store().insertLead(admission({ email: '  priya@example.in ', phone: '7012345678' })),
    ).resolves.toEqual({ stored: true, repeatOf: first });
    expect(await leads()).toHaveLength(1);
    expect((await person.enquiriesOf(first)).map((enquiry) => enquiry.phone)).toEqual([
      '9876543210',
      '7012345678',
    ]);
  });

  it('makes a new lead for another purpose, and each lists the other with its status', async () => {
    const lpu = await stored(admission());
    const amity = await stored(admission({ reason: AMITY }));
    const proposal = await stored(sampleLead({ phone: '9876543210', email: 'x@business.in' }));
    await setLead(lpu, { status: 'won' });
    expect(new Set([lpu, amity, proposal]).size).toBe(3);
    expect(await person.otherLeadsOf(amity, ADMIN)).toEqual([
      expect.objectContaining({ id: proposal, kind: 'proposal', status: 'new' }),
      expect.objectContaining({ id: lpu, kind: 'admission', reason: LPU, status: 'won' }),
    ]);
    expect((await person.otherLeadsOf(proposal, ADMIN)).map((lead) => lead.id)).toEqual([
      amity,
      lpu,
    ]);
    // Nobody else's leads: a different phone and email.
    const stranger = await stored(admission({ phone: '6000000001', email: 's@example.in' }));
    expect(await person.otherLeadsOf(stranger, ADMIN)).toEqual([]);
    // Three alerts for three leads on each channel, none for a repeat.
    expect((await items('lead')).filter((item) => item.destination === 'email')).toHaveLength(4);
  });

  it.each(['won', 'lost'] as const)('makes a new lead when the open one was %s', async (status) => {
    const first = await stored(admission());
    await setLead(first, { status });
    const result = await store().insertLead(admission({ phone: '098765 43210' }));
    expect((await leads()).map((lead) => lead.status)).toEqual([status, 'new']);
    const second = (await leads())[1].id;
    expect(result).toEqual({ stored: true, id: second });
    expect(await person.enquiriesOf(first)).toHaveLength(1);
    expect(await person.enquiriesOf(second)).toHaveLength(1);
    // The next enquiry joins the open one, not the closed.
    await expect(store().insertLead(admission())).resolves.toEqual({
      stored: true,
      repeatOf: second,
    });
  });

  it('joins nothing to a held lead, and holds a suspected enquiry as a lead of its own', async () => {
    await stored(admission({ suspected_reason: 'honeypot' }));
    const genuine = await stored(admission());
    expect((await leads()).map((lead) => lead.suspected_reason)).toEqual(['honeypot', null]);
    await expect(store().insertLead(admission({ suspected_reason: 'too fast' }))).resolves.toEqual({
      stored: true,
      id: 3,
    });
    expect(await leads()).toHaveLength(3);
    expect(await person.enquiriesOf(genuine)).toHaveLength(1);
    // A held lead, once released, is open: the next enquiry joins the oldest open lead.
    await store().release('lead', (await leads())[0].id);
    await expect(store().insertLead(admission())).resolves.toEqual({
      stored: true,
      repeatOf: (await leads())[0].id,
    });
  });

  it('stores a resent repeat once, and answers the resend with the first digest', async () => {
    const first = await stored(admission({ idempotency_key: 'k-1', idempotency_digest: 'd-1' }));
    const repeat = admission({ idempotency_key: 'k-2', idempotency_digest: 'd-2' });
    await expect(store().insertLead(repeat)).resolves.toEqual({ stored: true, repeatOf: first });
    await expect(store().insertLead(repeat)).resolves.toEqual({ stored: false, digest: 'd-2' });
    await expect(
      store().insertLead(admission({ idempotency_key: 'k-1', idempotency_digest: 'd-1' })),
    ).resolves.toEqual({ stored: false, digest: 'd-1' });
    expect(await person.enquiriesOf(first)).toHaveLength(2);
    // A key once used by a lead is not taken by another person's enquiry either.
    await expect(
      store().insertLead(
        admission({ phone: '6000000001', email: 'o@x.in', idempotency_key: 'k-1' }),
      ),
    ).resolves.toEqual({ stored: false, digest: 'd-1' });
  });

  it('tells the owner of each repeat once on the alert channels, and nobody for an unowned lead', async () => {
    const first = await stored(admission());
    await stored(admission({ email: 'PRIYA@example.in' }));
    expect(await items('enquiry')).toEqual([]);
    await setLead(first, { owner_id: 'op-asha' });
    await stored(admission({ course: 'B.Tech (CSE)', city: 'Lucknow' }));
    const notices = await items('enquiry');
    expect(notices.map((item) => item.destination).sort()).toEqual(['email', 'webhook']);
    const alert = JSON.parse(notices[0].payload) as LeadAlert;
    expect(alert).toMatchObject({
      id: first,
      course: 'B.Tech (CSE)',
      city: 'Lucknow',
      repeat: { enquiry: 3, owner: 'Asha' },
    });
    expect(new Set(notices.map((item) => item.record_id)).size).toBe(1);
    // One alert per channel for the one lead; the repeats went to nobody else.
    expect((await items('lead')).map((item) => item.destination).sort()).toEqual([
      'email',
      'hosted-api',
      'webhook',
    ]);
  });

  it('makes one lead of one person enquiring many times at once', async () => {
    for (let i = 0; i < 3; i++)
      others.push(await openStore(serverConfig({ ...store.databaseEnv(), ...ALERTING })));
    const stores = [store(), ...others];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        stores[i % stores.length].insertLead(
          admission({
            phone: i % 2 ? '+919876543210' : '98765 43210',
            email: i % 3 ? 'priya@example.in' : `priya${i}@example.in`,
            idempotency_key: `at-once-${i}`,
          }),
        ),
      ),
    );
    expect(results.filter((result) => result.stored && !result.repeatOf)).toHaveLength(1);
    const [lead] = await leads();
    expect(await leads()).toHaveLength(1);
    expect(await person.enquiriesOf(lead.id)).toHaveLength(12);
    expect((await items('lead')).filter((item) => item.destination === 'email')).toHaveLength(1);
  });

  it('keeps 1,000 enquiries from 300 people as the rules say: none lost, none alerted twice', async () => {
    const random = prng(44);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    const people = Array.from({ length: 300 }, (_, i) => ({
      phone: String(7000000000 + i * 7919),
      email: `person${i}@example.in`,
      // A third of them also write from a second address, known by their phone alone.
      other: i % 3 === 0 ? `second${i}@mail.example.in` : null,
    }));
    others.push(await openStore(serverConfig({ ...store.databaseEnv(), ...ALERTING })));
    const stores = [store(), ...others];

    // The model: per person and purpose, the enquiries of each lead in turn (a closed lead ends
    // one); which of those leads an owner took, and the repeats its owner must be told of.
    type Modelled = { keys: string[]; owned: boolean; closed: boolean };
    const model = new Map<string, Modelled[]>();
    let notices = 0;
    let sent = 0;
    for (let batch = 0; sent < 1000; batch++) {
      // Ten at a time, as they may arrive: any of them may make the lead the others join.
      const enquiries = Array.from({ length: Math.min(10, 1000 - sent) }, () => {
        const who = Math.floor(random() * people.length);
        const { phone, email, other } = people[who];
        const purpose = pick(PURPOSES);
        const key = `load-${sent++}`;
        const fields = {
          name: `Person ${who}`,
          phone: pick(PHONE_FORMS)(phone),
          email: pick(EMAIL_FORMS)(other && random() < 0.5 ? other : email),
          idempotency_key: key,
        };
        const lead: NewLead =
          purpose === 'proposal' ? sampleLead(fields) : admission({ ...fields, reason: purpose });
        const leadsOf = model.get(`${who}|${purpose}`) ?? [];
        model.set(`${who}|${purpose}`, leadsOf);
        const open = leadsOf.at(-1);
        if (open && !open.closed) {
          if (open.owned) notices++;
          open.keys.push(key);
        } else leadsOf.push({ keys: [key], owned: false, closed: false });
        return lead;
      });
      const results = await Promise.all(
        enquiries.map((lead, i) => stores[i % stores.length].insertLead(lead)),
      );
      expect(results.every((result) => result.stored)).toBe(true);

      // Between batches counsellors take some leads and close others.
      if (batch % 5 === 4) {
        const open = await db()
          .selectFrom('leads')
          .select(['id', 'idempotency_key'])
          .where('status', '=', 'new')
          .orderBy('id')
          .execute();
        for (const { id, idempotency_key } of open) {
          const roll = random();
          if (roll > 0.3) continue;
          // Whichever of a batch's enquiries made the lead, it is one of the modelled lead's.
          const modelled = [...model.values()]
            .flat()
            .find((lead) => lead.keys.includes(idempotency_key!))!;
          if (roll < 0.1) {
            await setLead(id, { status: roll < 0.05 ? 'won' : 'lost' });
            modelled.closed = true;
          } else {
            await setLead(id, { owner_id: 'op-asha' });
            modelled.owned = true;
          }
        }
      }
    }

    // Each lead as stored: the keys of its enquiries, first its own.
    const stored = await db()
      .selectFrom('leads')
      .select(['id', 'idempotency_key'])
      .orderBy('id')
      .execute();
    const actual = new Set<string>();
    let counted = 0;
    for (const { id } of stored) {
      const enquiries = await db()
        .selectFrom('lead_enquiries')
        .select('idempotency_key')
        .where('lead_id', '=', id)
        .orderBy('id')
        .execute();
      const own = stored.find((lead) => lead.id === id)!.idempotency_key;
      actual.add([own, ...enquiries.map((enquiry) => enquiry.idempotency_key)].sort().join(','));
      counted += 1 + enquiries.length;
    }
    const expected = new Set(
      [...model.values()].flat().map((lead) => [...lead.keys].sort().join(',')),
    );
    expect(counted).toBe(1000);
    expect(actual).toEqual(expected);
    expect((await items('lead')).filter((item) => item.destination === 'email')).toHaveLength(
      expected.size,
    );
    expect((await items('enquiry')).filter((item) => item.destination === 'webhook')).toHaveLength(
      notices,
    );
    expect(notices).toBeGreaterThan(0);
  }, 120_000);
});
