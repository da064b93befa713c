import Link from 'next/link';
import {
  requestKindLabels,
  requestLanguageNames,
  requestsListCopy,
} from '@/content/inbox-requests';
import { suspectedReasonLabel } from '@/content/inbox-records';
import { rightsRequestPath } from '@/lib/inbox/inbox-paths';
import { dueState } from '@/lib/inbox/request-due';
import { indiaReadable } from '@/lib/time/india-time';
import type { InboxRightsRequest } from '@/lib/server/privacy/rights-requests';
import { textLink } from '../ui/text-link';
import { DetailRow, DueDate } from './request-fields';

const { fields } = requestsListCopy;

/**
 * One rights request in the admins' list: its reference (the link to it), what it asks, and when
 * it came and is due, an overdue date said in words and in red. Never the phone or email: the
 * list is glanced at, the request's page is where they are read (and that view is logged).
 */
export function RightsRequestCard({ request, now }: { request: InboxRightsRequest; now: Date }) {
  const due = dueState(request.due_at, request.handled_at, now);
  const deadline = dueState(request.deadline_at, request.handled_at, now);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4">
      <h3 className="text-lg font-semibold">
        <Link
          href={rightsRequestPath(request.reference)}
          aria-label={requestsListCopy.openRequest(request.reference)}
          className={textLink}
        >
          {request.reference}
        </Link>{' '}
        <span className="text-base font-normal text-gray-700">
          {requestKindLabels[request.kind]}
        </span>
      </h3>
      <dl className="grid grid-cols-[7.5rem_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[9.5rem_1fr] lg:grid-cols-[9.5rem_1fr_9.5rem_1fr]">
        <DetailRow label={fields.received}>
          <time dateTime={request.received_at}>{indiaReadable(request.received_at)}</time>
        </DetailRow>
        <DetailRow label={fields.language}>{requestLanguageNames[request.language]}</DetailRow>
        <DetailRow label={fields.due}>
          <DueDate iso={request.due_at} state={due} />
        </DetailRow>
        <DetailRow label={fields.deadline}>
          <DueDate iso={request.deadline_at} state={deadline} />
        </DetailRow>
        {request.handled_at && (
          <DetailRow label={fields.answered}>
            <time dateTime={request.handled_at}>{indiaReadable(request.handled_at)}</time>
            {request.handler_name && ` · ${request.handler_name}`}
          </DetailRow>
        )}
        {request.suspected_reason && (
          <DetailRow label={fields.why}>
            <strong className="font-semibold text-red-900">
              {suspectedReasonLabel(request.suspected_reason)}
            </strong>
          </DetailRow>
        )}
      </dl>
    </li>
  );
}
