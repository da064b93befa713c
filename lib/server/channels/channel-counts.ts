import 'server-only';
import type { Channel } from '@/lib/channels/channel-names';
import { indiaDay } from '@/lib/time/india-time';
import type { Db } from '../store/schema';

// What the admins' channel health shows (docs/operations.md#channel-health), counted per channel
// and day in the store (migration 033) so that every instance adds to the same figures.

export const CHANNEL_EVENTS = [
  'received',
  'refused',
  'fetch_failed',
  'token_expired',
  'backfilled',
] as const;
export type ChannelEvent = (typeof CHANNEL_EVENTS)[number];

/** `count` more `event`s on `channel` at `at` (its day in India, as every count in the inbox). */
export async function countChannelEvent(
  db: Db,
  channel: Channel,
  event: ChannelEvent,
  at: Date,
  count = 1,
) {
  const last_at = at.toISOString();
  await db
    .insertInto('channel_counts')
    .values({ channel, day: indiaDay(at), event, count, last_at })
    .onConflict((conflict) =>
      conflict
        .columns(['channel', 'day', 'event'])
        .doUpdateSet((eb) => ({ count: eb('channel_counts.count', '+', count), last_at })),
    )
    .execute();
}

/** The channel_counts event that claims a day's quiet-channel notice (quiet-channels.ts). */
const QUIET_NOTICE = 'quiet_alerted';

/** Claims the day's notice of a quiet channel; false when another check (any instance's) had it. */
export async function claimQuietNotice(db: Db, channel: Channel, now: Date) {
  const claimed = await db
    .insertInto('channel_counts')
    .values({
      channel,
      day: indiaDay(now),
      event: QUIET_NOTICE,
      count: 1,
      last_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['channel', 'day', 'event']).doNothing())
    .returning('channel')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The day column of a failure notice's claim: one row per channel and kind, for every day. */
const ANY_DAY = '-';

/**
 * Claims a failed fetch's notice (fetch-failure-notice.ts): true when this channel's `kind` of
 * failure told nobody within `everyMs`. One statement, so that of two instances failing at once
 * one alone claims it: the row is made, or moved on only where its last notice is old enough.
 */
export async function claimFailureNotice(
  db: Db,
  channel: Channel,
  kind: string,
  now: Date,
  everyMs: number,
) {
  const last_at = now.toISOString();
  const claimed = await db
    .insertInto('channel_counts')
    .values({ channel, day: ANY_DAY, event: `${kind}_alerted`, count: 1, last_at })
    .onConflict((conflict) =>
      conflict
        .columns(['channel', 'day', 'event'])
        .doUpdateSet((eb) => ({ count: eb('channel_counts.count', '+', 1), last_at }))
        .where('channel_counts.last_at', '<=', new Date(now.getTime() - everyMs).toISOString()),
    )
    .returning('channel')
    .executeTakeFirst();
  return claimed !== undefined;
}

export type ChannelHealth = {
  channel: Channel;
  lastLeadAt: string | null;
  /** Today's counts of each event (India's day). */
  today: Record<ChannelEvent, number>;
  /** When a fetch last failed, to tell the admins what to renew. */
  lastFetchFailureAt: string | null;
};

/** Each channel's health at `now`. */
export async function channelHealth(db: Db, channels: readonly Channel[], now: Date) {
  const day = indiaDay(now);
  const [counts, last] = await Promise.all([
    db.selectFrom('channel_counts').selectAll().where('day', '=', day).execute(),
    db
      .selectFrom('channel_counts')
      .select(['channel', 'event', (eb) => eb.fn.max('last_at').as('last_at')])
      .where('event', 'in', ['received', 'fetch_failed'])
      .groupBy(['channel', 'event'])
      .execute(),
  ]);
  const lastOf = (channel: Channel, event: ChannelEvent) =>
    last.find((row) => row.channel === channel && row.event === event)?.last_at ?? null;
  return channels.map((channel): ChannelHealth => ({
    channel,
    lastLeadAt: lastOf(channel, 'received'),
    lastFetchFailureAt: lastOf(channel, 'fetch_failed'),
    today: Object.fromEntries(
      CHANNEL_EVENTS.map((event) => [
        event,
        Number(counts.find((row) => row.channel === channel && row.event === event)?.count ?? 0),
      ]),
    ) as Record<ChannelEvent, number>,
  }));
}
