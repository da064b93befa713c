import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { QueueFilters } from '@/components/inbox/queue-filters';
import { QueueList } from '@/components/inbox/queue-list';
import { QueueLive } from '@/components/inbox/queue-live';
import { QueuePager } from '@/components/inbox/queue-pager';
import { SpeedToLeadSummary } from '@/components/inbox/speed-to-lead';
import { StatusCounts } from '@/components/inbox/status-counts';
import { textLink } from '@/components/ui/text-link';
import { inboxTitle } from '@/content/inbox';
import { queueCopy } from '@/content/inbox-queue';
import { exportCopy } from '@/content/inbox-records';
import { exportsPath, inboxHome } from '@/lib/inbox/inbox-paths';
import {
  queueFilter,
  queuePage,
  queueParams,
  queueQuery,
  type QueueParams,
} from '@/lib/inbox/queue-params';
import { hoursBeginOf } from '@/lib/assignment/hours-begin';
import { can } from '@/lib/inbox/roles';
import { DAY_MS } from '@/lib/time/day';
import { isoWeekInIndia } from '@/lib/time/india-time';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';

// Whole: the layout's title template applies to the pages below it, not to its own.
export const metadata: Metadata = { title: { absolute: `${queueCopy.title} · ${inboxTitle}` } };

const WEEK_MS = 7 * DAY_MS;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The queue (docs/leads.md): every lead its operator may work, newest first, filtered and searched
 * by its URL. A counsellor sees the unassigned leads and their own; an admin sees all, with how
 * fast leads are called back.
 */
export default async function InboxPage({ searchParams }: Props) {
  const sent = await searchParams;
  const params = queueParams(sent);
  // The form sends its empty fields too (`?q=4321&status=&kind=`): the view's one address,
  // the one a counsellor shares, has only what is chosen.
  if (Object.entries(sent).some(([name, value]) => params[name as keyof QueueParams] !== value))
    redirect(`${inboxHome}${queueQuery(params)}`);
  const view = queueQuery(params, { page: undefined });
  const { operator, leads, services } = await operatorPage(`${inboxHome}${queueQuery(params)}`);
  const filter = queueFilter(params, operator.id);
  const now = new Date();
  const admin = can(operator.role, { lead: ['export'] });
  const [queue, updates, speed, owners] = await Promise.all([
    leads.queue({ ...filter, page: queuePage(params) }),
    leads.updates(filter),
    admin ? services.speed.weekly(new Date(now.getTime() - 8 * WEEK_MS)) : null,
    admin ? services.speed.owners(now) : [],
  ]);
  const enquiries = await services.persons.enquiryCounts(queue.leads.map((lead) => lead.id));
  const offHours = queue.leads.some((lead) => lead.assignment_cause === 'off-hours');
  const hoursBegin = hoursBeginOf(
    queue.leads,
    new Map(
      (offHours ? await services.availability.list() : []).map((row) => [row.operatorId, row]),
    ),
    now,
  );
  const filtered = Object.keys(filter).length > 0;

  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-5xl flex-col gap-3 px-4 pb-4 pt-2 sm:gap-4 sm:pt-4">
        {/* On a phone the bar's marked "Queue" names the page, and the leads start higher. */}
        <h1 className="text-2xl font-bold max-sm:sr-only">{queueCopy.heading}</h1>
        <QueueFilters params={params} />
        <StatusCounts params={params} counts={queue.counts} />
        {queue.leads.length > 0 ? (
          <>
            <QueueList
              leads={queue.leads}
              enquiries={enquiries}
              now={now}
              hoursBegin={hoursBegin}
            />
            <QueuePager params={params} page={queue.page} pages={queue.pages} total={queue.total} />
          </>
        ) : queue.total > 0 ? (
          <p>
            {queueCopy.pastTheEnd}{' '}
            <Link href={`${inboxHome}${view}`} className={textLink}>
              {queueCopy.firstPage}
            </Link>
          </p>
        ) : (
          <p className="rounded-xl border border-gray-200 bg-white p-4">
            {filtered ? queueCopy.noMatch : queueCopy.empty}
          </p>
        )}
        {admin && (
          <p>
            <Link href={`${exportsPath}${view}`} className={textLink}>
              {exportCopy.thisView}
            </Link>
          </p>
        )}
        {/* Below the leads: a counsellor opens the queue to call someone, not to read figures. */}
        {speed && (
          <SpeedToLeadSummary
            speed={speed}
            owners={owners}
            thisWeek={isoWeekInIndia(now.toISOString())}
            lastWeek={isoWeekInIndia(new Date(now.getTime() - WEEK_MS).toISOString())}
          />
        )}
        <QueueLive after={updates.newest ?? 0} query={view.replace(/^\?/, '')} />
      </main>
    </>
  );
}
