/** @jest-environment node */
// A quiet channel alerts the admins (docs/operations.md#quiet-channels), on both engines with the
// clock given to each check: Meta's lead ads, which brought leads every day of the week, bring
// none for longer than the threshold, and the admins' webhook hears of it once that day, however
// many checks (of any instance) follow; a channel that seldom brings leads, or did an hour ago,
// is no news.
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { startWebhookReceiver, type WebhookReceiver } from '@/test-support/webhook-receiver';
import { webhookSender } from '../outbox/webhook-sender';
import { isoTimestamps } from '../store/iso-timestamps';
import { countChannelEvent } from './channel-counts';
import { checkQuietChannels } from './quiet-channels';

const HOUR = 3_600_000;
const QUIET_MS = 6 * HOUR;
/** 16:00 in India on 6 December. */
const NOW = new Date('2026-12-06T10:30:00.000Z');
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

describe.each(ENGINES)('%s quiet channels', (engine) => {
  const store = withStore(engine);
  let receiver: WebhookReceiver;
  const db = () => store().database.db.withPlugin(isoTimestamps);
  const check = (now: Date, senders = [webhookSender(receiver.url, 5_000)]) =>
    checkQuietChannels(db(), senders, { now, quietMs: QUIET_MS });

  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });
  afterEach(async () => {
    await receiver.close();
  });

  it('tells the admins once a day of a channel that usually brings leads and has been quiet past the threshold', async () => {
    // Meta: a lead each of the last six days, the last one 7 hours ago (09:00 in India today).
    for (let day = 6; day >= 1; day -= 1)
      await countChannelEvent(db(), 'meta', 'received', hoursBefore(day * 24));
    await countChannelEvent(db(), 'meta', 'received', hoursBefore(7));
    // Google: leads on two days only, long ago: not a channel that usually brings leads.
    await countChannelEvent(db(), 'google', 'received', hoursBefore(48));
    await countChannelEvent(db(), 'google', 'received', hoursBefore(72));

    // An hour earlier Meta had been quiet for 6 hours less a minute: nothing yet.
    expect(await check(new Date(hoursBefore(1).getTime() - 60_000))).toEqual([]);
    const [notice, ...others] = await check(NOW);
    expect(others).toEqual([]);
    expect(notice.headline).toBe('No lead from Meta lead ads for 7 hours');
    expect(receiver.bodies).toEqual([
      {
        text: expect.stringContaining(
          '*No lead from Meta lead ads for 7 hours*\n*Channel:* Meta lead ads\n*Last lead:* 6 Dec 2026, 09:00 IST\n*Usually:* leads on 6 of the last 7 days',
        ),
        notice: {
          event: 'channel_quiet',
          channel: 'meta',
          last_lead_at: hoursBefore(7).toISOString(),
          days_with_leads: 6,
        },
      },
    ]);
    // Later checks the same day, this instance's or another's, tell nobody again.
    expect(await check(new Date(NOW.getTime() + 5 * 60_000))).toEqual([]);
    expect(await check(new Date(NOW.getTime() + 3 * HOUR))).toEqual([]);
    expect(receiver.bodies).toHaveLength(1);
  });

  it('stays silent for a channel whose lead came within the threshold', async () => {
    for (let day = 5; day >= 1; day -= 1)
      await countChannelEvent(db(), 'google', 'received', hoursBefore(day * 24));
    await countChannelEvent(db(), 'google', 'received', hoursBefore(1));
    expect(await check(NOW)).toEqual([]);
    expect(receiver.bodies).toEqual([]);
  });
});
