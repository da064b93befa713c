import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { FormMessage } from '@/components/inbox/form-message';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { MergeLeadSection } from '@/components/inbox/merge-lead-section';
import { buttonVariants } from '@/components/ui/button-variants';
import { textLink } from '@/components/ui/text-link';
import { mergeCopy } from '@/content/inbox-person';
import { kindLabels, statusLabels } from '@/content/inbox-work';
import { leadMergePath, leadPath, notALeadPath } from '@/lib/inbox/inbox-paths';
import { readablePhone } from '@/lib/inbox/lead-contact';
import { indiaReadable } from '@/lib/time/india-time';
import { parseLeadId } from '@/lib/server/inbox/lead-access';
import { mergeProblem, MERGE_PERMISSION, type MergeProblem } from '@/lib/server/inbox/lead-merge';
import { mergeLead } from '@/lib/server/inbox-entries/merge-actions';
import type { WorkedLead } from '@/lib/server/inbox/lead-work';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';
import { cn } from '@/lib/ui/cn';

export const metadata: Metadata = { title: mergeCopy.title };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const problemText = (problem: MergeProblem, other: string, into?: number) =>
  problem === 'not-found'
    ? mergeCopy.problems['not-found'](other)
    : problem === 'already-merged'
      ? mergeCopy.problems['already-merged'](other, into!)
      : mergeCopy.problems[problem];

/** One side of the merge as the admin compares them. */
function LeadCard({
  title,
  lead,
  enquiries,
}: {
  title: string;
  lead: WorkedLead;
  enquiries: number;
}) {
  const rows: [string, string][] = [
    [mergeCopy.contact, `${readablePhone(lead.phone)} · ${lead.email}`],
    [kindLabels[lead.kind], lead.reason],
    [mergeCopy.status, statusLabels[lead.status]],
    [mergeCopy.owner, lead.owner_name ?? mergeCopy.unassigned],
    [mergeCopy.received, indiaReadable(lead.received_at)],
    [mergeCopy.enquiries, String(enquiries)],
  ];
  return (
    <section
      aria-labelledby={`merge-lead-${lead.id}`}
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4"
    >
      <h2 id={`merge-lead-${lead.id}`} className="font-bold">
        {title}
      </h2>
      <p className="text-lg font-semibold break-words">
        <Link href={leadPath(lead.id)} className={textLink}>
          {lead.name}
        </Link>
      </p>
      <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-gray-700">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * An admin's confirm step before merging another lead into this one
 * (docs/leads.md#merging-leads): both leads side by side, what the merge does, that there is no
 * undo, and one button that posts natively. Nothing changes until it is pressed.
 */
export default async function MergeLeadPage({ params, searchParams }: Props) {
  const sent = await searchParams;
  const id = parseLeadId((await params).id);
  const other = typeof sent.other === 'string' ? sent.other.trim().slice(0, 20) : '';
  const otherId = parseLeadId(other);
  // Logged with the leads' numbers only: what else was typed (in the box, in the address) stays
  // out of the log.
  const path =
    id === null
      ? `${notALeadPath}/merge`
      : leadMergePath(id, otherId === null ? undefined : String(otherId));
  const { operator, services, log } = await operatorPage(path, MERGE_PERMISSION);
  const { merges } = services;
  const kept = id === null ? null : await merges.leadOf(id);
  if (!kept) {
    const into = id === null ? null : await merges.mergedInto(id);
    if (into !== null) redirect(leadMergePath(into, other));
    await log({ action: 'lead-not-found', record: path });
    notFound();
  }

  const merged = otherId === null || otherId === id ? null : await merges.leadOf(otherId);
  let problem: string | null = null;
  if (sent.problem === 'unavailable') problem = mergeCopy.problems.unavailable;
  else if (!other) problem = null;
  else if (otherId === null) problem = mergeCopy.problems.invalid;
  else if (otherId === id) problem = problemText('same-lead', other);
  else if (!merged) {
    const into = await merges.mergedInto(otherId);
    problem =
      into === null ? problemText('not-found', other) : problemText('already-merged', other, into);
  } else {
    const refusal = mergeProblem(kept.lead, merged.lead);
    if (refusal) problem = problemText(refusal, other);
  }
  const counts = await services.persons.enquiryCounts(
    merged ? [kept.lead.id, merged.lead.id] : [kept.lead.id],
  );
  const ready = merged !== null && problem === null;

  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
        <Link href={leadPath(kept.lead.id)} className={cn(textLink, 'self-start text-sm')}>
          {mergeCopy.cancel}
        </Link>
        <h1 className="text-2xl font-bold">
          {merged ? mergeCopy.pageTitle(kept.lead.id, merged.lead.id) : mergeCopy.title}
        </h1>
        <FormMessage message={problem ?? undefined} />
        {ready ? (
          <>
            <div className="grid gap-4 md:grid-cols-2">
              <LeadCard
                title={mergeCopy.keptTitle(kept.lead.id)}
                lead={kept.lead}
                enquiries={counts.get(kept.lead.id) ?? 1}
              />
              <LeadCard
                title={mergeCopy.mergedTitle(merged.lead.id)}
                lead={merged.lead}
                enquiries={counts.get(merged.lead.id) ?? 1}
              />
            </div>
            <section aria-labelledby="merge-what-title" className="flex flex-col gap-2">
              <h2 id="merge-what-title" className="text-lg font-bold">
                {mergeCopy.whatHappens}
              </h2>
              {merged.lead.reason !== kept.lead.reason && (
                <p className="max-w-prose rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-sm">
                  {mergeCopy.otherPurpose(merged.lead.id, merged.lead.reason, kept.lead.reason)}
                </p>
              )}
              <ul className="flex max-w-prose list-disc flex-col gap-1 pl-5 text-sm">
                {mergeCopy.steps(kept.lead.id, merged.lead.id).map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ul>
              <p className="max-w-prose font-semibold text-red-900">{mergeCopy.noUndo}</p>
            </section>
            <form action={mergeLead} className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <input type="hidden" name="lead" value={kept.lead.id} />
              <input type="hidden" name="other" value={merged.lead.id} />
              <button type="submit" className={buttonVariants({ size: 'lg' })}>
                {mergeCopy.confirm(kept.lead.id, merged.lead.id)}
              </button>
              <Link
                href={leadPath(kept.lead.id)}
                className={cn(textLink, 'self-start sm:self-center')}
              >
                {mergeCopy.cancel}
              </Link>
            </form>
          </>
        ) : (
          <MergeLeadSection leadId={kept.lead.id} />
        )}
      </main>
    </>
  );
}
