import type { Metadata } from 'next';
import { PortalHeader } from '@/components/portal/portal-header';
import { PortalReportLinks } from '@/components/portal/portal-report-links';
import { EnrolmentSheetForm } from '@/components/portal/enrolment-sheet-form';
import { EnrolmentSheetResult } from '@/components/portal/enrolment-sheet-result';
import { enrolmentSheetCopy as copy } from '@/content/portal-sheet';
import { enrolmentSheetUploadPath } from '@/lib/channels/sheet-limits';
import { portalSheetPath } from '@/lib/portal/portal-report-paths';
import { portalPage } from '@/lib/server/inbox-entries/operator-guard';
import { resultOfQuery } from '@/lib/server/portal/sheet-result-query';

export const metadata: Metadata = { title: copy.title };

type Props = {
  params: Promise<{ university: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A university's enrolment sheet (docs/operations.md#enrolment-sheets): the upload, and its result. */
export default async function EnrolmentSheetPage({ params, searchParams }: Props) {
  const { university } = await params;
  const { actor } = await portalPage(university, portalSheetPath(university));
  const given = (await searchParams).result;
  const result = resultOfQuery(typeof given === 'string' ? given : undefined);
  return (
    <>
      <PortalHeader actor={actor} />
      <PortalReportLinks university={university} current="sheet" />
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
        <h1 className="text-2xl font-bold">{copy.title}</h1>
        {/* The answer to an upload first: the page opens at its top. */}
        {result && <EnrolmentSheetResult result={result} />}
        <p className="max-w-3xl">{copy.intro}</p>
        <section aria-labelledby="statuses-heading" className="max-w-3xl">
          <h2 id="statuses-heading" className="font-semibold">
            {copy.statusesHeading}
          </h2>
          <ul className="list-disc pl-5">
            {copy.statuses.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        {actor.agencyView ? (
          <p className="max-w-3xl font-semibold">{copy.agencyView}</p>
        ) : (
          <EnrolmentSheetForm action={enrolmentSheetUploadPath(university)} />
        )}
      </main>
    </>
  );
}
