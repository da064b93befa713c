import Link from 'next/link';
import { statusLabels } from '@/content/inbox-work';
import { queueCopy } from '@/content/inbox-queue';
import { inboxHome } from '@/lib/inbox/inbox-paths';
import { LEAD_STATUSES, type LeadStatus } from '@/lib/inbox/lead-work-values';
import { queueQuery, type QueueParams } from '@/lib/inbox/queue-params';
import { cn } from '@/lib/ui/cn';

/**
 * How many leads each status holds under the other filters, each a link to that status: one tap
 * from "all" to "new". The view shown is marked for eyes and for screen readers.
 */
export function StatusCounts({
  params,
  counts,
}: {
  params: QueueParams;
  counts: Record<LeadStatus, number>;
}) {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const current =
    params.status && (LEAD_STATUSES as readonly string[]).includes(params.status)
      ? params.status
      : undefined;
  const entries: [LeadStatus | undefined, string, number][] = [
    [undefined, queueCopy.all, total],
    ...LEAD_STATUSES.map((status): [LeadStatus, string, number] => [
      status,
      statusLabels[status],
      counts[status],
    ]),
  ];
  return (
    <nav aria-label={queueCopy.countsLabel}>
      {/* One row that scrolls sideways on a phone, so the leads start on the first screen. */}
      <ul className="relative -mx-4 flex gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {entries.map(([status, text, count]) => {
          const here = status === current;
          return (
            <li key={status ?? 'all'} className="shrink-0">
              <Link
                href={`${inboxHome}${queueQuery(params, { status, page: undefined })}`}
                aria-current={here ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-gray-300 bg-white px-3 text-sm font-semibold text-ink hover:border-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
                  here && 'border-brand-800 bg-brand-800 text-white',
                )}
              >
                {text}{' '}
                <span className={cn('tabular-nums', here ? 'text-white' : 'text-gray-700')}>
                  {count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
