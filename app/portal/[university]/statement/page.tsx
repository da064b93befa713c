import type { Metadata } from 'next';
import { PortalHeader } from '@/components/portal/portal-header';
import { PortalReportLinks } from '@/components/portal/portal-report-links';
import { StatementMonthForm } from '@/components/portal/statement-month-form';
import { StatementTable } from '@/components/portal/statement-table';
import { textLink } from '@/components/ui/text-link';
import { statementCopy as copy } from '@/content/portal-statement';
import { portalStatementCsvPath, portalStatementPath } from '@/lib/portal/portal-report-paths';
import { isMonth, previousMonth } from '@/lib/time/months';
import { portalPage } from '@/lib/server/inbox-entries/operator-guard';
import { indiaDay } from '@/lib/time/india-time';

export const metadata: Metadata = { title: copy.title };

type Props = {
  params: Promise<{ university: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A university's statement of a month (docs/operations.md#monthly-statements); logged. */
export default async function StatementPage({ params, searchParams }: Props) {
  const { university } = await params;
  const asked = (await searchParams).month;
  const lastMonth = previousMonth(indiaDay(new Date()).slice(0, 7));
  const month = isMonth(asked) ? asked : lastMonth;
  const { actor, portal } = await portalPage(university, portalStatementPath(university, month));
  const statement = await portal.statement(month);
  return (
    <>
      <PortalHeader actor={actor} />
      <PortalReportLinks university={university} current="statement" />
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
        <h1 className="text-2xl font-bold">{copy.title}</h1>
        <p className="max-w-3xl">{copy.intro}</p>
        <StatementMonthForm action={portalStatementPath(university)} month={month} />
        {asked !== undefined && !isMonth(asked) && (
          <p role="status" className="font-semibold text-red-900">
            {copy.badMonth}
          </p>
        )}
        <StatementTable universityName={actor.university.name} statement={statement} />
        <p>
          <a href={portalStatementCsvPath(university, month)} className={textLink}>
            {copy.download}
          </a>
        </p>
      </main>
    </>
  );
}
