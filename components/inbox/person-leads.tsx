import Link from 'next/link';
import { leadFieldLabels } from '@/content/inbox-lead';
import { personCopy } from '@/content/inbox-person';
import { kindLabels, statusLabels } from '@/content/inbox-work';
import { universityNamed } from '@/lib/admission/admission-lead';
import { leadMergePath, leadPath } from '@/lib/inbox/inbox-paths';
import { indiaReadable } from '@/lib/time/india-time';
import type { PersonLead } from '@/lib/server/inbox/lead-person';
import type { LeadKind } from '@/lib/server/store/lead-store';
import { cn } from '@/lib/ui/cn';
import { textLink } from '../ui/text-link';

/**
 * The person's other leads (the same phone or email) the operator may see, each a link with what
 * it is for, its status and owner; for an admin, each of the same kind with the way to merge it
 * into this lead.
 */
export function PersonLeads({
  lead: current,
  leads,
  mayMerge,
}: {
  lead: { id: number; kind: LeadKind };
  leads: PersonLead[];
  mayMerge: boolean;
}) {
  return (
    <section aria-labelledby="person-leads-title" className="flex flex-col gap-2">
      <h2 id="person-leads-title" className="text-lg font-bold">
        {personCopy.otherLeadsTitle}
      </h2>
      {leads.length === 0 ? (
        <p className="text-sm text-gray-700">{personCopy.noOtherLeads}</p>
      ) : (
        <>
          <p className="text-sm text-gray-700">{personCopy.otherLeadsIntro}</p>
          <ul className="flex flex-col gap-2">
            {leads.map((lead) => (
              <li
                key={lead.id}
                data-testid="person-lead"
                className="flex flex-col gap-1 rounded-xl border border-gray-200 bg-white p-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <Link href={leadPath(lead.id)} className={cn(textLink, 'w-fit')}>
                    {personCopy.leadNumber(lead.id)}
                  </Link>
                  <p className="break-words">
                    <span className="font-semibold">{kindLabels[lead.kind]}</span>
                    {' · '}
                    {universityNamed(lead.reason) ?? lead.reason}
                  </p>
                  <p className="text-gray-700">
                    {leadFieldLabels.status}: <strong>{statusLabels[lead.status]}</strong> ·{' '}
                    {leadFieldLabels.owner}: {lead.owner_name ?? personCopy.unassigned} ·{' '}
                    <time dateTime={lead.received_at}>{indiaReadable(lead.received_at)}</time>
                  </p>
                </div>
                {mayMerge && lead.kind === current.kind && (
                  <Link
                    href={leadMergePath(current.id, String(lead.id))}
                    className={cn(textLink, 'w-fit shrink-0')}
                  >
                    {personCopy.mergeThis(lead.id)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
