import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionAnswer } from '@/components/inbox/action-answer';
import { SheetSourcesTable } from '@/components/channels/sheet-sources-table';
import { SheetUploadForm } from '@/components/channels/sheet-upload-form';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { textLink } from '@/components/ui/text-link';
import { sheetsCopy as copy } from '@/content/inbox-sheets';
import { inboxHome, importPath } from '@/lib/inbox/inbox-paths';
import { inboxPages } from '@/lib/inbox/inbox-pages';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';

export const metadata: Metadata = { title: copy.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');
const count = (value: string | string[] | undefined) => Math.max(0, Number(one(value)) || 0);

/** What the address says the last post came to (the upload route, the sheet's actions). */
function outcomeOf(query: Record<string, string | string[] | undefined>) {
  if (query.done === 'imported')
    return {
      ok: true,
      message: copy.imported(
        one(query.source),
        count(query.stored),
        count(query.repeats),
        count(query.duplicates),
      ),
    };
  if (query.done === 'discarded') return { ok: true, message: copy.discarded };
  const problem = one(query.problem);
  return problem in copy.problems
    ? { ok: false, message: copy.problems[problem as keyof typeof copy.problems] }
    : null;
}

/** Where an admin uploads a portal's sheet (docs/operations.md#portal-sheets). */
export default async function ImportPage({ searchParams }: Props) {
  const { operator, services } = await operatorPage(importPath, inboxPages.sheets.permission);
  const [sources, query] = await Promise.all([services.sheets.sources(), searchParams]);
  const outcome = outcomeOf(query);
  const imported = query.done === 'imported' && one(query.source);
  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">{copy.title}</h1>
        <ActionAnswer state={outcome} />
        {imported && (
          <p>
            <Link
              href={`${inboxHome}?${new URLSearchParams({ campaign: imported }).toString()}`}
              className={textLink}
            >
              {copy.viewLeads(imported)}
            </Link>
          </p>
        )}
        <p className="max-w-3xl">{copy.intro}</p>
        <SheetUploadForm sources={sources.map(({ name }) => name)} source={one(query.source)} />
        <section aria-labelledby="sources-heading" className="flex flex-col gap-3">
          <h2 id="sources-heading" className="text-xl font-bold">
            {copy.sourcesHeading}
          </h2>
          <SheetSourcesTable sources={sources} />
        </section>
      </main>
    </>
  );
}
