import type { Metadata } from 'next';
import { FormMessage } from '@/components/inbox/form-message';
import { HeldRecord } from '@/components/inbox/held-record';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { suspectedCopy } from '@/content/inbox-records';
import { kindLabels } from '@/content/inbox-work';
import { suspectedPath } from '@/lib/inbox/inbox-paths';
import { readablePhone } from '@/lib/inbox/lead-contact';
import { indiaReadable } from '@/lib/time/india-time';
import { inboxPages } from '@/lib/inbox/inbox-pages';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';
import type { RecordType, StoredLead } from '@/lib/server/store/lead-store';

export const metadata: Metadata = { title: suspectedCopy.title };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The outcome of the release that led here (record-actions.ts), as the page says it. */
function outcome(params: Record<string, string | string[] | undefined>) {
  const type: RecordType = params.type === 'subscriber' ? 'subscriber' : 'lead';
  const id = typeof params.id === 'string' && /^\d{1,12}$/.test(params.id) ? Number(params.id) : 0;
  if (params.done === 'released') return { ok: suspectedCopy.released(type, id) };
  if (params.done === 'not_suspected') return { problem: suspectedCopy.notSuspected(type, id) };
  if (params.done === 'not_found') return { problem: suspectedCopy.notFound(type, id) };
  if (params.done === 'unavailable') return { problem: suspectedCopy.unavailable };
  return {};
}

const { fields } = suspectedCopy;
const sentFields = (lead: StoredLead) => [
  { label: fields.kind, value: kindLabels[lead.kind] },
  { label: fields.phone, value: readablePhone(lead.phone) },
  { label: fields.email, value: lead.email },
  { label: fields.reason, value: lead.reason },
  { label: fields.course, value: lead.course },
  { label: fields.city, value: lead.city },
  { label: fields.website, value: lead.website },
  { label: fields.message, value: lead.message },
  { label: fields.page, value: lead.page_url },
  { label: fields.browser, value: lead.user_agent },
];

/** What the site held as suspected, with why and when, for an admin to release. */
export default async function SuspectedPage({ searchParams }: { searchParams: SearchParams }) {
  const { services, operator } = await operatorPage(suspectedPath, inboxPages.suspected.permission);
  const [{ leads, subscribers }, { ok, problem }] = await Promise.all([
    services.held.list(),
    searchParams.then(outcome),
  ]);
  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">{suspectedCopy.title}</h1>
        <p className="max-w-prose text-gray-700">{suspectedCopy.intro}</p>
        {ok && (
          <p
            role="status"
            className="rounded-lg border-2 border-green-700 bg-green-50 p-3 text-sm font-semibold text-green-900"
          >
            {ok}
          </p>
        )}
        <FormMessage message={problem} />
        {leads.length + subscribers.length === 0 ? (
          <p className="rounded-lg border border-gray-200 bg-white p-4">{suspectedCopy.empty}</p>
        ) : (
          <>
            {[
              {
                id: 'held-leads',
                heading: suspectedCopy.leads,
                records: leads.map((lead) => ({
                  type: 'lead' as const,
                  id: lead.id,
                  title: lead.name,
                  reason: lead.suspected_reason!,
                  at: lead.received_at,
                  fields: sentFields(lead),
                })),
              },
              {
                id: 'held-subscribers',
                heading: suspectedCopy.subscribers,
                records: subscribers.map((subscriber) => ({
                  type: 'subscriber' as const,
                  id: subscriber.id,
                  title: subscriber.email,
                  reason: subscriber.suspected_reason!,
                  at: subscriber.subscribed_at,
                  fields: [{ label: fields.browser, value: subscriber.user_agent }],
                })),
              },
            ]
              .filter(({ records }) => records.length > 0)
              .map(({ id, heading, records }) => (
                <section key={id} aria-labelledby={id} className="flex flex-col gap-3">
                  <h2 id={id} className="text-xl font-bold">
                    {heading} ({records.length})
                  </h2>
                  <ul className="flex flex-col gap-3">
                    {records.map((record) => (
                      <HeldRecord key={record.id} {...record} atText={indiaReadable(record.at)} />
                    ))}
                  </ul>
                </section>
              ))}
          </>
        )}
      </main>
    </>
  );
}
