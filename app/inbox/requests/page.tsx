import type { Metadata } from 'next';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { RightsRequestCard } from '@/components/inbox/rights-request-card';
import { requestsListCopy } from '@/content/inbox-requests';
import { rightsRequestsPath } from '@/lib/inbox/inbox-paths';
import { inboxPages } from '@/lib/inbox/inbox-pages';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';
import { type InboxRightsRequest } from '@/lib/server/privacy/rights-requests';

export const metadata: Metadata = { title: requestsListCopy.title };

/**
 * The rights requests from /privacy/requests, for admins: the open ones first, soonest due first,
 * then the answered ones; the suspected ones (a bot's, by the form's guards) apart, labelled.
 */
export default async function RightsRequestsPage() {
  const { services, operator } = await operatorPage(
    rightsRequestsPath,
    inboxPages.requests.permission,
  );
  const all = await services.rightsRequests.inbox();
  const now = new Date();
  const person = all.filter((request) => request.suspected_reason === null);
  const groups: { id: string; title: string; requests: InboxRightsRequest[]; empty?: string }[] = [
    {
      id: 'open-requests',
      title: requestsListCopy.open,
      requests: person.filter((request) => request.handled_at === null),
      empty: requestsListCopy.emptyOpen,
    },
    {
      id: 'answered-requests',
      title: requestsListCopy.answered,
      requests: person.filter((request) => request.handled_at !== null),
      empty: requestsListCopy.emptyAnswered,
    },
  ];
  const suspected = all.filter((request) => request.suspected_reason !== null);

  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold">{requestsListCopy.title}</h1>
          <p className="max-w-prose text-gray-700">{requestsListCopy.intro}</p>
        </div>
        {groups.map(({ id, title, requests, empty }) => (
          <section key={id} aria-labelledby={id} className="flex flex-col gap-3">
            <h2 id={id} className="text-xl font-bold">
              {title} ({requests.length})
            </h2>
            {requests.length === 0 ? (
              <p className="rounded-lg border border-gray-200 bg-white p-4">{empty}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {requests.map((request) => (
                  <RightsRequestCard key={request.id} request={request} now={now} />
                ))}
              </ul>
            )}
          </section>
        ))}
        {suspected.length > 0 && (
          <section
            aria-labelledby="suspected-requests"
            className="flex flex-col gap-3 rounded-xl border-2 border-amber-600 bg-amber-50 p-4"
          >
            <h2 id="suspected-requests" className="text-xl font-bold">
              {requestsListCopy.suspected} ({suspected.length})
            </h2>
            <p className="max-w-prose text-sm">{requestsListCopy.suspectedIntro}</p>
            <ul className="flex flex-col gap-3">
              {suspected.map((request) => (
                <RightsRequestCard key={request.id} request={request} now={now} />
              ))}
            </ul>
          </section>
        )}
      </main>
    </>
  );
}
