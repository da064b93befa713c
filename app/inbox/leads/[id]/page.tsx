import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden, notFound, redirect } from 'next/navigation';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { LeadDetails } from '@/components/inbox/lead-details';
import { LeadGuardian } from '@/components/inbox/lead-guardian';
import { LeadTimelineList } from '@/components/inbox/lead-timeline-list';
import { LeadWorkForm, type OwnerControl } from '@/components/inbox/lead-work-form';
import { MergeLeadSection } from '@/components/inbox/merge-lead-section';
import { PersonLeads } from '@/components/inbox/person-leads';
import { LeadPhoneCheckLine } from '@/components/phone-check/lead-phone-check';
import { buttonVariants } from '@/components/ui/button-variants';
import { textLink } from '@/components/ui/text-link';
import { leadFieldLabels, leadPageCopy } from '@/content/inbox-lead';
import { enquiryCount, mergeCopy } from '@/content/inbox-person';
import { privacyMarkCopy } from '@/content/personal-data';
import { statusLabels } from '@/content/inbox-work';
import { inboxHome, leadPagePath, leadPath } from '@/lib/inbox/inbox-paths';
import { leadFormValues } from '@/lib/inbox/lead-form';
import { callHref, readablePhone, whatsAppHref } from '@/lib/inbox/lead-contact';
import { indiaReadable } from '@/lib/time/india-time';
import { parseLeadId } from '@/lib/server/inbox/lead-access';
import { MERGE_PERMISSION } from '@/lib/server/inbox/lead-merge';
import { leadTimeline, nameOf } from '@/lib/server/inbox/lead-timeline';
import { can, DELIVERY_PERMISSION } from '@/lib/inbox/roles';
import { LeadDelivery } from '@/components/delivery/lead-delivery';
import { ActionAnswer } from '@/components/inbox/action-answer';
import { ReturnsAdmin, returnsAnswer } from '@/components/portal/returns-admin';
import { returnsAdminCopy } from '@/content/portal';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';
import { cn } from '@/lib/ui/cn';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// The title names the lead's number, never its person: titles end up in the browser's history.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Lead ${(await params).id}` };
}

/**
 * One lead: what it sent, how to reach it, the form that works it, its timeline (changes, repeat
 * enquiries, merges) and its person's other leads. A merged lead's address leads to the lead it
 * was merged into.
 */
