import type { ReactNode } from 'react';
import { suspectedCopy, suspectedReasonLabel } from '@/content/inbox-records';
import type { RecordType } from '@/lib/server/store/lead-store';
import { ReleaseButton } from './release-button';

type Field = { label: string; value: string | null };

/**
 * One record held as suspected: why, when, what it sent, and its release. What it sent is shown
 * as text only: a bot's message may hold anything.
 */
export function HeldRecord({
  type,
  id,
  title,
  reason,
  at,
  atText,
  fields,
}: {
  type: RecordType;
  id: number;
  title: string;
  reason: string;
  at: string;
  atText: string;
  fields: Field[];
}) {
  const sent = fields.filter((field): field is { label: string; value: string } =>
    Boolean(field.value),
  );
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <h3 className="text-lg font-semibold break-words">
        {title} <span className="text-sm font-normal text-gray-700">#{id}</span>
      </h3>
      <dl className="grid gap-x-4 gap-y-1 text-sm grid-cols-[6.5rem_1fr] sm:grid-cols-[10rem_1fr]">
        <Row label={suspectedCopy.why}>
          <strong className="font-semibold text-red-900">{suspectedReasonLabel(reason)}</strong>
        </Row>
        <Row label={suspectedCopy.received}>
          <time dateTime={at}>{atText}</time>
        </Row>
      </dl>
      {sent.length > 0 && (
        <>
          <h4 className="text-sm font-semibold text-gray-800">{suspectedCopy.sent}</h4>
          <dl className="grid gap-x-4 gap-y-1 text-sm grid-cols-[6.5rem_1fr] sm:grid-cols-[10rem_1fr]">
            {sent.map((field) => (
              <Row key={field.label} label={field.label}>
                <span className="whitespace-pre-line">{field.value}</span>
              </Row>
            ))}
          </dl>
        </>
      )}
      <ReleaseButton type={type} id={id} name={title} />
    </li>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-gray-700">{label}</dt>
      {/* min-w-0: a long email wraps instead of widening its grid column past a 360 px screen. */}
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
