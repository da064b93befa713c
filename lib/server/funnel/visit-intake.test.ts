/** @jest-environment node */
import type { VitalsBeacon } from '@/lib/vitals/beacon';
import type { VisitPart } from '@/lib/funnel/visit';
import { sampleBeacon } from '@/test-support/sample-vitals';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { openVisitIntake, type VisitIntake } from './visit-intake';
import { NEW_TAGS_PER_DAY, VISITORS_PER_ADDRESS } from './visit-store';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/131.0 Mobile';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0';
const GOOGLEBOT =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const AD: VisitPart = {
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'mba-2027',
  click_id: true,
  form_started: false,
};
const DIRECT: VisitPart = {
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  click_id: false,
  form_started: false,
};

const headers = (address: string, agent: string) =>
  new Headers({ 'x-forwarded-for': address, 'user-agent': agent });
const beacon = (visit: VisitPart | undefined, fields: Partial<VitalsBeacon> = {}) =>
  sampleBeacon({ visit, ...fields });

describe.each(ENGINES)('visits counted on %s', (engine) => {
  let intake: VisitIntake;
  let now: Date;
  // Before withStore: its afterEach runs first, writing the intake's last counts to the open store.
  afterEach(async () => {
    await intake.close();
  });
  const opened = withStore(engine);
  const db = () => opened().database.db;

  beforeEach(async () => {
    // 26 November 2026, 10:00 in India.
    now = new Date('2026-11-26T04:30:00.000Z');
    intake = openVisitIntake(opened().database, {
      trustedProxyHops: 0,
      now: () => now,
      delayMs: 60_000,
      onError: (error) => {
        throw error;
      },
    });
  });
  const counts = async () => {
    await intake.close();
    const rows = await db()
      .selectFrom('visit_counts')
      .select([
        'day',
        'route',
        'utm_campaign',
        'click_id',
        'device',
        'language',
        'visits',
        'form_starts',
      ])
      .where('visits', '>', 0)
      .orderBy('day')
      .orderBy('utm_campaign', 'desc')
      .execute();
    return rows.map((row) => ({ ...row, click_id: Boolean(row.click_id) }));
  };

  it('counts each visitor once a day, their first form start once, and no bot', async () => {
    const count = (address: string, agent: string, body: VitalsBeacon) =>
      intake.count(headers(address, agent), body);
    // A student from an ad: the landing page, then a lead form started, then another page.
    await count('203.0.113.1', PHONE, beacon(AD));
    await count('203.0.113.1', PHONE, beacon({ ...AD, form_started: true }, { metrics: [] }));
    await count('203.0.113.1', PHONE, beacon({ ...AD, form_started: true }, { route: '/contact' }));
    // Same address, another browser: another visitor, who came direct, on a laptop.
    await count('203.0.113.1', LAPTOP, beacon(DIRECT, { route: '/', device: 'desktop' }));
    // A crawler that runs JavaScript, a client with no user agent, a page built before visits.
    await count('203.0.113.9', GOOGLEBOT, beacon(AD));
    await count('203.0.113.10', '', beacon(AD));
    await count('203.0.113.11', PHONE, beacon(undefined));

    await intake.close();

    // The same student the next India day (00:30 on 27 November): a visit again.
    now = new Date('2026-11-26T19:00:00.000Z');
    intake = openVisitIntake(opened().database, {
      trustedProxyHops: 0,
      now: () => now,
      delayMs: 60_000,
      onError: (error) => {
        throw error;
      },
    });
    await count('203.0.113.1', PHONE, beacon(AD));
    await count('203.0.113.1', PHONE, beacon({ ...AD, form_started: true }));

    expect(await counts()).toEqual([
      {
        day: '2026-11-26',
        route: '/college/[collegeId]/admission',
        utm_campaign: 'mba-2027',
        click_id: true,
        device: 'phone',
        language: 'en',
        visits: 1,
        form_starts: 1,
      },
      {
        day: '2026-11-26',
        route: '/',
        utm_campaign: '',
        click_id: false,
        device: 'desktop',
        language: 'en',
        visits: 1,
        form_starts: 0,
      },
      {
        day: '2026-11-27',
        route: '/college/[collegeId]/admission',
        utm_campaign: 'mba-2027',
        click_id: true,
        device: 'phone',
        language: 'en',
        visits: 1,
        form_starts: 1,
      },
    ]);
    // The old day's hashes are gone: no visit can be linked across days.
    const seen = await db().selectFrom('visit_seen').select('day').execute();
    expect(seen).toEqual([{ day: '2026-11-27' }]);
    const addresses = await db().selectFrom('visit_addresses').select('day').execute();
    expect(addresses).toEqual([{ day: '2026-11-27' }]);
  });

  it('keeps no address, user agent or campaign value in the hashes it compares', async () => {
    await intake.count(headers('203.0.113.1', PHONE), beacon(AD));
    await intake.close();
    const rows = await db().selectFrom('visit_seen').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({ day: '2026-11-26', hash: expect.stringMatching(/^[0-9a-f]{64}$/) }),
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113|Android|mba-2027/);
  });

  it('keeps no salt in the store: a copy of it cannot test a guessed address', async () => {
    await intake.count(headers('203.0.113.1', PHONE), beacon(AD));
    await intake.close();
    const { db } = opened().database;
    const [seen] = await db.selectFrom('visit_seen').select('hash').execute();
    const [address] = await db.selectFrom('visit_addresses').select('hash').execute();
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain('visit_salts');
    // Every 64-hex value the store holds is one of the two hashes: none is a salt.
    const texts = await Promise.all(
      tables.map(async ({ name, columns }) =>
        JSON.stringify(
          await db
            .selectFrom(name as 'visit_seen')
            .select(columns.map((column) => column.name) as 'hash'[])
            .execute(),
        ),
      ),
    );
    const hexes = texts.join('').match(/[0-9a-f]{64}/g) ?? [];
    expect(new Set(hexes)).toEqual(new Set([seen.hash, address.hash]));
  });

  it('keeps 100 characters of a tag, and no tag that looks like an email or a phone', async () => {
    const cjk = '漢'.repeat(500);
    await intake.count(
      headers('203.0.113.1', PHONE),
      beacon({ ...AD, utm_source: cjk, utm_medium: cjk, utm_campaign: cjk }),
    );
    await intake.count(
      headers('203.0.113.2', PHONE),
      beacon({ ...AD, utm_source: 'asha@example.in', utm_campaign: 'call +91 98765-43210' }),
    );
    await intake.close();
    const rows = await db()
      .selectFrom('visit_counts')
      .select(['utm_source', 'utm_medium', 'utm_campaign', 'visits'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        utm_source: '漢'.repeat(100),
        utm_medium: '漢'.repeat(100),
        utm_campaign: '漢'.repeat(100),
        visits: 1,
      },
      {
        utm_source: '(contact removed)',
        utm_medium: 'cpc',
        utm_campaign: '(contact removed)',
        visits: 1,
      },
    ]);
  });

  it('bounds what 10,000 beacons from one address add, whatever their user agents and tags', async () => {
    const BEACONS = 10_000;
    for (let sent = 0; sent < BEACONS; sent += 500) {
      for (let i = sent; i < sent + 500; i++)
        expect(
          await intake.count(
            headers('203.0.113.66', `${PHONE} build/${i}`),
            beacon({ ...AD, utm_campaign: `flood-${i}-${'x'.repeat(400)}`, form_started: true }),
          ),
        ).toBe(true);
      // Written in batches, as the writer would a second at a time.
      await intake.close();
    }
    const { db } = opened().database;
    const rows = await db
      .selectFrom('visit_counts')
      .select(['utm_campaign', 'visits', 'form_starts'])
      .execute();
    const seen = await db.selectFrom('visit_seen').select('hash').execute();
    const addresses = await db.selectFrom('visit_addresses').select('visitors').execute();
    const counted = rows.filter((row) => row.utm_campaign !== '(over the limit)');
    const visitors = counted.reduce((sum, row) => sum + row.visits, 0);
    console.log(
      `${BEACONS} beacons from one address: ${rows.length} visit_counts rows, ${visitors} visitors ` +
        `counted, ${seen.length} visit_seen rows, ${addresses.length} visit_addresses rows`,
    );
    expect(visitors).toBe(VISITORS_PER_ADDRESS);
    expect(counted.every((row) => row.utm_campaign.length === 100)).toBe(true);
    expect(rows.find((row) => row.utm_campaign === '(over the limit)')).toEqual({
      utm_campaign: '(over the limit)',
      visits: 1,
      form_starts: 0,
    });
    expect(rows).toHaveLength(VISITORS_PER_ADDRESS + 1);
    expect(seen).toHaveLength(VISITORS_PER_ADDRESS);
    expect(addresses).toEqual([{ visitors: VISITORS_PER_ADDRESS + 1 }]);
  });

  it('counts a new campaign past the day\'s threshold under "(other campaigns)", unless it was spent on', async () => {
    await db()
      .insertInto('campaign_spend')
      .values({
        campaign: 'paid-late',
        month: '2026-11',
        platform: 'manual',
        amount_paise: 100_000,
        updated_at: now.toISOString(),
        operator_id: 'admin',
      })
      .execute();
    const campaigns = [
      ...Array.from({ length: NEW_TAGS_PER_DAY + 5 }, (_, i) => `made-up-${i}`),
      'paid-late',
    ];
    for (const [i, utm_campaign] of campaigns.entries())
      await intake.count(headers(`198.51.100.${i}`, PHONE), beacon({ ...AD, utm_campaign }));
    await intake.close();
    const rows = await db().selectFrom('visit_counts').select(['utm_campaign', 'visits']).execute();
    expect(rows).toHaveLength(NEW_TAGS_PER_DAY + 2);
    expect(rows).toContainEqual({ utm_campaign: 'made-up-0', visits: 1 });
    expect(rows).toContainEqual({ utm_campaign: '(other campaigns)', visits: 5 });
    expect(rows).toContainEqual({ utm_campaign: 'paid-late', visits: 1 });
  });

  it('folds single-visit rows older than the retention into one a route, keeping the totals', async () => {
    for (const [i, utm_campaign] of ['once-a', 'once-b', 'twice', 'twice'].entries())
      await intake.count(headers(`198.51.100.${i}`, PHONE), beacon({ ...AD, utm_campaign }));
    await intake.count(
      headers('198.51.100.9', PHONE),
      beacon({ ...AD, utm_campaign: 'started', form_started: true }),
    );
    await intake.close();
    const rows = () =>
      db()
        .selectFrom('visit_counts')
        .select(['day', 'route', 'utm_campaign', 'visits', 'form_starts'])
        .orderBy('utm_campaign')
        .execute();
    // Not yet past the retention: nothing moves.
    await intake.store.prune('2026-11-26');
    expect(await rows()).toHaveLength(4);
    await intake.store.prune('2026-11-27');
    const route = '/college/[collegeId]/admission';
    expect(await rows()).toEqual([
      { day: '2026-11-26', route, utm_campaign: '(single visits)', visits: 2, form_starts: 0 },
      { day: '2026-11-26', route, utm_campaign: 'started', visits: 1, form_starts: 1 },
      { day: '2026-11-26', route, utm_campaign: 'twice', visits: 2, form_starts: 0 },
    ]);
  });
});
