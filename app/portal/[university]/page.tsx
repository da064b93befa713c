import type { Metadata } from 'next';
import { PortalFilters } from '@/components/portal/portal-filters';
import { PortalHeader } from '@/components/portal/portal-header';
import { PortalList } from '@/components/portal/portal-list';
import { PortalPager } from '@/components/portal/portal-pager';
import { PortalReportLinks } from '@/components/portal/portal-report-links';
import { buttonVariants } from '@/components/ui/button-variants';
import { portalCopy as copy } from '@/content/portal';
import { portalDownloadPath, portalPath } from '@/lib/portal/portal-paths';
import {
  filtersOf,
  portalPage as pageAsked,
  portalParams,
  portalQuery,
} from '@/lib/portal/portal-query';
import { portalPage } from '@/lib/server/inbox-entries/operator-guard';

export const metadata: Metadata = { title: 'Leads' };

type Props = {
  params: Promise<{ university: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * A university's delivered leads, newest first, searched and filtered by its URL, with its
 * downloads (docs/operations.md#the-university-portal). The guard hands the page the university's
 * services alone: it cannot list another's.
 */
export default async function PortalListPage({ params, searchParams }: Props) {
  const { university } = await params;
  const { actor, portal } = await portalPage(university, portalPath(university));
  const asked = portalParams(await searchParams);
  const page = pageAsked(asked);
  const { rows, total } = await portal.list(portalQuery(asked), page);
  const pages = Math.max(1, Math.ceil(total / portal.pageSize));
  const filters = filtersOf(asked);
  const download = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <>
      <PortalHeader actor={actor} />
      <PortalReportLinks university={university} current="leads" />
      <main className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6">
        <h1 className="text-2xl font-bold">{copy.listTitle(actor.university.name)}</h1>
        <p className="max-w-3xl">{copy.listIntro}</p>
        <PortalFilters university={university} params={asked} />
        <div className="flex flex-wrap items-center gap-3">
          <a href={portalDownloadPath(university, 'csv', filters)} className={download} download>
            {copy.downloadCsv}
          </a>
          <a href={portalDownloadPath(university, 'xlsx', filters)} className={download} download>
            {copy.downloadXlsx}
          </a>
        </div>
        <PortalList university={university} rows={rows} />
        <PortalPager
          university={university}
          params={asked}
          page={page}
          pages={pages}
          total={total}
        />
      </main>
    </>
  );
}
