import type { Metadata } from 'next';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { textLink } from '@/components/ui/text-link';
import { navCopy } from '@/content/inbox-queue';
import { exportCopy } from '@/content/inbox-records';
import { exportPath } from '@/lib/inbox/inbox-paths';
import { inboxPages } from '@/lib/inbox/inbox-pages';
import { queueParams, queueQuery } from '@/lib/inbox/queue-params';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';
import { cn } from '@/lib/ui/cn';

export const metadata: Metadata = { title: exportCopy.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const FORMATS = [
  ['csv', navCopy.exportCsv],
  ['json', navCopy.exportJson],
  ['google-ads', navCopy.exportGoogleAds],
] as const;

/**
 * The leads' downloads, for admins: all leads from the navigation, or the queue's view when its
 * "Export these leads" brings its filters along. Downloads are plain links: the browser saves
 * them without leaving the page.
 */
export default async function ExportsPage({ searchParams }: Props) {
  const { page: _page, ...filters } = queueParams(await searchParams);
  const view = queueQuery(filters);
  const { href, permission } = inboxPages.exports;
  const { operator } = await operatorPage(`${href}${view}`, permission);
  const query = view.replace(/^\?/, '&');
  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">{exportCopy.title}</h1>
        <p className="max-w-3xl text-gray-700">{exportCopy.intro}</p>
        <p>{exportCopy.filters(Object.keys(filters).length)}</p>
        <ul aria-label={exportCopy.formats} className="flex flex-col gap-1">
          {FORMATS.map(([format, label]) => (
            <li key={format}>
              <a
                href={`${exportPath}?format=${format}${query}`}
                className={cn(textLink, 'inline-flex min-h-11 items-center')}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
