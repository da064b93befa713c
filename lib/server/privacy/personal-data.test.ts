/** @jest-environment node */
// Acting on a person's data on both engines (docs/privacy.md#erasure-withdrawal-and-retention):
// what find and the access copy hold, what withdrawal stops, and that after an erasure nothing of
// the person is left in any column of any table, while another person's data is untouched.
import { sql } from 'kysely';
import { sampleAdmission, sampleLead } from '@/test-support/sample-lead';
import { findPerson } from '@/test-support/store-search';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { recordAccess } from '../inbox/access-log';
import { leadWork } from '../inbox/lead-work';
import { addOutcomes, addReturn, decideReturn } from '../portal/portal-records';
import type { NewLead } from '../store/lead-store';
import { isoTimestamps } from '../store/iso-timestamps';
import { rightsRequests } from './rights-requests';
import { personalData, type PersonalData } from './personal-data';

const ALERTING = {
  LEADS_FORWARD_BASE: 'http://127.0.0.1:9/b2b',
  LEAD_ALERT_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
};

const LPU = 'Admission enquiry: LPU';
const AMITY = 'Admission enquiry: Amity';
const AT = new Date('2026-11-26T09:00:00.000Z');
// The outbox queues an item due at the moment it is stored, whatever AT is: claim well after both.
const DUE = new Date('2100-01-01T00:00:00.000Z');

/** Meena, as she typed her details on three forms; Ravi, another person, on one. */
const MEENA = { phone: '+91 91239-87456', email: 'Meena.Iyer@Example.in' };
const RAVI = { phone: '8012345679', email: 'ravi@example.in' };

const meenaAdmission = (overrides: Partial<Parameters<typeof sampleAdmission>[0]> = {}) =>
  sampleAdmission({
    name: 'Meena Iyer',
    ...MEENA,
    reason: LPU,
    landing_url:
      'https://leadwise.in/admissions/lpu?utm_source=google&utm_campaign=diwali&gclid=Cj0KMEENA',
    referrer: 'https://www.google.com/search?q=meena',
    page_url: 'https://leadwise.in/admissions/lpu?ref=meena',
    gclid: 'Cj0KMEENA',
    fbc: 'fb.1.1700000000000.MEENAFB',
    fbp: 'fb.1.1700000000000.123456',
    ga_client_id: '123.456',
    user_agent: 'Mozilla/5.0 (Meena phone)',
    city: 'Chennai',
    course: 'BBA',
    ...overrides,
  });

