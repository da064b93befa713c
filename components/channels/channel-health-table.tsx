import { channelsCopy as copy } from '@/content/inbox-channels';
import { CHANNEL_LABELS } from '@/lib/channels/channel-names';
import { indiaReadable } from '@/lib/time/india-time';
import type { ChannelHealth } from '@/lib/server/channels/channel-counts';

const cell = 'px-2 py-1 text-left align-top';

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
      {/* Scrolls sideways on a phone: a region keyboard users can focus and scroll. */}
      <div role="region" aria-label={copy.caption} tabIndex={0} className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="pb-1 text-left font-semibold">{copy.caption}</caption>
          <thead>
            <tr className="border-b border-gray-300">
              {[
                copy.channel,
                copy.lastLead,
                copy.today,
                copy.refused,
                copy.fetchFailed,
                copy.backfilled,
              ].map((heading) => (
                <th key={heading} scope="col" className={cell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {health.map(({ channel, lastLeadAt, today }) => (
              <tr key={channel} className="border-b border-gray-200">
                <th scope="row" className={`${cell} font-semibold`}>
                  {CHANNEL_LABELS[channel]}
                </th>
                <td className={cell}>
                  {lastLeadAt ? (
                    <time dateTime={lastLeadAt}>{indiaReadable(lastLeadAt)}</time>
                  ) : (
                    copy.never
                  )}
                </td>
                <td className={cell}>{today.received}</td>
                <td className={cell}>{today.refused}</td>
                <td className={cell}>{today.fetch_failed + today.token_expired}</td>
                <td className={cell}>{today.backfilled}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
