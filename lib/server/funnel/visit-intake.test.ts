/** @jest-environment node */
import type { VitalsBeacon } from '@/lib/vitals/beacon';
import type { VisitPart } from '@/lib/funnel/visit';
import { sampleBeacon } from '@/test-support/sample-vitals';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { openStore, type OpenedStore } from '../arrival/open-store';
import { serverConfig } from '../server-config';
import { openVisitIntake, type VisitIntake } from './visit-intake';

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
  let database: TestDatabase;
  let opened: OpenedStore;
  let intake: VisitIntake;
  let now: Date;

  beforeEach(async () => {
    // 26 November 2026, 10:00 in India.
    now = new Date('2026-11-26T04:30:00.000Z');
    database = await freshDatabase(engine);
    opened = await openStore(serverConfig(database.env));
    intake = openVisitIntake(opened.database, {
      trustedProxyHops: 0,
      now: () => now,
      delayMs: 60_000,
      onError: (error) => {
        throw error;
      },
    });
  });
  afterEach(async () => {
    await intake.close();
    await opened.close();
    await database.drop();
  });

  const counts = async () => {
    await intake.close();
    const rows = await opened.database.db
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
    const [firstSalt] = await opened.database.db.selectFrom('visit_salts').selectAll().execute();
    expect(firstSalt.day).toBe('2026-11-26');

    // The same student the next India day (00:30 on 27 November): a visit again.
    now = new Date('2026-11-26T19:00:00.000Z');
    intake = openVisitIntake(opened.database, {
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
    // The old day's salt and hashes are gone: no visit can be linked across days.
    const salts = await opened.database.db.selectFrom('visit_salts').selectAll().execute();
    expect(salts).toEqual([{ day: '2026-11-27', salt: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(salts[0].salt).not.toBe(firstSalt.salt);
    const seen = await opened.database.db.selectFrom('visit_seen').select('day').execute();
    expect(seen).toEqual([{ day: '2026-11-27' }]);
  });

  it('keeps no address, user agent or campaign value in the hashes it compares', async () => {
    await intake.count(headers('203.0.113.1', PHONE), beacon(AD));
    await intake.close();
    const rows = await opened.database.db.selectFrom('visit_seen').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({ day: '2026-11-26', hash: expect.stringMatching(/^[0-9a-f]{64}$/) }),
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113|Android|mba-2027/);
  });
});
