/** @jest-environment node */
// One intake for every channel (docs/operations.md#lead-channels) on both engines: a platform's
// lead is stored, assigned and queued as a form's, exactly once, with its channel, ids and
// consent; a test lead is held apart; an unmapped form's lead waits to be placed.
import { sql } from 'kysely';
import { sampleAdmission } from '@/test-support/sample-lead';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { isoTimestamps } from '../store/iso-timestamps';
import { CHANNEL_COLUMNS } from '../store/lead-store';
import { channelHealth } from './channel-counts';
import { formMapping, setFormMapping } from './channel-forms';
import { intakeChannelLead, type ChannelLead } from './channel-intake';

const ALERTING = {
  LEAD_ALERT_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
};

const metaLead = (overrides: Partial<ChannelLead> = {}): ChannelLead => ({
  channel: 'meta',
  leadId: '1200001',
  answers: {
    full_name: 'Ritu Verma',
    phone_number: '+919812345678',
    email: 'ritu@example.in',
    city: 'Jaipur',
    which_course_are_you_interested_in: 'MBA',
  },
  formId: 'F-77',
  campaignId: 'C-1',
  adsetId: 'AS-2',
  adId: 'AD-3',
  campaignName: 'Amity MBA Jan',
  createdAt: '2026-12-06T10:00:00.000Z',
  isTest: false,
  gclid: null,
  consent: { version: 'meta-form:F-77', text: 'Privacy policy: https://leadwise.in/privacy' },
  ...overrides,
});

describe.each(ENGINES)('%s channel intake', (engine) => {
  const store = withStore(engine, ALERTING);
  const ctx = () => ({ store: store(), forwarder: null, storeFailed: () => undefined });
  const db = () => store().database.db.withPlugin(isoTimestamps);

  beforeEach(async () => {
    await sql`insert into operator (id, name, email, "emailVerified", "createdAt", "updatedAt", role)
      values (${'op-neha'}, ${'Neha'}, ${'neha@agency.in'}, ${0}, ${'2026-11-01T00:00:00.000Z'},
      ${'2026-11-01T00:00:00.000Z'}, ${'counsellor'})`.execute(db());
  });

  const leads = () =>
    db()
      .selectFrom('leads')
      .select([
        'id',
        ...CHANNEL_COLUMNS,
        'reason',
        'name',
        'phone',
        'course',
        'city',
        'utm_source',
        'utm_campaign',
        'consent_version',
        'consent_text',
        'suspected_reason',
        'owner_id',
        'contact_due_at',
      ])
      .orderBy('id')
      .execute();

  it('stores a mapped form’s lead with its channel, ids and consent, assigned and alerted', async () => {
    await setFormMapping(
      db(),
      'meta',
      'F-77',
      {
        university: 'amity',
        course_question: 'which_course_are_you_interested_in',
        city_question: null,
      },
      new Date('2026-12-01T00:00:00.000Z'),
    );
    await expect(intakeChannelLead(metaLead(), ctx())).resolves.toBe('stored');
    const [lead] = await leads();
    expect(lead).toMatchObject({
      channel: 'meta',
      campaign_id: 'C-1',
      adset_id: 'AS-2',
      ad_id: 'AD-3',
      form_id: 'F-77',
      channel_lead_id: '1200001',
      reason: 'Admission enquiry: Amity University',
      name: 'Ritu Verma',
      phone: '9812345678',
      course: 'MBA',
      city: 'Jaipur',
      utm_source: 'meta',
      utm_campaign: 'Amity MBA Jan',
      consent_version: 'meta-form:F-77',
      consent_text: 'Privacy policy: https://leadwise.in/privacy',
      suspected_reason: null,
      owner_id: 'op-neha',
    });
    expect(lead.contact_due_at).not.toBeNull();
    const outbox = await store().listOutbox();
    expect(outbox.map((item) => [item.record_type, item.destination])).toEqual(
      expect.arrayContaining([['lead', 'webhook']]),
    );
    expect((await formMapping(db(), 'meta', 'F-77'))?.last_lead_at).toBe(
      '2026-12-06T10:00:00.000Z',
    );
    const [health] = await channelHealth(db(), ['meta'], new Date());
    expect(health.today.received).toBe(1);
  });

  it('takes a lead notified twice, or back-filled after its notification, once', async () => {
    await expect(intakeChannelLead(metaLead(), ctx())).resolves.toBe('stored');
    await expect(intakeChannelLead(metaLead(), ctx())).resolves.toBe('duplicate');
    expect(await leads()).toHaveLength(1);
  });

  it('marks the lead of a form nobody mapped for an admin to place', async () => {
    await expect(intakeChannelLead(metaLead({ formId: 'F-9' }), ctx())).resolves.toBe('stored');
    const [lead] = await leads();
    expect(lead.reason).toBe('Channel lead to place: Meta lead ads form F-9');
    expect(lead.course).toBe('');
  });

  it('holds a platform’s test lead apart, labelled as a test, never assigned', async () => {
    await expect(intakeChannelLead(metaLead({ isTest: true }), ctx())).resolves.toBe('test');
    const held = await store().listHeld();
    expect(held.leads.map((lead) => lead.suspected_reason)).toEqual([
      'test lead from Meta lead ads (the platform marked it as a test)',
    ]);
    expect(await store().listLeads()).toEqual([]);
    expect((await leads())[0].owner_id).toBeNull();
  });

  it('joins a channel lead of a person with an open lead as a repeat enquiry, keeping its channel', async () => {
    await setFormMapping(
      db(),
      'google',
      'G-1',
      { university: 'amity', course_question: null, city_question: null },
      new Date(),
    );
    await store().insertLead(
      sampleAdmission({
        phone: '9812345678',
        email: 'ritu@example.in',
        reason: 'Admission enquiry: Amity University',
      }),
    );
    await expect(
      intakeChannelLead(
        metaLead({ channel: 'google', formId: 'G-1', leadId: 'g-1', gclid: 'Cj0KCQ' }),
        ctx(),
      ),
    ).resolves.toBe('repeat');
    expect(await leads()).toHaveLength(1);
    const enquiries = await db()
      .selectFrom('lead_enquiries')
      .select(['channel', 'channel_lead_id', 'gclid', 'form_id'])
      .execute();
    expect(enquiries).toEqual([
      { channel: 'google', channel_lead_id: 'g-1', gclid: 'Cj0KCQ', form_id: 'G-1' },
    ]);
  });

  it('keeps the latest lead time of a form whatever order its leads come in', async () => {
    await intakeChannelLead(
      metaLead({ leadId: 'b', createdAt: '2026-12-06T11:00:00.000Z' }),
      ctx(),
    );
    await intakeChannelLead(
      metaLead({ leadId: 'a', createdAt: '2026-12-06T09:00:00.000Z' }),
      ctx(),
    );
    expect((await formMapping(db(), 'meta', 'F-77'))?.last_lead_at).toBe(
      '2026-12-06T11:00:00.000Z',
    );
  });
});
