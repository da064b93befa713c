/** @jest-environment node */
import { sql } from 'kysely';
import type { Channel } from '@/lib/channels/channel-names';
import type { VisitPart } from '@/lib/funnel/visit';
import { sampleLead } from '@/test-support/sample-lead';
import { indiaDay } from '@/lib/time/india-time';
import { sampleBeacon } from '@/test-support/sample-vitals';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { leadWork, type LeadWork } from '../inbox/lead-work';
import type { Viewer } from '../inbox/lead-filter';
import type { LeadStatus } from '@/lib/inbox/lead-work-values';
import { campaignSpend } from './campaign-spend';
import { funnelService } from './funnel';
import { funnelCsv } from './funnel-csv';
import { openVisitIntake } from './visit-intake';
import { VISITORS_PER_ADDRESS } from './visit-store';

const ADMIN: Viewer = { id: 'op-admin', role: 'admin' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/131.0 Mobile';
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

const ad = (campaign: string | null, form_started = false): VisitPart => ({
  utm_source: campaign && 'google',
  utm_medium: campaign && 'cpc',
  utm_campaign: campaign,
  click_id: campaign !== null,
  form_started,
});

describe.each(ENGINES)('the funnel on %s', (engine) => {
  const store = withStore(engine);
  const db = () => store().database.db;
  let work: LeadWork;

  beforeEach(async () => {
    work = leadWork(store().database);
    await sql`insert into operator (id, name, email, "emailVerified", "createdAt", "updatedAt", role)
      values ('op-admin', 'Meera', 'meera@agency.in', ${0}, ${'2026-11-01T00:00:00.000Z'},
      ${'2026-11-01T00:00:00.000Z'}, 'admin')`.execute(db());
  });

  /** A lead of the campaign received at `at`, then taken through `steps` (hours after it came). */
  const lead = async (
    campaign: string | null,
    at: string,
    steps: [LeadStatus, number][] = [],
    suspected = false,
    channel: Channel = 'site',
  ) => {
    const landing = `https://leadwise.example/college/amity/admission${campaign ? `?utm_source=google&utm_campaign=${campaign}` : ''}`;
    await store().insertLead(
      sampleLead({
        email: `person${at}@example.com`,
        phone: `98${String(Date.parse(at) / 1000).slice(-8)}`,
        landing_url: landing,
        utm_source: campaign && 'google',
        utm_campaign: campaign,
        suspected_reason: suspected ? 'sent too fast' : null,
        channel,
      }),
    );
    const { id } = await db()
      .selectFrom('leads')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    await db().updateTable('leads').set({ received_at: at }).where('id', '=', Number(id)).execute();
    let version = 0;
    for (const [status, hours] of steps) {
      const saved = await work.updateLead(
        Number(id),
        { expectedVersion: version, status, lostReason: status === 'lost' ? 'Budget' : undefined },
        ADMIN,
        new Date(Date.parse(at) + hours * HOUR),
      );
      if (saved.result !== 'saved') throw new Error(saved.result);
      version = saved.lead.version;
    }
    return Number(id);
  };

  async function seed() {
    const now = new Date('2026-11-05T06:00:00.000Z');
    const visits = openVisitIntake(store().database, {
      trustedProxyHops: 0,
      now: () => now,
      onError: (error) => {
        throw error;
      },
    });
    const visit = (address: string, part: VisitPart) =>
      visits.count(new Headers({ 'x-forwarded-for': address, 'user-agent': PHONE }), {
        ...sampleBeacon(),
        visit: part,
      });
    await visit('203.0.113.1', ad('mba-2027'));
    await visit('203.0.113.1', ad('mba-2027', true));
    await visit('203.0.113.2', ad('mba-2027'));
    await visit('203.0.113.3', ad('mba-2027'));
    await visit('203.0.113.4', ad(null));
    await visit('203.0.113.5', ad(null));
    await visits.close();

    // Won in four days: attempted after an hour, connected after two, qualified after a day.
    await lead('mba-2027', '2026-11-10T04:30:00.000Z', [
      ['attempted', 1],
      ['connected', 2],
      ['qualified', 24],
      ['won', 96],
    ]);
    // Attempted after three hours, then lost: it reached attempted, and no further.
    await lead('mba-2027', '2026-11-12T04:30:00.000Z', [
      ['attempted', 3],
      ['lost', 30],
    ]);
    await lead('mba-2027', '2026-11-13T04:30:00.000Z', [], true);
    await lead(null, '2026-11-15T04:30:00.000Z');
    // October: won straight away, out of the range but the month the cost is compared with.
    await lead('mba-2027', '2026-10-20T04:30:00.000Z', [['won', 5]]);
    const spend = campaignSpend(store().database);
    await spend.save(
      [
        { campaign: 'mba-2027', month: '2026-11', amount_paise: 3_000_000 },
        { campaign: 'mba-2027', month: '2026-10', amount_paise: 1_000_000 },
        { campaign: 'bba-2027', month: '2026-11', amount_paise: 500_000 },
      ],
      'manual',
      ADMIN.id,
    );
  }

  it("gives each campaign's leads as the universities counted them: sent, accepted, enrolled", async () => {
    const deliver = (leadId: number, university: string, sent: boolean, status = 'accepted') =>
      db()
        .insertInto('lead_deliveries')
        .values({
          lead_id: leadId,
          university,
          adapter: 'generic',
          status,
          detail: '',
          their_id: null,
          cap_day: null,
          sent_at: sent ? '2026-11-16T04:30:00.000Z' : null,
          updated_at: '2026-11-16T04:30:00.000Z',
        })
        .execute();
    const enrolled = await lead('mba-2027', '2026-11-10T04:30:00.000Z');
    await deliver(enrolled, 'amity', true);
    await db()
      .updateTable('lead_deliveries')
      .set({ outcome: 'enrolled', outcome_at: '2026-11-20T04:30:00.000Z' })
      .where('lead_id', '=', enrolled)
      .execute();
    await deliver(await lead('mba-2027', '2026-11-12T04:30:00.000Z'), 'lpu', true, 'duplicate');
    const returned = await lead('mba-2027', '2026-11-13T04:30:00.000Z');
    await deliver(returned, 'amity', true);
    await db()
      .insertInto('lead_returns')
      .values({
        lead_id: returned,
        university: 'amity',
        reason: 'fake',
        note: null,
        asked_at: '2026-11-17T04:30:00.000Z',
        asked_by: 'op-amity',
        decision: 'approved',
        decided_at: '2026-11-18T04:30:00.000Z',
        decided_by: ADMIN.id,
        decision_note: null,
      })
      .execute();
    // Held over a cap: not sent, not counted.
    await deliver(await lead(null, '2026-11-15T04:30:00.000Z'), 'amity', false, 'held');
    // Sent in November, received in October: outside the range, as its lead is.
    await deliver(await lead('mba-2027', '2026-10-31T04:30:00.000Z'), 'amity', true);

    const funnel = await funnelService(store().database).funnel(NOVEMBER, 'campaign');
    expect(funnel.rows.map(({ key, universities }) => ({ key, universities }))).toEqual([
      { key: 'mba-2027', universities: { delivered: 3, accepted: 1, enrolled: 1 } },
      { key: '(none)', universities: { delivered: 0, accepted: 0, enrolled: 0 } },
    ]);
    expect(funnel.total.universities).toEqual({ delivered: 3, accepted: 1, enrolled: 1 });
  });

  it('counts visits, form starts, leads and the stages they reached per campaign, with their costs', async () => {
    await seed();
    const funnel = await funnelService(store().database).funnel(NOVEMBER, 'campaign');
    expect(funnel.rows.map(({ medians: _, universities: __, ...row }) => row)).toEqual([
      {
        key: 'mba-2027',
        visits: 3,
        form_starts: 1,
        leads: 2,
        suspected: 1,
        verified: 0,
        attempted: 2,
        connected: 1,
        qualified: 1,
        won: 1,
        spend_paise: 3_000_000,
        // ₹30,000 for one admission in November, against ₹10,000 for one in October.
        cost_doubled: true,
      },
      {
        key: '(none)',
        visits: 2,
        form_starts: 0,
        leads: 1,
        suspected: 0,
        verified: 0,
        attempted: 0,
        connected: 0,
        qualified: 0,
        won: 0,
        spend_paise: null,
        cost_doubled: false,
      },
      {
        key: 'bba-2027',
        visits: 0,
        form_starts: 0,
        leads: 0,
        suspected: 0,
        verified: 0,
        attempted: 0,
        connected: 0,
        qualified: 0,
        won: 0,
        spend_paise: 500_000,
        cost_doubled: false,
      },
    ]);
    expect(funnel.rows[0].medians).toEqual({
      attempted: 2 * HOUR,
      connected: 2 * HOUR,
      qualified: DAY,
      won: 4 * DAY,
    });
    expect(funnel.total).toMatchObject({
      visits: 5,
      form_starts: 1,
      leads: 3,
      suspected: 1,
      verified: 0,
      won: 1,
      spend_paise: 3_500_000,
    });
    expect(funnel.weeks).toEqual([
      { week: '2026-10-26', leads: 0, won: 0 },
      { week: '2026-11-02', leads: 0, won: 0 },
      { week: '2026-11-09', leads: 3, won: 1 },
      { week: '2026-11-16', leads: 0, won: 0 },
      { week: '2026-11-23', leads: 0, won: 0 },
      { week: '2026-11-30', leads: 0, won: 0 },
    ]);
  });

  it('shows the visitors an address brought past its limit as "(over the limit)", on the page and in its CSV', async () => {
    const visits = openVisitIntake(store().database, {
      trustedProxyHops: 0,
      now: () => new Date('2026-11-05T06:00:00.000Z'),
      onError: (error) => {
        throw error;
      },
    });
    for (let i = 0; i <= VISITORS_PER_ADDRESS + 5; i++)
      await visits.count(
        new Headers({ 'x-forwarded-for': '203.0.113.66', 'user-agent': `${PHONE} ${i}` }),
        {
          ...sampleBeacon(),
          visit: ad(`flood-${i}`),
        },
      );
    await visits.close();
    const funnel = await funnelService(store().database).funnel(NOVEMBER, 'campaign');
    expect(funnel.total.visits).toBe(VISITORS_PER_ADDRESS + 1);
    expect(funnel.rows).toContainEqual(
      expect.objectContaining({ key: '(over the limit)', visits: 1, leads: 0 }),
    );
    const line = funnelCsv(funnel)
      .split(/\r?\n/)
      .find((row) => row.includes('(over the limit)'));
    // Its campaign and its visitors, however the cells are quoted.
    expect(line?.replace(/"/g, '').split(',').slice(0, 2)).toEqual(['(over the limit)', '1']);
  });

  it('prorates a month of spend to the days of the range, and groups by other things on request', async () => {
    await seed();
    const service = funnelService(store().database);
    const half = await service.funnel({ from: '2026-11-01', to: '2026-11-15' }, 'campaign');
    expect(half.rows.find((row) => row.key === 'mba-2027')?.spend_paise).toBe(1_500_000);
    const bySource = await service.funnel(NOVEMBER, 'source');
    expect(
      bySource.rows.map(({ key, visits, leads, spend_paise }) => [key, visits, leads, spend_paise]),
    ).toEqual([
      ['google', 3, 2, null],
      ['(none)', 2, 1, null],
    ]);
    const byPurpose = await service.funnel(NOVEMBER, 'purpose');
    expect(byPurpose.rows).toEqual([
      expect.objectContaining({
        key: sampleLead().reason,
        visits: null,
        form_starts: null,
        leads: 3,
      }),
    ]);
    const byDevice = await service.funnel(NOVEMBER, 'device');
    // The sample leads' user agent is no phone's; the visits' were.
    expect(byDevice.rows.map(({ key, visits, leads }) => [key, visits, leads])).toEqual([
      ['desktop', 0, 3],
      ['phone', 5, 0],
    ]);
  });

  it('breaks the report down by channel: leads, verified, qualified and won per channel, visits only for our pages', async () => {
    await seed();
    // A Meta lead ad's student won, another qualified; a Google lead form's suspected; a sheet's.
    await lead('mba-2027', '2026-11-16T04:30:00.000Z', [['won', 48]], false, 'meta');
    await lead('mba-2027', '2026-11-17T04:30:00.000Z', [['qualified', 5]], false, 'meta');
    await lead('bba-2027', '2026-11-18T04:30:00.000Z', [], true, 'google');
    await lead('Shiksha', '2026-11-19T04:30:00.000Z', [], false, 'import');
    const funnel = await funnelService(store().database).funnel(NOVEMBER, 'channel');
    expect(
      funnel.rows.map((row) => [
        row.key,
        row.visits,
        row.form_starts,
        row.leads,
        row.suspected,
        row.verified,
        row.qualified,
        row.won,
        row.spend_paise,
      ]),
    ).toEqual([
      ['Our pages', 5, 1, 3, 1, 0, 1, 1, null],
      ['Meta lead ads', null, null, 2, 0, 0, 2, 1, null],
      ['Portal sheets', null, null, 1, 0, 0, 0, 0, null],
      ['Google Ads lead forms', null, null, 0, 1, 0, 0, 0, null],
    ]);
    expect(funnel.total).toMatchObject({
      visits: 5,
      form_starts: 1,
      leads: 6,
      qualified: 3,
      won: 2,
    });
    // The CSV names the channels as the page does, a platform's visits blank.
    const csv = funnelCsv(funnel).split(/\r?\n/);
    expect(
      csv
        .find((line) => line.replace(/"/g, '').startsWith('Meta lead ads'))
        ?.replace(/"/g, '')
        .split(',')
        .slice(0, 4),
    ).toEqual(['Meta lead ads', '', '', '2']);
  });

  it("tells each lead's device from its user agent, as the store computes it", async () => {
    const agents = [
      PHONE,
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1',
      'Mozilla/5.0 (Linux; U; TABLET; en-in) AppleWebKit/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      '',
    ];
    for (const [index, user_agent] of agents.entries())
      await store().insertLead(
        sampleLead({
          email: `device${index}@example.com`,
          phone: `981234567${index}`,
          user_agent,
        }),
      );
    const today = indiaDay(new Date());
    const byDevice = await funnelService(store().database).funnel(
      { from: today, to: today },
      'device',
    );
    expect(byDevice.rows.map(({ key, leads }) => [key, leads])).toEqual([
      ['desktop', 2],
      ['tablet', 2],
      ['phone', 1],
    ]);
  });
});
