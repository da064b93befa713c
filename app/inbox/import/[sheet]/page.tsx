import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionAnswer } from '@/components/inbox/action-answer';
import { SheetCheck } from '@/components/channels/sheet-check';
import { SheetMappingForm } from '@/components/channels/sheet-mapping-form';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { buttonVariants } from '@/components/ui/button-variants';
import { textLink } from '@/components/ui/text-link';
import { sheetsCopy as copy } from '@/content/inbox-sheets';
import { heldSheetPath, importPath } from '@/lib/inbox/inbox-paths';
import { inboxPages } from '@/lib/inbox/inbox-pages';
import { discardHeldSheet } from '@/lib/server/inbox-entries/sheet-actions';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';
import { indiaReadable } from '@/lib/time/india-time';

export const metadata: Metadata = { title: copy.title };

type Props = {
  params: Promise<{ sheet: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** What the address says the sheet's last form came to: never a word of the sheet. */
function outcomeOf(query: Record<string, string | string[] | undefined>) {
  if (query.done === 'mapped') return { ok: true, message: copy.mappingSaved };
  const problem = String(query.problem ?? '');
  return problem in copy.problems
    ? { ok: false, message: copy.problems[problem as keyof typeof copy.problems] }
    : null;
}

/**
 * An uploaded sheet, held for minutes: its source's columns mapped (pre-filled), its rows checked
 * with each problem's line, and imported all at once, or discarded (docs/operations.md#portal-sheets).
 */
export default async function HeldSheetPage({ params, searchParams }: Props) {
  const { sheet: id } = await params;
  const { operator, services } = await operatorPage(
    heldSheetPath(id),
    inboxPages.sheets.permission,
  );
  const [view, query] = await Promise.all([
    services.sheets.view(operator.id, id, new Date()),
    searchParams,
  ]);
  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
        {view === null ? (
          <>
            <h1 className="text-2xl font-bold">{copy.title}</h1>
            <ActionAnswer state={{ ok: false, message: copy.problems.gone }} />
            <p>
              <Link href={importPath} className={textLink}>
                {copy.uploadHeading}
              </Link>
            </p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold break-words">{copy.sheetTitle(view.sourceName)}</h1>
            <ActionAnswer state={outcomeOf(query)} />
            <p className="break-words">
              {copy.sheetFacts(view.fileName, view.rowCount, indiaReadable(view.expiresAt))}
            </p>
            <SheetMappingForm sheetId={view.id} headers={view.headers} mapping={view.mapping} />
            <SheetCheck
              sheetId={view.id}
              check={view.check}
              mark={view.checkedMapping}
              sample={view.sample}
              importedAt={view.importedAt}
            />
            <form action={discardHeldSheet}>
              <input type="hidden" name="sheet" value={view.id} />
              <button type="submit" className={buttonVariants({ variant: 'outline', size: 'md' })}>
                {copy.discard}
              </button>
            </form>
          </>
        )}
      </main>
    </>
  );
}
