/** @jest-environment node */
// The platforms' webhooks on both engines (docs/operations.md#lead-channels): Meta's
// subscription check and signed notifications read from a fake Graph API, Google's keyed leads;
// refusals counted, repeats and out-of-order notifications taken once, a deleted lead and an
// expired token told.
import { createHmac } from 'node:crypto';
import { startFakeGraphApi, type FakeGraphApi } from '@/test-support/fake-graph-api';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import { serverConfig } from '../server-config';
import { isoTimestamps } from '../store/iso-timestamps';
import { channelHealth } from './channel-counts';
import { handleGoogleLead } from './google-webhook';
import { handleMetaNotification, handleMetaVerify } from './meta-webhook';

const APP_SECRET = '0123456789abcdef0123456789abcdef';
const VERIFY_TOKEN = 'verify-token-of-ours';
const PAGE_TOKEN = 'EAAGpagetoken1234567890';
const GOOGLE_KEY = 'google-key-of-ours-123';

const sign = (body: string, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

const notification = (...leads: string[]) =>
  JSON.stringify({
    object: 'page',
    entry: [
      {
        id: 'PAGE-1',
        time: 1765015200,
        changes: leads.map((id) => ({
          field: 'leadgen',
          value: { leadgen_id: id, form_id: 'F-77', page_id: 'PAGE-1', created_time: 1765015200 },
        })),
      },
    ],
  });

const postMeta = (body: string, signature = sign(body)) =>
  new Request('http://localhost/api/channels/meta', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature },
    body,
  });

const graphLead = (id: string, phone: string, minute: number) => ({
  id,
  created_time: `2026-12-06T10:${String(minute).padStart(2, '0')}:00+0000`,
  field_data: [
    { name: 'full_name', values: [`Student ${id}`] },
    { name: 'phone_number', values: [phone] },
    { name: 'email', values: [`s${id}@example.in`] },
    { name: 'city', values: ['Noida'] },
  ],
  ad_id: 'AD-3',
  adset_id: 'AS-2',
  campaign_id: 'C-1',
  campaign_name: 'Amity MBA Jan',
  form_id: 'F-77',
  is_organic: false,
  platform: 'ig',
});

const googleLead = (overrides: Record<string, unknown> = {}) =>
  new Request('http://localhost/api/channels/google', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      lead_id: 'TeSter-123-ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      api_version: '1.0',
      form_id: 40000000,
      campaign_id: 20000000,
      adgroup_id: 30000000,
      creative_id: 50000000,
      gcl_id: 'Cj0KCQjw-example',
      google_key: GOOGLE_KEY,
      is_test: false,
      user_column_data: [
        { column_id: 'FULL_NAME', string_value: 'Kabir Singh', column_name: 'Full Name' },
        { column_id: 'PHONE_NUMBER', string_value: '+91 98111 22334' },
        { column_id: 'EMAIL', string_value: 'kabir@example.in' },
        { column_id: 'CITY', string_value: 'Lucknow' },
      ],
      ...overrides,
    }),
  });

