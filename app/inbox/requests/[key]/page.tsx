import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AnswerRequestForm } from '@/components/inbox/answer-request-form';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { DetailRow, DueDate } from '@/components/inbox/request-fields';
import { RequestContacts } from '@/components/inbox/request-contacts';
import { RequestPersonActions } from '@/components/inbox/request-person-actions';
import { RequestPersonLeads } from '@/components/inbox/request-person-leads';
import { FormMessage } from '@/components/inbox/form-message';
import { textLink } from '@/components/ui/text-link';
import { requestKindLabels, requestLanguageNames, requestPageCopy } from '@/content/inbox-requests';
import { suspectedReasonLabel } from '@/content/inbox-records';
import { rightsRequestPath, rightsRequestsPath } from '@/lib/inbox/inbox-paths';
import { readablePhone } from '@/lib/inbox/lead-contact';
import { dueState } from '@/lib/inbox/request-due';
import { RIGHTS_REQUESTS_PERMISSION } from '@/lib/inbox/roles';
import { indiaReadable } from '@/lib/time/india-time';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';
import { cn } from '@/lib/ui/cn';

type Props = {
  params: Promise<{ key: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// The title names the reference, never the person: titles end up in the browser's history.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: requestPageCopy.title((await params).key.slice(0, 40)) };
}

const { fields } = requestPageCopy;

type Params = Record<string, string | string[] | undefined>;

/** The outcome of the action that led here (rights-request-admin-actions.ts), as the page says it. */
function outcome(params: Params): { ok?: string; problem?: string } {
  const leads =
    typeof params.leads === 'string' && /^\d{1,6}$/.test(params.leads) ? Number(params.leads) : 0;
  const { done, problems } = requestPageCopy;
  if (params.done === 'answered') return { ok: done.answered };
  if (params.done === 'withdrawn') return { ok: done.withdrawn(leads) };
  if (params.done === 'erased') return { ok: done.erased(leads) };
  for (const said of ['code-sent', 'email-verified', 'phone-verified'] as const)
    if (params.done === said) return { ok: done[said] };
  if (params.problem === 'not-confirmed') return { problem: problems.notConfirmed };
  if (params.problem === 'no-contact') return { problem: problems.noContact };
  if (params.problem === 'unavailable') return { problem: problems.unavailable };
  if (params.problem === 'unverified') return { problem: problems.unverified };
  const problem = typeof params.problem === 'string' ? params.problem : '';
  if (Object.hasOwn(problems, problem)) {
    const said = problems[problem as keyof typeof problems];
    if (typeof said === 'string') return { problem: said };
  }
  return {};
}

/**
 * One rights request, for admins: what was asked and by which phone or email, when it is due,
 * the person's leads, what was done so far and the actions. Each view is logged by reference.
 */
export default async function RightsRequestPage({ params, searchParams }: Props) {
  const key = (await params).key.slice(0, 40);
  const { operator, log, requestPerson, services } = await operatorPage(
    rightsRequestPath(key),
    RIGHTS_REQUESTS_PERMISSION,
  );
  const request = await services.rightsRequests.find(key);
  if (!request) notFound();
  const named = Boolean(request.phone || request.email);
  const [records, history, query] = await Promise.all([
    // Only the verified contacts reach the person's leads; the others' are listed apart.
    requestPerson.find(request),
    services.rightsRequests.history(request.reference),
    searchParams,
  ]);
  const { ok, problem } = outcome(query);
  const leadIds = records.leads.map((lead) => lead.id);
  await log({
    action: 'request-viewed',
    record: request.reference,
    detail: `${request.kind}; ${leadIds.length} leads linked, ${records.apart.length} apart`,
  });

  const now = new Date();
  const due = dueState(request.due_at, request.handled_at, now);
  const deadline = dueState(request.deadline_at, request.handled_at, now);

  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
        <Link href={rightsRequestsPath} className={cn(textLink, 'self-start text-sm')}>
          {requestPageCopy.back}
        </Link>
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold">{requestPageCopy.title(request.reference)}</h1>
          <p data-testid="request-state" className="text-sm text-gray-700">
            {requestKindLabels[request.kind]} ·{' '}
            <strong>
              {request.handled_at
                ? requestPageCopy.answeredBy(
                    request.handler_name ?? '-',
                    indiaReadable(request.handled_at),
                  )
                : requestPageCopy.open}
            </strong>
          </p>
          {ok && (
            <p
              role="status"
              className="rounded-lg border-2 border-green-700 bg-green-50 p-3 text-sm font-semibold text-green-900"
            >
              {ok}
            </p>
          )}
          <FormMessage message={problem} />
          {request.suspected_reason && (
            <p className="rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-sm">
              {requestPageCopy.suspected(suspectedReasonLabel(request.suspected_reason))}
            </p>
          )}
        </div>

        <section
          aria-labelledby="request-details"
          className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
        >
          <h2 id="request-details" className="text-xl font-bold">
            {requestPageCopy.detailsTitle}
          </h2>
          <dl className="grid grid-cols-[7.5rem_1fr] gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            <DetailRow label={fields.kind}>{requestKindLabels[request.kind]}</DetailRow>
            <DetailRow label={fields.phone}>
              {request.phone ? readablePhone(request.phone) : requestPageCopy.none}
            </DetailRow>
            <DetailRow label={fields.email}>{request.email || requestPageCopy.none}</DetailRow>
            <DetailRow label={fields.details}>
              <span className="whitespace-pre-line">{request.details || requestPageCopy.none}</span>
            </DetailRow>
            <DetailRow label={fields.language}>{requestLanguageNames[request.language]}</DetailRow>
            <DetailRow label={fields.received}>
              <time dateTime={request.received_at}>{indiaReadable(request.received_at)}</time>
            </DetailRow>
            <DetailRow label={fields.due}>
              <DueDate iso={request.due_at} state={due} />
            </DetailRow>
            <DetailRow label={fields.deadline}>
              <DueDate iso={request.deadline_at} state={deadline} />
            </DetailRow>
            {request.outcome && (
              <DetailRow label={fields.outcome}>
                <span className="whitespace-pre-line">{request.outcome}</span>
              </DetailRow>
            )}
            <DetailRow label={fields.browser}>
              {request.user_agent || requestPageCopy.none}
            </DetailRow>
          </dl>
        </section>

        {named ? (
          <>
            <RequestContacts request={request} />
            <RequestPersonLeads records={records} />
            {requestPerson.unreached(request) === null ? (
              <RequestPersonActions
                reference={request.reference}
                leadIds={leadIds}
                confirming={query.confirm === 'erase'}
              />
            ) : (
              <p className="rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-sm">
                {requestPageCopy.unverifiedActions}
              </p>
            )}
          </>
        ) : (
          <p className="rounded-lg border border-gray-200 bg-white p-4">
            {requestPageCopy.problems.noContact}
          </p>
        )}

        <section aria-labelledby="request-history" className="flex flex-col gap-3">
          <h2 id="request-history" className="text-xl font-bold">
            {requestPageCopy.historyTitle}
          </h2>
          {history.length === 0 ? (
            <p className="text-sm text-gray-700">{requestPageCopy.historyEmpty}</p>
          ) : (
            <ol className="flex flex-col gap-1 text-sm">
              {history.map((row) => (
                <li key={row.id}>
                  <time dateTime={row.at}>{indiaReadable(row.at)}</time>:{' '}
                  <strong>{requestPageCopy.history[row.action]}</strong>
                  {row.operatorEmail && ` · ${row.operatorEmail}`}
                  {row.detail && ` · ${row.detail}`}
                </li>
              ))}
            </ol>
          )}
        </section>

        {!request.handled_at && (
          <section
            aria-labelledby="answer-request"
            className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
          >
            <h2 id="answer-request" className="text-xl font-bold">
              {requestPageCopy.answerTitle}
            </h2>
            <p className="max-w-prose text-sm text-gray-700">{requestPageCopy.answerText}</p>
            <AnswerRequestForm reference={request.reference} />
          </section>
        )}
      </main>
    </>
  );
}
