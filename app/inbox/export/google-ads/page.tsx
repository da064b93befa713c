import type { Metadata } from 'next';
import { GoogleAdsExportForm } from '@/components/inbox/google-ads-export-form';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { exportCopy } from '@/content/inbox-records';
import { googleAdsExportPath } from '@/lib/inbox/inbox-paths';
import { queueParams, queueQuery } from '@/lib/inbox/queue-params';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';
import { conversionName } from '@/lib/validations/conversion-name';

export const metadata: Metadata = { title: exportCopy.googleAdsTitle };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Where the Google Ads export asks for the conversion action's name (admins): the view's filters
 * ride along, so the file holds the leads the queue showed.
 */
export default async function GoogleAdsExportPage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  const params = await searchParams;
  const { page: _page, ...filters } = queueParams(params);
  // Sent back by the export with the name as typed when it was refused (conversion-name.ts).
  const typed = typeof params.conversion === 'string' ? params.conversion : undefined;
  const checked = typed === undefined ? undefined : conversionName(typed);
  const refused = checked && !checked.ok ? checked : undefined;
  const stage = typeof params.stage === 'string' ? params.stage : '';
  const view = queueQuery(filters);
  const { operator } = await operatorPage(`${googleAdsExportPath}${view}`, {
    lead: ['export'],
  });
  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto max-w-5xl px-4 py-6">
        <div className="flex max-w-xl flex-col gap-4">
          <h1 className="text-2xl font-bold">{exportCopy.googleAdsTitle}</h1>
          <p className="text-gray-700">{exportCopy.googleAdsIntro}</p>
          <p>{exportCopy.filters(Object.keys(filters).length)}</p>
          <GoogleAdsExportForm
            filters={filters}
            typed={refused?.typed}
            problem={refused?.message}
            stage={stage}
          />
        </div>
      </main>
    </>
  );
}