describe.each(ENGINES)('%s lead channel webhooks', (engine) => {
  let database: TestDatabase;
  let ctx: SiteContext;
  let graph: FakeGraphApi;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    graph = await startFakeGraphApi();
    ctx = await createSiteContext(
      serverConfig({
        ...database.env,
        META_APP_SECRET: APP_SECRET,
        META_VERIFY_TOKEN: VERIFY_TOKEN,
        META_PAGE_ACCESS_TOKEN: PAGE_TOKEN,
        GRAPH_API_BASE: graph.base,
        GOOGLE_LEAD_FORM_KEY: GOOGLE_KEY,
      }),
    );
  });
  afterEach(async () => {
    await closeSiteContext(ctx);
    await graph.close();
    await database.drop();
  });

  const db = () => ctx.store.database.db.withPlugin(isoTimestamps);
  const leads = () =>
    db()
      .selectFrom('leads')
      .select(['channel', 'channel_lead_id', 'phone', 'gclid', 'utm_campaign', 'suspected_reason'])
      .orderBy('id')
      .execute();
  const health = async (channel: 'meta' | 'google') =>
    (await channelHealth(db(), [channel], new Date()))[0].today;

  it("answers Meta's subscription check only with our verify token, counting a refusal", async () => {
    const verify = (token: string) =>
      handleMetaVerify(
        new Request(
          `http://localhost/api/channels/meta?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
        ),
        ctx,
      );
    const good = await verify(VERIFY_TOKEN);
    expect(good.status).toBe(200);
    expect(await good.text()).toBe('1158201444');
    expect((await verify('guess')).status).toBe(403);
    expect((await health('meta')).refused).toBe(1);
  });

  it('reads each notified lead with the page token and takes it in with its campaign', async () => {
    graph.leads.set('9001', graphLead('9001', '9811111111', 1));
    const response = await handleMetaNotification(postMeta(notification('9001')), ctx);
    expect(response.status).toBe(200);
    expect(graph.calls).toEqual([{ path: '/9001', authorization: `Bearer ${PAGE_TOKEN}` }]);
    expect(await leads()).toEqual([
      {
        channel: 'meta',
        channel_lead_id: '9001',
        phone: '9811111111',
        gclid: null,
        utm_campaign: 'Amity MBA Jan',
        suspected_reason: null,
      },
    ]);
    expect((await health('meta')).received).toBe(1);
  });

  it('refuses a forged or missing signature, reads nothing and counts it', async () => {
    const body = notification('9001');
    const forged = await handleMetaNotification(postMeta(body, sign(body, 'f'.repeat(32))), ctx);
    expect(forged.status).toBe(403);
    const tampered = await handleMetaNotification(postMeta(notification('9002'), sign(body)), ctx);
    expect(tampered.status).toBe(403);
    expect(graph.calls).toEqual([]);
    expect(await leads()).toEqual([]);
    expect((await health('meta')).refused).toBe(2);
  });

  it('takes repeated and out-of-order notifications once each', async () => {
    for (const [id, minute] of [
      ['9001', 1],
      ['9002', 2],
      ['9003', 3],
    ] as const)
      graph.leads.set(id, graphLead(id, `98111111${minute}0`, minute));
    for (const body of [
      notification('9003'),
      notification('9001', '9003'),
      notification('9002', '9001'),
    ])
      expect((await handleMetaNotification(postMeta(body), ctx)).status).toBe(200);
    expect((await leads()).map((lead) => lead.channel_lead_id)).toEqual(['9003', '9001', '9002']);
  });

  it('counts a deleted lead as a failed fetch and an expired token as one to renew', async () => {
    expect((await handleMetaNotification(postMeta(notification('gone')), ctx)).status).toBe(200);
    graph.leads.set('9001', graphLead('9001', '9811111111', 1));
    graph.state.tokenExpired = true;
    expect((await handleMetaNotification(postMeta(notification('9001')), ctx)).status).toBe(200);
    expect(await leads()).toEqual([]);
    expect(await health('meta')).toMatchObject({ fetch_failed: 1, token_expired: 1 });
  });

  it("takes Google's keyed lead once with its click id, and refuses and counts a wrong key", async () => {
    expect((await handleGoogleLead(googleLead(), ctx)).status).toBe(200);
    expect((await handleGoogleLead(googleLead(), ctx)).status).toBe(200);
    const refused = await handleGoogleLead(googleLead({ google_key: 'not-the-key' }), ctx);
    expect(refused.status).toBe(403);
    expect(await leads()).toEqual([
      {
        channel: 'google',
        channel_lead_id: 'TeSter-123-ABCDEFGHIJKLMNOPQRSTUVWXYZ',
        phone: '9811122334',
        gclid: 'Cj0KCQjw-example',
        utm_campaign: 'campaign 20000000',
        suspected_reason: null,
      },
    ]);
    expect(await health('google')).toMatchObject({ received: 1, refused: 1 });
  });

  it("holds Google's test lead apart, labelled as a test", async () => {
    expect((await handleGoogleLead(googleLead({ is_test: true }), ctx)).status).toBe(200);
    expect((await leads())[0].suspected_reason).toBe(
      'test lead from Google Ads lead forms (the platform marked it as a test)',
    );
  });
});
