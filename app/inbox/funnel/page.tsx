import type { Metadata } from 'next';
import { FunnelCharts } from '@/components/funnel/funnel-charts';
import { FunnelRangeForm } from '@/components/funnel/funnel-range-form';
import { FunnelTable } from '@/components/funnel/funnel-table';
import { SpendForms } from '@/components/funnel/spend-forms';
import { SpendList } from '@/components/funnel/spend-list';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { textLink } from '@/components/ui/text-link';
import { funnelCopy } from '@/content/inbox-funnel';
import { MAX_DAYS } from '@/lib/funnel/funnel-values';
import { funnelCsvPath, funnelPath } from '@/lib/inbox/inbox-paths';
import { funnelQuery, funnelSearch } from '@/lib/server/funnel/funnel-params';
import { inboxPages } from '@/lib/inbox/inbox-pages';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';

export const metadata: Metadata = { title: funnelCopy.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const single = (params: Record<string, string | string[] | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value]] : [],
    ),
  );

/** Visits to admissions per campaign, with what they cost (docs/leads.md); admins only, logged. */
export default async function FunnelPage({ searchParams }: Props) {
  const params = single(await searchParams);
  const { range, grouping, problem } = funnelQuery(params);
  const here = `${funnelPath}${params.size ? `?${params.toString()}` : ''}`;
  const { operator, services } = await operatorPage(here, inboxPages.funnel.permission);
  const funnel = await services.funnel.funnel(range, grouping);
  const spend = await services.spend.list(range.from.slice(0, 7), range.to.slice(0, 7));
  const empty = !funnel.rows.length;
  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 text-ink">
        <h1 className="text-2xl font-bold">{funnelCopy.title}</h1>
        <p className="max-w-3xl">{funnelCopy.intro}</p>
        <FunnelRangeForm range={range} grouping={grouping} />
        {problem && (
          <p role="status" className="font-semibold text-red-900">
            {problem === 'bad-range' ? funnelCopy.badRange : funnelCopy.longRange(MAX_DAYS)}
          </p>
        )}
        <p>
          <a href={`${funnelCsvPath}?${funnelSearch(range, grouping)}`} className={textLink}>
            {funnelCopy.download}
          </a>
        </p>
        {empty ? <p>{funnelCopy.noData}</p> : <FunnelTable funnel={funnel} />}
        {!empty && <FunnelCharts funnel={funnel} />}
        <section aria-labelledby="spend-title" className="flex flex-col gap-3">
          <h2 id="spend-title" className="text-xl font-bold">
            {funnelCopy.spendTitle}
          </h2>
          <p className="max-w-3xl">{funnelCopy.spendIntro}</p>
          <SpendForms month={range.to.slice(0, 7)} />
          <SpendList entries={spend} />
        </section>
      </main>
    </>
  );
}
