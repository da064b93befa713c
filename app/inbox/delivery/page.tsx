import type { Metadata } from 'next';
import { CampaignTable } from '@/components/delivery/campaign-table';
import { DeliveryForms } from '@/components/delivery/delivery-forms';
import { ErasureTaskButton } from '@/components/delivery/erasure-task-button';
import { UniversityTable } from '@/components/delivery/university-table';
import { ActionAnswer } from '@/components/inbox/action-answer';
import { ReturnsAdmin, returnsAnswer } from '@/components/portal/returns-admin';
import { returnsAdminCopy } from '@/content/portal';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { deliveryPageCopy as copy } from '@/content/inbox-delivery';
import { getUniversity, universities } from '@/lib/catalogue/universities';
import type { ActionState } from '@/lib/inbox/action-state';
import { deliveryPath } from '@/lib/inbox/inbox-paths';
import { inboxPages } from '@/lib/inbox/inbox-pages';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';
import { indiaReadable } from '@/lib/time/india-time';

export const metadata: Metadata = { title: copy.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** What the last form came to, from the page's address: only our own words, by their key. */
function outcomeOf(query: Record<string, string | string[] | undefined>): ActionState {
  const university = getUniversity(String(query.university ?? ''))?.name ?? '';
  if (query.done === 'saved') return { ok: true, message: copy.saved(university) };
  if (query.done === 'off') return { ok: true, message: copy.turnedOff(university) };
  if (query.done === 'sheet') return { ok: true, message: copy.sheetSaved(university) };
  if (query.done === 'task') return { ok: true, message: copy.taskFinished };
  const problem = String(query.problem ?? '');
  if (problem === 'unavailable') return { ok: false, message: copy.unavailable };
  if (problem in copy.problems)
    return { ok: false, message: copy.problems[problem as keyof typeof copy.problems] };
  return null;
}

/**
 * Where each university takes its admission leads and how it answered them
 * (docs/operations.md#delivery-to-the-universities), for admins: per university today and this
 * month, per campaign the acceptance and duplicate rates, the values a sheet lacks, and the
 * set-up. Logged, as every inbox page, by the guard.
 */
export default async function DeliveryPage({ searchParams }: Props) {
  const { operator, services } = await operatorPage(deliveryPath, inboxPages.delivery.permission);
  const [report, query, returns] = await Promise.all([
    services.delivery.report(),
    searchParams,
    services.returns.waiting(),
  ]);
  const outcome = outcomeOf(query) ?? returnsAnswer(query);
  const missing = report.universities.filter((row) => row.missing.length);
  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
        <h1 className="text-2xl font-bold">{copy.title}</h1>
        <p className="max-w-3xl">{copy.intro}</p>
        <ActionAnswer state={outcome} />
        <section aria-labelledby="universities-heading" className="flex flex-col gap-3">
          <h2 id="universities-heading" className="text-xl font-bold">
            {copy.universitiesHeading}
          </h2>
          <UniversityTable rows={report.universities} />
        </section>
        {missing.map((row) => (
          <section
            key={row.id}
            aria-labelledby={`missing-${row.id}`}
            className="flex flex-col gap-2"
          >
            <h2 id={`missing-${row.id}`} className="text-lg font-bold">
              {copy.missingHeading(row.name)}
            </h2>
            <ul className="list-disc pl-6">
              {row.missing.map(({ kind, value }) => (
                <li key={`${kind}:${value}`}>{copy.missing(kind, value)}</li>
              ))}
            </ul>
          </section>
        ))}
        {report.tasks.length > 0 && (
          <section aria-labelledby="tasks-heading" className="flex flex-col gap-2">
            <h2 id="tasks-heading" className="text-lg font-bold">
              {copy.tasksHeading}
            </h2>
            <p className="max-w-3xl">{copy.tasksIntro}</p>
            <ul className="flex list-disc flex-col gap-2 pl-6" data-testid="erasure-tasks">
              {report.tasks.map((task) => (
                <li key={task.reference}>
                  {copy.task(task.universityName, task.reference, indiaReadable(task.at))}
                  {task.failed && `: ${copy.taskWhy(task.failed)}`}
                  <ErasureTaskButton leadId={task.leadId} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="returns-heading" className="flex flex-col gap-3">
          <h2 id="returns-heading" className="text-xl font-bold">
            {returnsAdminCopy.waitingHeading}
          </h2>
          {returns.length ? (
            <ReturnsAdmin rows={returns} back={deliveryPath} showLead />
          ) : (
            <p>{returnsAdminCopy.noneWaiting}</p>
          )}
        </section>
        <section aria-labelledby="campaigns-heading" className="flex flex-col gap-3">
          <h2 id="campaigns-heading" className="text-xl font-bold">
            {copy.campaignsHeading}
          </h2>
          <CampaignTable rows={report.campaigns} />
        </section>
        <section aria-labelledby="set-up-heading" className="flex flex-col gap-3">
          <h2 id="set-up-heading" className="text-xl font-bold">
            {copy.setUpHeading}
          </h2>
          <DeliveryForms universities={universities.map(({ id, name }) => ({ id, name }))} />
        </section>
      </main>
    </>
  );
}
