import Link from 'next/link';
import { requestPageCopy } from '@/content/inbox-requests';
import { kindLabels, statusLabels } from '@/content/inbox-work';
import { leadPath } from '@/lib/inbox/inbox-paths';
import { readablePhone } from '@/lib/inbox/lead-contact';
import { indiaReadable } from '@/lib/time/india-time';
import type { PersonLead, PersonRecords } from '@/lib/server/privacy/personal-data-types';
import { textLink } from '../ui/text-link';

const { marks } = requestPageCopy;

/** What sets a lead apart for a rights request: its repeats, no contact since, erased. */
const marksOf = (lead: PersonLead) => [
  ...(lead.enquiries > 1 ? [marks.enquiries(lead.enquiries)] : []),
  ...(lead.contact_withdrawn_at ? [marks.withdrawn(indiaReadable(lead.contact_withdrawn_at))] : []),
  ...(lead.erased_at ? [marks.erased(indiaReadable(lead.erased_at))] : []),
];

/**
 * The request's person's leads, each a link to its page, with its status and marks; and the
 * other phones and emails those leads hold, which the actions leave alone unless named.
 */
export function RequestPersonLeads({ records }: { records: PersonRecords }) {
  const { leads, apart, otherContacts } = records;
  const others = [...otherContacts.phones.map(readablePhone), ...otherContacts.emails];
  return (
    <section aria-labelledby="person-leads" className="flex flex-col gap-3">
      <h2 id="person-leads" className="text-xl font-bold">
        {requestPageCopy.leadsTitle} ({leads.length})
      </h2>
      {leads.length === 0 && apart.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-4">{requestPageCopy.noLeads}</p>
      ) : (
        <>
          <p className="text-sm text-gray-700">{requestPageCopy.leadsIntro}</p>
          <ul className="flex flex-col gap-2">
            {leads.map((lead) => (
              <LeadItem key={lead.id} lead={lead} />
            ))}
          </ul>
          {apart.length > 0 && (
            <div
              data-testid="leads-apart"
              className="flex flex-col gap-2 rounded-lg border-2 border-amber-600 bg-amber-50 p-3"
            >
              <h3 className="font-bold">
                {requestPageCopy.apartTitle} ({apart.length})
              </h3>
              <p className="text-sm">{requestPageCopy.apartIntro}</p>
              <ul className="flex flex-col gap-2">
                {apart.map((lead) => (
                  <LeadItem key={lead.id} lead={lead} why={requestPageCopy.apartWhy[lead.why]} />
                ))}
              </ul>
            </div>
          )}
          {others.length > 0 && (
            <p className="rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-sm">
              {requestPageCopy.otherContacts}{' '}
              <strong className="break-words">{others.join(', ')}</strong>
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** One lead: a link to its page, its purpose, status and marks, and why it is apart. */
function LeadItem({ lead, why }: { lead: PersonLead; why?: string }) {
  const noted = marksOf(lead);
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-gray-200 bg-white p-3 text-sm sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-x-3">
      <Link href={leadPath(lead.id)} className={textLink}>
        {requestPageCopy.leadLink(lead.id)}
      </Link>
      <span>
        {kindLabels[lead.kind]}: {lead.reason}
      </span>
      <span>
        <strong>{statusLabels[lead.status]}</strong> ·{' '}
        <time dateTime={lead.received_at}>{indiaReadable(lead.received_at)}</time>
      </span>
      {noted.length > 0 && (
        <span className="font-semibold text-amber-900">{noted.join(' · ')}</span>
      )}
      {why && <span className="font-semibold text-amber-900">{why}</span>}
    </li>
  );
}
