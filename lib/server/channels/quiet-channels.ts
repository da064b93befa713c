import 'server-only';
import { CHANNEL_LABELS, PLATFORMS, type Platform } from '@/lib/channels/channel-names';
import { addDays, indiaDay, indiaReadable } from '@/lib/time/india-time';
import type { AdminNotice } from '../alerts/admin-notice';
import { logEvent } from '../http/http';
import { alertSenders, type AlertSender } from '../outbox/outbox-senders';
import type { ServerConfig } from '../server-config';
import { isoTimestamps } from '../store/iso-timestamps';
import type { Db } from '../store/schema';
import type { StoreDatabase } from '../store/store-database';
import { claimQuietNotice } from './channel-counts';
import { everyInterval } from './every-interval';

// A lead channel gone quiet (docs/operations.md#quiet-channels): a platform that usually brings
// leads (on at least USUAL_DAYS of the week's seven days before today) and has brought none for
// CHANNEL_QUIET_HOURS most often has a broken webhook, an expired token or a paused campaign,
// which no failed request shows. The admins are told on the lead alerts' channels, once per
// channel and India day: the day's claim is a row of channel_counts (migration 033), which one
// instance alone inserts, so two instances never both tell.

/** A channel usually brings leads when it brought some on this many of the last week's days. */
export const USUAL_DAYS = 3;
const WEEK_DAYS = 7;
/** How often each instance looks: well inside a threshold of an hour or more. */
export const QUIET_CHECK_EVERY_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

export type QuietChannel = { channel: Platform; lastLeadAt: string; daysWithLeads: number };

/** The platforms that usually bring leads and have brought none for `quietMs` at `now`. */
export async function quietChannels(db: Db, now: Date, quietMs: number): Promise<QuietChannel[]> {
  const today = indiaDay(now);
  const received = await db
    .selectFrom('channel_counts')
    .select(['channel', 'day', 'last_at'])
    .where('event', '=', 'received')
    .where('day', '>=', addDays(today, -WEEK_DAYS))
    .execute();
  return PLATFORMS.flatMap((channel) => {
    const rows = received.filter((row) => row.channel === channel);
    const daysWithLeads = rows.filter((row) => row.day < today).length;
    const lastLeadAt = rows
      .map((row) => row.last_at)
      .sort()
      .at(-1);
    return lastLeadAt &&
      daysWithLeads >= USUAL_DAYS &&
      now.getTime() - Date.parse(lastLeadAt) >= quietMs
      ? [{ channel, lastLeadAt, daysWithLeads }]
      : [];
  });
}

/** What the admins are told of a quiet channel. */
export function quietNotice(quiet: QuietChannel, now: Date): AdminNotice {
  const label = CHANNEL_LABELS[quiet.channel];
  const hours = Math.floor((now.getTime() - Date.parse(quiet.lastLeadAt)) / HOUR_MS);
  return {
    key: `channel-quiet-${quiet.channel}-${indiaDay(now)}`,
    headline: `No lead from ${label} for ${hours} hours`,
    lines: [
      { label: 'Channel', value: label },
      { label: 'Last lead', value: indiaReadable(quiet.lastLeadAt) },
      { label: 'Usually', value: `leads on ${quiet.daysWithLeads} of the last 7 days` },
      {
        label: 'Check',
        value:
          'Channels in the inbox (/inbox/channels): refused webhooks, failed fetches, a token to renew; and whether the campaigns run',
      },
    ],
    fields: {
      event: 'channel_quiet',
      channel: quiet.channel,
      last_lead_at: quiet.lastLeadAt,
      days_with_leads: quiet.daysWithLeads,
    },
  };
}

export type NoticeSender = Pick<AlertSender, 'sendNotice'>;

/**
 * Sends the admins' notice at once on each alert channel (not queued: the next check tells again
 * if it still holds); a failed send is logged as `failedEvent`.
 */
export async function sendNotice(
  senders: readonly NoticeSender[],
  notice: AdminNotice,
  failedEvent: string,
) {
  for (const sender of senders) {
    const result = await sender.sendNotice(notice);
    if (!result.ok) logEvent('error', failedEvent, { ...notice.fields, detail: result.detail });
  }
}

/** Tells the admins of each quiet channel not yet told of today; the notices sent. */
export async function checkQuietChannels(
  db: Db,
  senders: readonly NoticeSender[],
  { now, quietMs }: { now: Date; quietMs: number },
): Promise<AdminNotice[]> {
  const sent: AdminNotice[] = [];
  for (const quiet of await quietChannels(db, now, quietMs)) {
    if (!(await claimQuietNotice(db, quiet.channel, now))) continue;
    const notice = quietNotice(quiet, now);
    logEvent('warn', 'channel_quiet', notice.fields);
    await sendNotice(senders, notice, 'channel_quiet_alert_failed');
    sent.push(notice);
  }
  return sent;
}

/** Checks every QUIET_CHECK_EVERY_MS when an alert channel is set; the stop waits for a check. */
export function startQuietChannelWatch(database: StoreDatabase, config: ServerConfig) {
  const channels = alertSenders(config);
  if (!channels.length) return async () => undefined;
  const senders = channels.map(({ sender }) => sender);
  const stop = everyInterval(
    () =>
      checkQuietChannels(database.db.withPlugin(isoTimestamps), senders, {
        now: new Date(),
        quietMs: config.channelQuietMs,
      }),
    QUIET_CHECK_EVERY_MS,
    'channel_quiet_check_failed',
  );
  return async () => {
    await stop();
    await Promise.all(senders.map((sender) => sender.close()));
  };
}
