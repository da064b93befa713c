import { createHmac } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect } from '@playwright/test';
import { startFakeGraphApi, type FakeGraphApi } from '@/test-support/fake-graph-api';
import { E2E_PORT } from './env';
import { siteOfFile, test } from './server-process';
import { uniquePerson } from './support';

// Issue 74 through the served site (runtime/serve.mjs and its method check): Meta's signed
// notification, read from a fake Graph API, and Google's keyed lead each become one lead however
// often they come; a forged signature and a wrong key are refused and counted. No page loads.

const PORT = E2E_PORT + 740;
const BASE = `http://127.0.0.1:${PORT}`;
const APP_SECRET = 'e2e0123456789abcdef0123456789abc';
const GOOGLE_KEY = 'e2e-google-lead-form-key';

let graph: FakeGraphApi;
test.beforeAll(async () => {
  graph = await startFakeGraphApi();
});
test.afterAll(async () => {
  await graph?.close();
});
const site = siteOfFile('channels', PORT, () => ({
  RATE_LIMIT_POINTS: '1000',
  META_APP_SECRET: APP_SECRET,
  META_VERIFY_TOKEN: 'e2e-verify-token',
  META_PAGE_ACCESS_TOKEN: 'EAAGe2epagetoken1234567890',
  GRAPH_API_BASE: graph.base,
  GOOGLE_LEAD_FORM_KEY: GOOGLE_KEY,
}));

/** The store's rows, read as the server left them (no command lists channel counts). */
function stored<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(site.dir, 'leads.db'), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const metaBody = (leadId: string) =>
  JSON.stringify({
    object: 'page',
    entry: [{ changes: [{ field: 'leadgen', value: { leadgen_id: leadId, form_id: 'F-e2e' } }] }],
  });
const signature = (body: string, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

test('Meta and Google leads come through the served webhooks once each; forgeries are refused and counted', async ({
  request,
}) => {
  const metaStudent = uniquePerson('meta');
  const googleStudent = uniquePerson('google');
  graph.leads.set('L-e2e-1', {
    id: 'L-e2e-1',
    created_time: new Date().toISOString(),
    form_id: 'F-e2e',
    campaign_id: 'C-e2e',
    campaign_name: 'Amity MBA e2e',
    field_data: [
      { name: 'full_name', values: [metaStudent.name] },
      { name: 'phone_number', values: [metaStudent.phone] },
      { name: 'email', values: [metaStudent.email] },
    ],
  });

  const verify = await request.get(
    `${BASE}/api/channels/meta?hub.mode=subscribe&hub.verify_token=e2e-verify-token&hub.challenge=4711`,
  );
  expect(verify.status()).toBe(200);
  expect(await verify.text()).toBe('4711');

  const body = metaBody('L-e2e-1');
  const postMeta = (sig: string) =>
    request.post(`${BASE}/api/channels/meta`, {
      headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': sig },
      data: body,
    });
  // Meta sends a notification again when it doubts the first arrived.
  expect((await postMeta(signature(body))).status()).toBe(200);
  expect((await postMeta(signature(body))).status()).toBe(200);
  const forged = await postMeta(signature(body, 'not-the-app-secret-0123456789abcd'));
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toEqual({ status: false, message: 'Refused' });

  const googleLead = (key: string) => ({
    lead_id: 'G-e2e-1',
    form_id: 'GF-e2e',
    campaign_id: '9911',
    adgroup_id: '8811',
    creative_id: '7711',
    gcl_id: 'Cj0e2eGclid',
    google_key: key,
    is_test: false,
    user_column_data: [
      { column_id: 'FULL_NAME', string_value: googleStudent.name },
      { column_id: 'PHONE_NUMBER', string_value: googleStudent.phone },
      { column_id: 'EMAIL', string_value: googleStudent.email },
    ],
  });
  expect(
    (await request.post(`${BASE}/api/channels/google`, { data: googleLead(GOOGLE_KEY) })).status(),
  ).toBe(200);
  expect(
    (await request.post(`${BASE}/api/channels/google`, { data: googleLead(GOOGLE_KEY) })).status(),
  ).toBe(200);
  const wrongKey = await request.post(`${BASE}/api/channels/google`, {
    data: googleLead('a-guessed-key'),
  });
  expect(wrongKey.status()).toBe(403);

  // The served site's method check lets through only what each webhook takes.
  expect((await request.get(`${BASE}/api/channels/google`)).status()).toBe(405);

  expect(
    stored(
      `select channel, channel_lead_id, campaign_id, form_id, gclid, email from leads
       where channel <> 'site' order by channel`,
    ),
  ).toEqual([
    {
      channel: 'google',
      channel_lead_id: 'G-e2e-1',
      campaign_id: '9911',
      form_id: 'GF-e2e',
      gclid: 'Cj0e2eGclid',
      email: googleStudent.email,
    },
    {
      channel: 'meta',
      channel_lead_id: 'L-e2e-1',
      campaign_id: 'C-e2e',
      form_id: 'F-e2e',
      gclid: null,
      email: metaStudent.email,
    },
  ]);
  expect(
    stored(
      `select channel, event, count from channel_counts where event in ('received', 'refused')
       order by channel, event`,
    ),
  ).toEqual([
    { channel: 'google', event: 'received', count: 1 },
    { channel: 'google', event: 'refused', count: 1 },
    { channel: 'meta', event: 'received', count: 1 },
    { channel: 'meta', event: 'refused', count: 1 },
  ]);
});
