/** @jest-environment node */
// A Meta lead that cannot be read tells the admins (docs/operations.md#meta-lead-ads), on both
// engines, against the fake Graph API and the admins' webhook on loopback: an expired token names
// META_PAGE_ACCESS_TOKEN to renew, once however many leads fail, and again only once six hours have
// passed; Meta failing to answer is its own notice; a deleted lead tells nobody. No notice carries
// the lead's id or answers.
import { startFakeGraphApi, type FakeGraphApi } from '@/test-support/fake-graph-api';
import { channelContext } from '@/test-support/channel-context';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { startWebhookReceiver, type WebhookReceiver } from '@/test-support/webhook-receiver';
import { serverConfig } from '../server-config';
import type { ChannelContext } from './channel-context';
import { FAILURE_NOTICE_EVERY_MS } from './fetch-failure-notice';
import { graphFailed, takeMetaLead } from './meta-webhook';

describe.each(ENGINES)('%s failed fetches told to the admins', (engine) => {
  let database: TestDatabase;
  let graph: FakeGraphApi;
  let receiver: WebhookReceiver;
  let ctx: ChannelContext;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    graph = await startFakeGraphApi();
    receiver = await startWebhookReceiver();
    const config = serverConfig({
      ...database.env,
      META_APP_SECRET: 'fedcba9876543210fedcba9876543210',
      META_VERIFY_TOKEN: 'verify-token-of-ours',
      META_PAGE_ACCESS_TOKEN: 'EAAGpagetoken1234567890',
      GRAPH_API_BASE: graph.base,
      LEAD_ALERT_WEBHOOK_URL: receiver.url,
    });
    ctx = await channelContext(config, () => undefined);
  });
  afterEach(async () => {
    await ctx.store.close();
    await graph.close();
    await receiver.close();
    await database.drop();
  });

  it('names the token to renew once, tells a failing Meta apart, and repeats after six hours', async () => {
    graph.state.tokenExpired = true;
    expect(await takeMetaLead(ctx, 'L-7001', 'F-77')).toBeNull();
    expect(await takeMetaLead(ctx, 'L-7002', 'F-77')).toBeNull();
    expect(receiver.bodies).toEqual([
      {
        text: expect.stringContaining(
          '*Meta lead ads: renew META_PAGE_ACCESS_TOKEN*\n*Channel:* Meta lead ads\n*What:* Meta refused the page access token (expired or revoked)',
        ),
        notice: {
          event: 'channel_token_expired',
          channel: 'meta',
          renew: 'META_PAGE_ACCESS_TOKEN',
          at: expect.any(String),
        },
      },
    ]);
    expect(JSON.stringify(receiver.bodies)).not.toContain('L-700');

    const at = new Date((receiver.bodies[0].notice as { at: string }).at);
    const failed = { kind: 'failed' as const, detail: 'HTTP 502: Bad gateway for lead L-7003' };
    await graphFailed(ctx, 'L-7003', failed, at);
    await graphFailed(ctx, 'L-7004', failed, at);
    expect(receiver.bodies).toHaveLength(2);
    expect(receiver.bodies[1]).toEqual({
      text: expect.stringContaining(
        '*Meta lead ads: leads could not be read*\n*Channel:* Meta lead ads\n*What:* The Graph API answered HTTP 502',
      ),
      notice: {
        event: 'channel_fetch_failed',
        channel: 'meta',
        status: 'HTTP 502',
        at: at.toISOString(),
      },
    });
    expect(JSON.stringify(receiver.bodies[1])).not.toContain('L-7003');

    // A deleted lead: nothing to do, nobody told.
    await graphFailed(ctx, 'L-7005', { kind: 'gone', detail: 'HTTP 400' }, at);
    const token = { kind: 'token' as const, detail: 'HTTP 400: Session has expired' };
    await graphFailed(
      ctx,
      'L-7006',
      token,
      new Date(at.getTime() + FAILURE_NOTICE_EVERY_MS - 60_000),
    );
    expect(receiver.bodies).toHaveLength(2);
    await graphFailed(ctx, 'L-7007', token, new Date(at.getTime() + FAILURE_NOTICE_EVERY_MS + 1));
    expect(receiver.bodies).toHaveLength(3);
    expect(receiver.bodies[2].notice).toMatchObject({ event: 'channel_token_expired' });
  });
});