describe.each(ENGINES)('%s personal data', (engine) => {
  const store = withStore(engine, ALERTING);
  let data: PersonalData;

  beforeEach(async () => {
    data = personalData(store().database);
    await sql`insert into operator (id, name, email, "emailVerified", "createdAt", "updatedAt", role)
      values (${'op-asha'}, ${'Asha'}, ${'asha@agency.in'}, ${0}, ${'2026-11-01T00:00:00.000Z'},
      ${'2026-11-01T00:00:00.000Z'}, ${'admin'})`.execute(store().database.db);
  });

  const db = () => store().database.db.withPlugin(isoTimestamps);
  const lastLead = async () =>
    (await db().selectFrom('leads').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow())
      .id;
  const stored = async (lead: NewLead) => {
    const result = await store().insertLead(lead);
    if (!result.stored) throw new Error('not stored');
    return result.repeatOf ?? (await lastLead());
  };
  const ADMIN = { id: 'op-asha', role: 'admin' as const };
  const note = async (id: number, text: string) => {
    const work = leadWork(store().database);
    const { lead } = (await work.getLead(id))!;
    await work.updateLead(id, { expectedVersion: lead.version, note: text }, ADMIN, AT);
  };

  /** Amity's word on Meena's lead in its portal: Applied, then Enrolled, and a return, refused. */
  async function universityAnswers(lead: number) {
    const db = store().database.db;
    const outcomes = [
      { outcome: 'applied', at: '2026-05-03T10:00:00.000Z', source: 'portal' },
      { outcome: 'enrolled', at: '2026-06-01T10:00:00.000Z', source: 'sheet' },
    ] as const;
    await addOutcomes(
      db,
      outcomes.map((row) => ({
        ...row,
        lead_id: lead,
        university: 'amity',
        operator_id: 'op-asha',
      })),
    );
    await addReturn(db, {
      lead_id: lead,
      university: 'amity',
      reason: 'already-had',
      note: 'Meena (9123987456) applied to us directly in March',
      asked_at: '2026-05-02T10:00:00.000Z',
      asked_by: 'op-asha',
    });
    const [{ id }] = await db.selectFrom('lead_returns').select('id').execute();
    await decideReturn(db, id, {
      decision: 'refused',
      decided_at: '2026-05-02T12:00:00.000Z',
      decided_by: 'op-asha',
      decision_note: 'Her form came first: meena.iyer@example.in on 1 May',
    });
  }

  /**
   * Meena: an LPU lead with a repeat (her phone written otherwise), an Amity lead (its outcomes
   * and a return whose notes quote her), a proposal by email only, a note quoting her on Ravi's
   * lead, a subscription and a rights request; one of her items already delivered. Ravi: one lead.
   */
  async function meenaAndRavi() {
    const lpu = await stored(meenaAdmission());
    const repeat = await store().insertLead(
      meenaAdmission({ phone: '091239 87456', email: 'meena.iyer@example.in', city: 'Madurai' }),
    );
    expect(repeat).toEqual({ stored: true, repeatOf: lpu });
    const amity = await stored(meenaAdmission({ reason: AMITY }));
    const proposal = await stored(
      sampleLead({
        name: 'Meena Iyer',
        phone: '7000000001',
        email: ' MEENA.IYER@example.in ',
        website: 'https://meena-crafts.in',
        message: 'Call me on 91239 87456 about my shop',
      }),
    );
    const ravi = await stored(sampleAdmission({ name: 'Ravi Kumar', ...RAVI }));
    await note(lpu, 'Spoke to Meena, she asked for fees');
    await note(ravi, 'Cousin of Meena (+91 91239 87456, meena.iyer@example.in); call Ravi first');
    await db()
      .updateTable('leads')
      .set({ status: 'lost', lost_reason: 'Wants a call on 9123987456 only' })
      .where('id', '=', amity)
      .execute();
    await universityAnswers(amity);
    await store().addSubscriber({
      email: 'Meena.Iyer@example.in',
      user_agent: 'ua',
      suspected_reason: null,
    });
    await rightsRequests(store().database).add({
      kind: 'erasure',
      phone: '9123987456',
      email: '',
      details: 'Please erase everything, Meena',
      language: 'en',
      user_agent: 'Mozilla/5.0 (Meena laptop)',
      suspected_reason: null,
      idempotency_key: null,
    });
    const [first] = await store().listOutbox();
    await store().recordAttempt(
      first.id,
      {
        attempted_at: AT.toISOString(),
        ok: false,
        http_status: 400,
        detail: 'HTTP 400: bad phone 9123987456',
        duration_ms: 5,
      },
      AT,
    );
    await store().recordAttempt(
      first.id,
      {
        attempted_at: AT.toISOString(),
        ok: true,
        http_status: 200,
        detail: 'delivered',
        duration_ms: 5,
      },
      AT,
    );
    return { lpu, amity, proposal, ravi };
  }

  it('finds the leads, enquiries, subscription and requests of a person named by phone and email', async () => {
    const { lpu, amity, proposal } = await meenaAndRavi();
    const found = await data.find({ phone: '9123987456', email: 'meena.iyer@example.in' });
    expect(
      found.leads.map(({ id, kind, reason, status, enquiries, erased_at }) => ({
        id,
        kind,
        reason,
        status,
        enquiries,
        erased_at,
      })),
    ).toEqual([
      {
        id: proposal,
        kind: 'proposal',
        reason: sampleLead().reason,
        status: 'new',
        enquiries: 1,
        erased_at: null,
      },
      {
        id: amity,
        kind: 'admission',
        reason: AMITY,
        status: 'lost',
        enquiries: 1,
        erased_at: null,
      },
      { id: lpu, kind: 'admission', reason: LPU, status: 'new', enquiries: 2, erased_at: null },
    ]);
    expect(found.enquiries).toBe(1);
    expect(found.subscribers).toHaveLength(1);
    expect(found.rightsRequests.map((request) => request.kind)).toEqual(['erasure']);
    // The proposal's phone was not named: the inbox shows it, and it is acted on only if named.
    expect(found.otherContacts).toEqual({ phones: ['7000000001'], emails: [] });

    const byPhone = await data.find({ phone: '+91 9123987456' });
    expect(byPhone.leads.map((lead) => lead.id)).toEqual([amity, lpu]);
    expect(byPhone.subscribers).toEqual([]);
    await expect(data.find({ phone: '12', email: ' ' })).resolves.toMatchObject({
      leads: [],
      enquiries: 0,
    });
  });

  it('erases every trace of the person, leaves tombstones and another person untouched', async () => {
    const { lpu, amity, proposal, ravi } = await meenaAndRavi();
    const person = { phone: MEENA.phone, email: MEENA.email };
    // The admin searched for her first: the access log, which nothing erases, holds no search.
    for (const q of ['9123987456', 'meena.iyer%40example.in'])
      await recordAccess(store().database, {
        operatorId: 'op-asha',
        operatorEmail: 'asha@agency.in',
        address: '127.0.0.1',
        action: 'page-viewed',
        record: `/inbox?q=${q}&status=new`,
      });
    expect(await findPerson(db(), engine, person)).not.toEqual([]);

    const report = await data.erase(person, { at: AT, by: 'op-asha' });
    expect(report).toEqual({
      leads: [lpu, amity, proposal],
      enquiries: 1,
      notes: 1,
      mentions: 1,
      subscribers: 1,
      rightsRequests: 1,
      // Three leads and the repeat's item for each of two destinations, and the subscription's;
      // one of them already delivered.
      outboxCancelled: 6,
      outboxScrubbed: 7,
    });

    // The Goal: nothing of hers, in any form, in any column of any table.
    expect(await findPerson(db(), engine, person)).toEqual([]);
    expect(await findPerson(db(), engine, { phone: '7000000001', email: MEENA.email })).toEqual([]);
    // Ravi is as he was, but for the mention of her in his note.
    expect((await findPerson(db(), engine, RAVI)).length).toBeGreaterThan(0);
    const raviNote = await db()
      .selectFrom('lead_events')
      .select('note')
      .where('lead_id', '=', ravi)
      .executeTakeFirstOrThrow();
    expect(raviNote.note).toBe('Cousin of Meena ([erased], [erased]); call Ravi first');

    const tombstone = await db()
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', lpu)
      .executeTakeFirstOrThrow();
    expect(tombstone).toMatchObject({
      kind: 'admission',
      reason: LPU,
      status: 'new',
      name: '',
      email: '',
      phone: '',
      course: null,
      city: null,
      user_agent: '',
      landing_url: 'https://leadwise.in/admissions/lpu',
      referrer: 'https://www.google.com',
      page_url: 'https://leadwise.in/admissions/lpu',
      gclid: null,
      fbc: null,
      fbp: null,
      ga_client_id: null,
      utm_source: 'google',
      utm_campaign: 'diwali',
      consent_text: null,
      phone_key: null,
      email_key: null,
      guardian_name: null,
      guardian_phone: null,
      erased_at: AT.toISOString(),
      version: 2,
    });
    expect(new Date(tombstone.received_at).getTime()).toBeLessThanOrEqual(Date.now());
    const events = await db()
      .selectFrom('lead_events')
      .select(['kind', 'to_value', 'note', 'operator_id'])
      .where('lead_id', '=', lpu)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { kind: 'note', to_value: null, note: null, operator_id: 'op-asha' },
      { kind: 'privacy', to_value: 'erased', note: null, operator_id: 'op-asha' },
    ]);
    expect(
      await db()
        .selectFrom('rights_requests')
        .select(['kind', 'phone', 'email', 'details', 'erased_at'])
        .execute(),
    ).toEqual([
      { kind: 'erasure', phone: '', email: '', details: '', erased_at: AT.toISOString() },
    ]);
    expect(await store().listSubscribers({ includeSuspected: true })).toEqual([]);
    // Amity's return keeps its reason and decision, without the notes that named her.
    expect(
      await db()
        .selectFrom('lead_returns')
        .select(['lead_id', 'reason', 'note', 'decision', 'decision_note'])
        .execute(),
    ).toEqual([
      {
        lead_id: amity,
        reason: 'already-had',
        note: null,
        decision: 'refused',
        decision_note: null,
      },
    ]);

    // Nothing of hers leaves the outbox afterwards; Ravi's items still do.
    const claimed = await store().claimOutbox(100, DUE, new Date(DUE.getTime() + 60_000), [
      'hosted-api',
      'webhook',
    ]);
    expect(claimed.map((item) => item.record_id)).toEqual([ravi, ravi]);
    const outbox = await store().listOutbox({ includeDelivered: true });
    expect(outbox.filter((item) => item.payload === '{"erased":true}')).toHaveLength(7);

    // A second erasure finds nothing left to erase.
    await expect(data.erase(person, { at: AT, by: 'op-asha' })).resolves.toMatchObject({
      leads: [],
      enquiries: 0,
      subscribers: 0,
    });
  });

  it('stops contact on withdrawal: leads marked once, follow-ups cleared, waiting items cancelled', async () => {
    const { lpu, amity, proposal, ravi } = await meenaAndRavi();
    await db()
      .updateTable('leads')
      .set({ next_follow_up_at: '2026-11-27T05:00:00.000Z' })
      .where('id', '=', lpu)
      .execute();
    const report = await data.withdraw({ phone: '9123987456' }, { at: AT, by: 'op-asha' });
    expect(report).toEqual({
      leads: [lpu, amity],
      newlyWithdrawn: [lpu, amity],
      outboxCancelled: 3,
      subscribers: 0,
    });
    const leads = await db()
      .selectFrom('leads')
      .select(['id', 'contact_withdrawn_at', 'next_follow_up_at', 'name'])
      .orderBy('id')
      .execute();
    expect(
      leads.filter((lead) => lead.contact_withdrawn_at !== null).map((lead) => lead.id),
    ).toEqual([lpu, amity]);
    expect(leads.find((lead) => lead.id === lpu)).toMatchObject({
      next_follow_up_at: null,
      name: 'Meena Iyer',
    });
    const claimed = await store().claimOutbox(100, DUE, new Date(DUE.getTime() + 60_000), [
      'hosted-api',
      'webhook',
    ]);
    expect(new Set(claimed.map((item) => `${item.record_type} ${item.record_id}`))).toEqual(
      new Set([`lead ${ravi}`, `lead ${proposal}`, 'subscriber 1']),
    );
    // Again: no new timeline rows, nothing more to cancel.
    await expect(
      data.withdraw({ phone: '9123987456' }, { at: AT, by: 'op-asha' }),
    ).resolves.toEqual({
      leads: [lpu, amity],
      newlyWithdrawn: [],
      outboxCancelled: 0,
      subscribers: 0,
    });
    const privacyRows = await db()
      .selectFrom('lead_events')
      .select(['lead_id', 'to_value'])
      .where('kind', '=', 'privacy')
      .orderBy('id')
      .execute();
    expect(privacyRows).toEqual([
      { lead_id: lpu, to_value: 'withdrawn' },
      { lead_id: amity, to_value: 'withdrawn' },
    ]);
    // By email, the subscription ends too.
    await expect(
      data.withdraw({ email: 'meena.iyer@example.in' }, { at: AT, by: 'op-asha' }),
    ).resolves.toMatchObject({ subscribers: 1 });
  });

  it('gives an access copy of everything held', async () => {
    const { lpu, amity, proposal } = await meenaAndRavi();
    await db()
      .insertInto('phone_checks')
      .values({
        lead_id: lpu,
        phone: '9123987456',
        phone_role: 'student',
        language: 'en',
        code_hmac: 'hmac-of-the-code',
        code_sent_at: '2026-05-01T10:00:01.000Z',
        gateway_id: 'msg91-1',
        delivery: 'delivered',
        verified_at: '2026-05-01T10:01:00.000Z',
        verified_method: 'sms',
        phone_changed_at: null,
        created_at: '2026-05-01T10:00:00.000Z',
      })
      .execute();
    await db()
      .insertInto('lead_deliveries')
      .values({
        lead_id: lpu,
        university: 'lpu',
        adapter: 'generic',
        status: 'accepted',
        detail: 'Accepted: Meena will be called',
        their_id: 'LPU-77',
        cap_day: '2026-05-01',
        sent_at: '2026-05-01T10:05:00.000Z',
        updated_at: '2026-05-02T09:00:00.000Z',
      })
      .execute();
    const copy = await data.accessCopy({ phone: MEENA.phone, email: MEENA.email }, AT);
    expect(copy.generated_at).toBe(AT.toISOString());
    expect(copy.person).toEqual({ phone: '9123987456', email: 'meena.iyer@example.in' });
    expect(copy.leads.map((lead) => lead.id)).toEqual([lpu, amity, proposal]);
    expect(copy.leads[0]).toMatchObject({
      name: 'Meena Iyer',
      city: 'Chennai',
      consent: true,
      gclid: 'Cj0KMEENA',
    });
    expect(copy.leads[0].enquiries).toEqual([
      expect.objectContaining({ city: 'Madurai', phone: '091239 87456' }),
    ]);
    expect(copy.leads[0].timeline).toEqual([
      expect.objectContaining({
        kind: 'note',
        note: 'Spoke to Meena, she asked for fees',
        by: 'Asha',
      }),
    ]);
    expect(copy.leads[0].phone_checks).toEqual([
      {
        phone: '9123987456',
        phone_role: 'student',
        language: 'en',
        code_sent_at: '2026-05-01T10:00:01.000Z',
        delivery: 'delivered',
        verified_at: '2026-05-01T10:01:00.000Z',
        verified_method: 'sms',
        phone_changed_at: null,
        created_at: '2026-05-01T10:00:00.000Z',
      },
    ]);
    expect(copy.leads[0].deliveries).toEqual([
      {
        university: 'lpu',
        status: 'accepted',
        detail: 'Accepted: Meena will be called',
        their_id: 'LPU-77',
        sent_at: '2026-05-01T10:05:00.000Z',
        updated_at: '2026-05-02T09:00:00.000Z',
      },
    ]);
    expect(copy.leads[1]).toMatchObject({ lost_reason: 'Wants a call on 9123987456 only' });
    // Amity's word on her, as she reads it: each outcome, and its return with both notes.
    expect(copy.leads[1].outcomes).toEqual([
      { university: 'amity', outcome: 'applied', at: '2026-05-03T10:00:00.000Z', source: 'portal' },
      { university: 'amity', outcome: 'enrolled', at: '2026-06-01T10:00:00.000Z', source: 'sheet' },
    ]);
    expect(copy.leads[1].returns).toEqual([
      {
        university: 'amity',
        reason: 'already-had',
        note: 'Meena (9123987456) applied to us directly in March',
        asked_at: '2026-05-02T10:00:00.000Z',
        decision: 'refused',
        decided_at: '2026-05-02T12:00:00.000Z',
        decision_note: 'Her form came first: meena.iyer@example.in on 1 May',
      },
    ]);
    expect(copy.leads[0]).toMatchObject({ outcomes: [], returns: [] });
    expect(copy.subscribers).toEqual([expect.objectContaining({ email: 'Meena.Iyer@example.in' })]);
    expect(copy.rights_requests).toEqual([
      expect.objectContaining({ details: 'Please erase everything, Meena' }),
    ]);
    expect(copy.sent_to).toHaveLength(7);
    expect(copy.sent_to[0]).toMatchObject({ record: `lead ${lpu}`, destination: 'hosted-api' });
    expect(JSON.parse(JSON.stringify(copy))).toEqual(copy);
  });
});
