/** @jest-environment node */
// Meta's missed webhooks back-filled on both engines (docs/operations.md#lead-channels): issue
// 74's goal, a burst of 1,000 notifications, a tenth of them repeats, several in flight at once as
// Meta sends them, around a five-minute gap of never-notified leads, ends with every lead once.
import { createHmac } from 'node:crypto';
import { startFakeGraphApi, type FakeGraphApi } from '@/test-support/fake-graph-api';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import { serverConfig } from '../server-config';
import { isoTimestamps } from '../store/iso-timestamps';
import { channelHealth } from './channel-counts';
import { backfillMeta } from './meta-backfill';
import { handleMetaNotification } from './meta-webhook';

jest.setTimeout(120_000);

const APP_SECRET = 'fedcba9876543210fedcba9876543210';
/** 900 leads notified, 100 of them twice: 1,000 notifications; 150 more in the gap. */
const LEADS = 1050;
/** A lead every two seconds: leads 600 to 749 are the five minutes the webhook was down. */
const GAP = { from: 600, to: 750 };
const SPACING_S = 2;
/** Notifications in flight at once. */
const IN_FLIGHT = 8;
/** The back-fill pass's time: an hour after the burst began. */
const PASS = new Date('2026-12-06T10:00:00.000Z');

const graphLead = (n: number) => ({
  id: `L${n}`,
  created_time: new Date(Date.UTC(2026, 11, 6, 9, 0, n * SPACING_S)).toISOString(),
  form_id: 'F-77',
  campaign_id: 'C-1',
  campaign_name: 'Amity MBA Jan',
  field_data: [
    { name: 'full_name', values: [`Student ${n}`] },
    { name: 'phone_number', values: [`9${String(100000000 + n)}`] },
  ],
});

const notify = (ctx: SiteContext, n: number) => {
  const body = JSON.stringify({
    object: 'page',
    entry: [{ changes: [{ field: 'leadgen', value: { leadgen_id: `L${n}`, form_id: 'F-77' } }] }],
  });
  const signature = `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
  return handleMetaNotification(
    new Request('http://localhost/api/channels/meta', {
      method: 'POST',
      headers: { 'X-Hub-Signature-256': signature },
      body,
    }),
    ctx,
  );
};

describe.each(ENGINES)('%s Meta back-fill', (engine) => {
  let database: TestDatabase;
  let ctx: SiteContext;
  let graph: FakeGraphApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    graph = await startFakeGraphApi({ pageSize: 25 });
    ctx = await createSiteContext(
      serverConfig({
        ...database.env,
        // What is counted here is leads, not what survives a power cut: SQLite syncs at each
        // checkpoint rather than each commit, so the burst takes seconds, not most of a minute.
        SQLITE_SYNCHRONOUS: 'NORMAL',
        META_APP_SECRET: APP_SECRET,
        META_VERIFY_TOKEN: 'verify-token-of-ours',
        META_PAGE_ACCESS_TOKEN: 'EAAGpagetoken1234567890',
        GRAPH_API_BASE: graph.base,
      }),
    );
  });
  afterEach(async () => {
    await closeSiteContext(ctx);
    await graph.close();
    await database.drop();
  });

  it('takes every lead of a burst with repeats and a gap once, the gap back-filled', async () => {
    for (let n = 0; n < LEADS; n += 1) graph.leads.set(`L${n}`, graphLead(n));
    const notified = Array.from({ length: LEADS }, (_, n) => n).filter(
      (n) => n < GAP.from || n >= GAP.to,
    );
    // A tenth of the burst are repeats, out of order: after every ninth lead, the lead three
    // places on is notified early, then again in its place.
    const burst = notified.flatMap((n, i) => [n, ...(i % 9 === 0 ? [notified[i + 3]] : [])]);
    const statuses: number[] = [];
    for (let i = 0; i < burst.length; i += IN_FLIGHT) {
      const batch = burst.slice(i, i + IN_FLIGHT).map((n) => notify(ctx, n));
      statuses.push(...(await Promise.all(batch)).map((response) => response.status));
    }
    expect(burst).toHaveLength(1000);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const counts = await backfillMeta(ctx, PASS);
    const stored = await ctx.store.database.db
      .selectFrom('leads')
      .select('channel_lead_id')
      .execute();
    const ids = stored.map((row) => row.channel_lead_id);
    console.log(
      `${engine}: ${burst.length} notifications (${burst.length - notified.length} repeats), ` +
        `${GAP.to - GAP.from} never notified; back-fill read ${counts.read}, took ${counts.backfilled}; ` +
        `${ids.length} leads stored, ${new Set(ids).size} distinct`,
    );
    expect(ids).toHaveLength(LEADS);
    expect(new Set(ids).size).toBe(LEADS);
    expect(counts).toEqual({
      forms: 1,
      read: expect.any(Number),
      backfilled: GAP.to - GAP.from,
      failed: 0,
    });
    // The first pass reads from the form's first lead stored, which leads in flight with it may
    // precede: at least every lead from the gap on.
    expect(counts.read).toBeGreaterThanOrEqual(LEADS - GAP.from);
    // The next pass reads only what came since this one, less its margin: nothing here.
    await expect(backfillMeta(ctx, new Date(PASS.getTime() + 60_000))).resolves.toEqual({
      forms: 1,
      read: 0,
      backfilled: 0,
      failed: 0,
    });
    const [health] = await channelHealth(
      ctx.store.database.db.withPlugin(isoTimestamps),
      ['meta'],
      PASS,
    );
    expect(health.today.backfilled).toBe(GAP.to - GAP.from);
  });
});
