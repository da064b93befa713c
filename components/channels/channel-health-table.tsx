import { channelsCopy as copy } from '@/content/inbox-channels';
import { CHANNEL_LABELS } from '@/lib/channels/channel-names';
import { indiaReadable } from '@/lib/time/india-time';
import type { ChannelHealth } from '@/lib/server/channels/channel-counts';
import { CELL, ScrollTable } from './scroll-table';

/** Each channel's day: when its last lead came and what went wrong. */
export function ChannelHealthTable({ health }: { health: ChannelHealth[] }) {
  const expired = health.reduce((sum, channel) => sum + channel.today.token_expired, 0);
  return (
    <>
      {expired > 0 && (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
          {copy.tokenExpired(expired)}
        </p>
      )}
      <ScrollTable
        caption={copy.caption}
        headings={[
          copy.channel,
          copy.lastLead,
          copy.today,
          copy.refused,
          copy.fetchFailed,
          copy.backfilled,
        ]}
      >
        {health.map(({ channel, lastLeadAt, today }) => (
          <tr key={channel} className="border-b border-gray-200">
            <th scope="row" className={`${CELL} font-semibold`}>
              {CHANNEL_LABELS[channel]}
            </th>
            <td className={CELL}>
              {lastLeadAt ? (
                <time dateTime={lastLeadAt}>{indiaReadable(lastLeadAt)}</time>
              ) : (
                copy.never
              )}
            </td>
            <td className={CELL}>{today.received}</td>
            <td className={CELL}>{today.refused}</td>
            <td className={CELL}>{today.fetch_failed + today.token_expired}</td>
            <td className={CELL}>{today.backfilled}</td>
          </tr>
        ))}
      </ScrollTable>
    </>
  );
}