export default async function LeadPage({ params, searchParams }: Props) {
  const id = parseLeadId((await params).id);
  const path = leadPagePath(id);
  const { operator, services, log, leads } = await operatorPage(path, { lead: ['work'] });
  const [opening, people] = await Promise.all([
    id === null ? null : leads.open(id, 'view'),
    services.people(),
  ]);
  if (opening === null) {
    await log({ action: 'lead-not-found', record: path });
    notFound();
  }
  if ('mergedInto' in opening) redirect(`${leadPath(opening.mergedInto)}?merged=${id}`);
  if ('missing' in opening) notFound();
  if ('refused' in opening) forbidden();
  const { lead, events, phoneCheck } = opening.opened;
  const person = services.persons;
  const mayDecide = can(operator.role, DELIVERY_PERMISSION);
  const [enquiries, mergesInto, otherLeads, sent, assignments, delivery, returns] =
    await Promise.all([
      person.enquiriesOf(lead.id),
      services.mergesInto(lead.id),
      person.otherLeadsOf(lead.id, operator),
      searchParams,
      services.assignmentsOf(lead.id),
      services.deliveryOf(lead.id),
      mayDecide ? services.returns.ofLead(lead.id) : [],
    ]);
  const returnsDone = returnsAnswer(sent);
  const mayMerge = can(operator.role, MERGE_PERMISSION);
  // Said only after a merge into this lead, not for any number put in the address.
  const justMerged = mergesInto.find((merge) => String(merge.merged_id) === sent.merged);

  const name = nameOf(people);
  const call = callHref(lead.phone);
  const whatsApp = whatsAppHref(lead, operator.name);
  const owner: OwnerControl =
    operator.role === 'admin'
      ? {
          kind: 'select',
          // The current owner stays choosable even once their account is disabled.
          people: people.filter((person) => person.active || person.id === lead.owner_id),
        }
      : lead.owner_id === null
        ? { kind: 'assign' }
        : { kind: 'text', name: name(lead.owner_id) };
  const held = lead.suspected_reason !== null;
  // A withdrawn or erased person is not to be called: no call links, the reason said instead.
  const noContact = lead.erased_at !== null || lead.contact_withdrawn_at !== null;

  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
        <Link href={inboxHome} className={cn(textLink, 'self-start text-sm')}>
          {leadPageCopy.back}
        </Link>
        <div className="flex flex-col gap-3">
          <h1 className="text-2xl font-bold break-words">
            {lead.erased_at ? privacyMarkCopy.erasedName(lead.id) : lead.name}
          </h1>
          <p data-testid="lead-summary" className="text-sm text-gray-700">
            {lead.reason} · {leadFieldLabels.status}: <strong>{statusLabels[lead.status]}</strong> ·{' '}
            {leadFieldLabels.owner}: <strong>{name(lead.owner_id)}</strong> ·{' '}
            {leadFieldLabels.receivedAt}: {indiaReadable(lead.received_at)}
            {enquiries.length > 1 && (
              <>
                {' · '}
                <strong>{enquiryCount(enquiries.length)}</strong>
              </>
            )}
          </p>
          {phoneCheck && <LeadPhoneCheckLine check={phoneCheck} />}
          {justMerged && (
            <p
              role="status"
              className="rounded-lg border-2 border-green-700 bg-green-50 p-3 text-sm font-semibold text-green-900"
            >
              {mergeCopy.done(justMerged.merged_id)}
            </p>
          )}
          {delivery && (
            <LeadDelivery
              leadId={lead.id}
              delivery={delivery}
              mayResend={mayDecide}
              resent={typeof sent.resent === 'string' ? sent.resent : undefined}
            />
          )}
          <ActionAnswer state={returnsDone} />
          {returns.length > 0 && (
            <section aria-labelledby="returns-heading" className="flex flex-col gap-2">
              <h2 id="returns-heading" className="text-lg font-bold">
                {returnsAdminCopy.heading}
              </h2>
              <ReturnsAdmin rows={returns} back={leadPath(lead.id)} />
            </section>
          )}
          {held && (
            <p className="rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-sm">
              {lead.released_at
                ? leadPageCopy.released(indiaReadable(lead.released_at))
                : leadPageCopy.held(lead.suspected_reason!)}
            </p>
          )}
          {lead.adult !== null && !lead.adult && !noContact && (
            <LeadGuardian guardianName={lead.guardian_name} guardianPhone={lead.guardian_phone} />
          )}
          {noContact && (
            <p
              data-testid="lead-privacy"
              className="rounded-lg border-2 border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-900"
            >
              {lead.erased_at
                ? privacyMarkCopy.erased(indiaReadable(lead.erased_at))
                : privacyMarkCopy.withdrawn(indiaReadable(lead.contact_withdrawn_at!))}
            </p>
          )}
          {noContact ? null : call && whatsApp ? (
            <div className="grid grid-cols-2 gap-3 sm:flex">
              <a href={call} className={buttonVariants({ size: 'lg' })}>
                {leadPageCopy.call}
                <span className="sr-only"> {readablePhone(lead.phone)}</span>
              </a>
              <a
                href={whatsApp}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ size: 'lg', variant: 'outline' })}
              >
                {leadPageCopy.whatsApp}
                <span className="sr-only"> {leadPageCopy.newTab}</span>
              </a>
            </div>
          ) : (
            <p>{readablePhone(lead.phone)}</p>
          )}
        </div>

        <div className="grid gap-8 lg:grid-cols-2">
          <section
            aria-labelledby="lead-work-title"
            className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm lg:order-2"
          >
            <h2 id="lead-work-title" className="text-lg font-bold">
              {leadPageCopy.workTitle}
            </h2>
            <LeadWorkForm
              leadId={lead.id}
              version={lead.version}
              lastEvent={events.at(-1)?.id ?? 0}
              current={leadFormValues(lead, owner.kind === 'select')}
              owner={owner}
            />
          </section>
          <div className="lg:order-1">
            <LeadDetails lead={lead} />
          </div>
        </div>

        <PersonLeads lead={lead} leads={otherLeads} mayMerge={mayMerge} />
        <LeadTimelineList
          entries={leadTimeline(lead, events, enquiries, mergesInto, name, assignments, delivery)}
        />
        {mayMerge && <MergeLeadSection leadId={lead.id} />}
      </main>
    </>
  );
}
