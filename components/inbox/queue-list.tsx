import Link from 'next/link';
import { kindLabels, statusLabels } from '@/content/inbox-work';
import { enquiryCount } from '@/content/inbox-person';
import { queueCopy } from '@/content/inbox-queue';
import { universityNamed } from '@/lib/admission/admission-lead';
import { elapsed, timeAgo } from '@/lib/inbox/elapsed';
import { leadPath } from '@/lib/inbox/inbox-paths';
import { privacyMarkCopy } from '@/content/personal-data';
import { callHref, readablePhone } from '@/lib/inbox/lead-contact';
import { indiaReadable } from '@/lib/time/india-time';
import { CHANNEL_LABELS } from '@/lib/channels/channel-names';
import type { QueueLead } from '@/lib/server/inbox/lead-queue';
import { cn } from '@/lib/ui/cn';
import { textLink } from '../ui/text-link';

/** An hour unanswered: past it, a lead is far less likely to qualify (the reason). */
const LATE_MS = 60 * 60_000;

function Wait({ lead, now, hoursBegin }: { lead: QueueLead; now: Date; hoursBegin?: string }) {
  const received = Date.parse(lead.received_at);
  if (lead.first_contact_at)
    return (
      <span className="text-gray-700">
        {queueCopy.contactedAfter(elapsed(Date.parse(lead.first_contact_at) - received))}
      </span>
    );
  const waited = now.getTime() - received;
  return (
    <>
      <span className={cn('font-semibold', waited >= LATE_MS ? 'text-red-700' : 'text-amber-800')}>
        {queueCopy.waiting(elapsed(waited))}
      </span>
      {lead.status === 'new' && <Deadline lead={lead} now={now} hoursBegin={hoursBegin} />}
    </>
  );
}

/** A new lead's time left to its owner's first-contact deadline, and why it came to them. */
function Deadline({ lead, now, hoursBegin }: { lead: QueueLead; now: Date; hoursBegin?: string }) {
  const notes = [
    lead.contact_moved_at ? queueCopy.moved : null,
    lead.assignment_cause === 'off-hours' && lead.owner_name && hoursBegin
      ? queueCopy.offHours(lead.owner_name, hoursBegin)
      : null,
  ].filter((note): note is string => note !== null);
  const left = lead.contact_due_at ? Date.parse(lead.contact_due_at) - now.getTime() : null;
  return (
    <>
      {left !== null && (
        <span className={cn('block font-semibold', left <= 0 ? 'text-red-700' : 'text-ink')}>
          <time dateTime={lead.contact_due_at!} title={indiaReadable(lead.contact_due_at!)}>
            {left > 0
              ? queueCopy.callWithin(elapsed(left))
              : queueCopy.deadlinePassed(elapsed(-left))}
          </time>
        </span>
      )}
      {notes.map((note) => (
        <span key={note} className="block text-gray-700">
          {note}
        </span>
      ))}
    </>
  );
}

/** A lead whose phone was verified by a code (lib/server/phone-check). */
export function VerifiedMark() {
  return (
    <p
      title={queueCopy.verifiedTitle}
      className="w-fit rounded-full bg-green-50 px-2 py-0.5 font-semibold text-green-900"
    >
      {queueCopy.verifiedMark}
    </p>
  );
}

/**
 * One card per lead, newest first: a list that reads top to bottom on a phone and lays each card
 * out as a row on a wide screen. The name opens the lead; the phone calls it. A lead with repeat
 * enquiries says how many ("3 enquiries").
 */
export function QueueList({
  leads,
  enquiries,
  now,
  hoursBegin = new Map(),
}: {
  leads: QueueLead[];
  /** Each lead's enquiries (lead-person.ts); a count is shown only for a lead with repeats. */
  enquiries: Map<number, number>;
  now: Date;
  /** When the owner's hours begin, of each lead given to them while nobody was at work. */
  hoursBegin?: Map<number, string>;
}) {
  return (
    <ol aria-label={queueCopy.listLabel} className="flex flex-col gap-2">
      {leads.map((lead) => (
        <li
          key={lead.id}
          className="grid gap-x-4 gap-y-1 rounded-xl border border-gray-200 bg-white p-3 text-sm shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1.5fr)]"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <Link href={leadPath(lead.id)} className={cn(textLink, 'truncate text-base')}>
              {lead.erased_at ? privacyMarkCopy.erasedName(lead.id) : lead.name}
            </Link>
            {lead.contact_withdrawn_at || lead.erased_at ? (
              <p className="w-fit rounded-full bg-red-50 px-2 py-0.5 font-semibold text-red-800">
                {privacyMarkCopy.doNotContact}
              </p>
            ) : (
              <PhoneLink phone={lead.phone} />
            )}
            {lead.verified_at && <VerifiedMark />}
          </div>
          <div className="flex min-w-0 flex-col gap-1">
            <p>
              <span className="font-semibold">{kindLabels[lead.kind]}</span>
              {' · '}
              {universityNamed(lead.reason) ?? lead.reason}
              {(enquiries.get(lead.id) ?? 1) > 1 && (
                <>
                  {' · '}
                  <span
                    data-testid="enquiry-count"
                    className="font-semibold whitespace-nowrap text-brand-800"
                  >
                    {enquiryCount(enquiries.get(lead.id)!)}
                  </span>
                </>
              )}
            </p>
            <p className="truncate text-gray-700">
              {lead.campaign ?? queueCopy.noCampaign}
              {lead.channel !== 'site' && ` · ${CHANNEL_LABELS[lead.channel]}`}
            </p>
          </div>
          <div className="flex min-w-0 flex-col gap-1">
            <p>
              <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
                {statusLabels[lead.status]}
              </span>{' '}
              <span className="text-gray-700">{lead.owner_name ?? queueCopy.unassigned}</span>
            </p>
            <p>
              <time dateTime={lead.received_at} title={indiaReadable(lead.received_at)}>
                {timeAgo(lead.received_at, now)}
              </time>
              {' · '}
              <Wait lead={lead} now={now} hoursBegin={hoursBegin.get(lead.id)} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The phone as a call link, or as text when it has no ten digits to dial. */
function PhoneLink({ phone }: { phone: string }) {
  const href = callHref(phone);
  if (!href) return <p className="font-mono">{readablePhone(phone)}</p>;
  return (
    <a
      href={href}
      className="w-fit font-mono text-ink underline decoration-gray-400 underline-offset-2"
    >
      {readablePhone(phone)}
    </a>
  );
}
