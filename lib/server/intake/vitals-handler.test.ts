/** @jest-environment node */
import { sampleLeadRequest } from '@/test-support/sample-lead-request.mjs';
import { sampleBeacon } from '@/test-support/sample-vitals';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import { handleLeadSubmit } from './lead-handler';
import { serverConfig } from '../server-config';
import { VITALS_MAX_BODY_BYTES, handleVitals } from './vitals-handler';
import { VITALS_PER_MINUTE } from '../vitals/vitals-intake';

const DAY = 86_400_000;

const post = (body: unknown, headers: Record<string, string> = {}, path = '/api/vitals') =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.7', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe.each(ENGINES)('POST /api/vitals on %s', (engine) => {
  let database: TestDatabase;
  let ctx: SiteContext;
  const figures = async () => {
    await ctx.vitals.writer.flush();
    return ctx.vitals.store.figures(new Date(Date.now() - DAY));
  };

  beforeEach(async () => {
    database = await freshDatabase(engine);
    ctx = await createSiteContext(serverConfig({ ...database.env, RATE_LIMIT_POINTS: '5' }));
  });
  afterEach(async () => {
    await closeSiteContext(ctx);
    await database.drop();
  });

  it("stores each metric of a beacon under the page's route and device, and answers 202", async () => {
    const response = await handleVitals(post(sampleBeacon()), ctx);
    expect(response.status).toBe(202);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.text()).toBe('');
    expect(await figures()).toEqual(
      ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'].map((metric) =>
        expect.objectContaining({
          metric,
          route: '/college/[collegeId]/admission',
          device: 'phone',
          samples: 1,
        }),
      ),
    );
  });

  it("counts the beacon's visit once per visitor, and a bot's not at all", async () => {
    const visit = {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'mba-2027',
      click_id: true,
      form_started: false,
    };
    const phone = { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile' };
    for (const headers of [phone, phone, { 'User-Agent': 'Googlebot/2.1' }])
      expect((await handleVitals(post(sampleBeacon({ visit }), headers), ctx)).status).toBe(202);
    await ctx.vitals.visits.close();
    const counted = await ctx.store.database.db
      .selectFrom('visit_counts')
      .select(['utm_campaign', 'visits'])
      .execute();
    expect(counted).toEqual([{ utm_campaign: 'mba-2027', visits: 1 }]);
  });

  it.each([
    ['malformed JSON', '{"route": "/",', {}, 400],
    ['a body that is no object', '[1, 2]', {}, 400],
    ['another content type', JSON.stringify(sampleBeacon()), { 'Content-Type': 'text/plain' }, 415],
    [
      'an oversized body',
      JSON.stringify({ ...sampleBeacon(), padding: 'x'.repeat(VITALS_MAX_BODY_BYTES) }),
      {},
      413,
    ],
    ['a path with its query', sampleBeacon({ route: '/contact?q=typed' }), {}, 422],
  ])('refuses %s, storing nothing', async (_, body, headers, status) => {
    const response = await handleVitals(post(body, headers), ctx);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(expect.objectContaining({ status: false }));
    expect(await figures()).toEqual([]);
  });

  it("limits an address's beacons on their own: a flood never spends the lead API's budget", async () => {
    for (let i = 0; i < VITALS_PER_MINUTE; i++)
      expect((await handleVitals(post(sampleBeacon()), ctx)).status).toBe(202);
    const refused = await handleVitals(post(sampleBeacon()), ctx);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The same address's lead is taken: its budget (RATE_LIMIT_POINTS, 5 here) is untouched.
    const lead = await handleLeadSubmit(post(sampleLeadRequest, {}, '/api/b2b/leads/submit'), ctx);
    expect(lead.status).toBe(200);
    // Another address still reports.
    expect(
      (await handleVitals(post(sampleBeacon(), { 'X-Forwarded-For': '198.51.100.9' }), ctx)).status,
    ).toBe(202);
    expect((await figures()).find((figure) => figure.metric === 'LCP')?.samples).toBe(
      VITALS_PER_MINUTE + 1,
    );
  });

  // SQLite's store is one process's, and so is its limit (docs/architecture.md).
  (engine === 'postgres' ? it : it.skip)(
    'shares the limit among the instances on one store: an address cannot multiply it',
    async () => {
      const other = await createSiteContext(serverConfig(database.env));
      try {
        for (let i = 0; i < VITALS_PER_MINUTE; i++)
          expect((await handleVitals(post(sampleBeacon()), i % 2 ? other : ctx)).status).toBe(202);
        expect((await handleVitals(post(sampleBeacon()), other)).status).toBe(429);
        expect((await handleVitals(post(sampleBeacon()), ctx)).status).toBe(429);
      } finally {
        await closeSiteContext(other);
      }
    },
  );
});
