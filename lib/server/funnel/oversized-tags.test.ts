/** @jest-environment node */
import { sampleLeadRequest } from '@/test-support/sample-lead-request.mjs';
import { sampleBeacon } from '@/test-support/sample-vitals';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import { handleLeadSubmit } from '../intake/lead-handler';
import { handleVitals } from '../intake/vitals-handler';
import { serverConfig } from '../server-config';

// PostgreSQL refuses a btree entry over 2,704 bytes: the visit counts' key holds three tags, the
// leads' funnel indexes the campaign and the source twice each. 500 CJK characters are 1,500
// bytes in UTF-8; capped at 100 characters, every tag fits (docs/operations.md#hardening-round-five-issue-69-what-each-mend-protects-against).

const CJK = '漢'.repeat(500);
const PHONE = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile';

const post = (path: string, body: unknown, address: string) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': address,
      'User-Agent': PHONE,
    },
    body: JSON.stringify(body),
  });

describe.each(ENGINES)('500 CJK characters in every tag, on %s', (engine) => {
  let database: TestDatabase;
  let ctx: SiteContext;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    ctx = await createSiteContext(serverConfig(database.env));
  });
  afterEach(async () => {
    await closeSiteContext(ctx);
    await database.drop();
  });

  it('counts the whole visit batch, the oversized visit with the others', async () => {
    const tags = (utm_campaign: string) => ({
      utm_source: utm_campaign === CJK ? CJK : 'google',
      utm_medium: utm_campaign === CJK ? CJK : 'cpc',
      utm_campaign,
      click_id: false,
      form_started: false,
    });
    for (const [i, campaign] of ['before', CJK, 'after'].entries())
      expect(
        (
          await handleVitals(
            post('/api/vitals', sampleBeacon({ visit: tags(campaign) }), `203.0.113.${i}`),
            ctx,
          )
        ).status,
      ).toBe(202);
    await ctx.vitals.visits.close();
    const rows = await ctx.store.database.db
      .selectFrom('visit_counts')
      .select(['utm_campaign', 'visits'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { utm_campaign: 'before', visits: 1 },
      { utm_campaign: '漢'.repeat(100), visits: 1 },
      { utm_campaign: 'after', visits: 1 },
    ]);
  });

  it('stores a lead whose landing URL carries them, with 100 characters of each', async () => {
    const landing_url = `https://leadwise.example/?utm_source=${CJK}&utm_medium=${CJK}&utm_campaign=${CJK}`;
    const response = await handleLeadSubmit(
      post('/api/b2b/leads/submit', { ...sampleLeadRequest, landing_url }, '203.0.113.9'),
      ctx,
    );
    expect(response.status).toBe(200);
    const lead = await ctx.store.database.db
      .selectFrom('leads')
      .select(['utm_source', 'utm_medium', 'utm_campaign', 'landing_url'])
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({
      utm_source: '漢'.repeat(100),
      utm_medium: '漢'.repeat(100),
      utm_campaign: '漢'.repeat(100),
      landing_url,
    });
  });
});
