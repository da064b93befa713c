import type { ReactNode } from 'react';
import { languageNames, leadFieldLabels as labels, leadPageCopy } from '@/content/inbox-lead';
import { kindLabels } from '@/content/inbox-work';
import { isLanguage } from '@/lib/config/language';
import { readablePhone } from '@/lib/inbox/lead-contact';
import { AD_PARAMETERS } from '@/lib/leads/attribution';
import { indiaReadable } from '@/lib/time/india-time';
import type { WorkedLead } from '@/lib/server/inbox/lead-work';

type Row = [label: string, value: ReactNode];

const when = (iso: string | null) => (iso ? indiaReadable(iso) : null);

/** A titled list of a lead's values; a row without a value says so rather than vanish. */
function Facts({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <section
      aria-labelledby={`${title}-title`.replace(/\W+/g, '-')}
      className="flex flex-col gap-2"
    >
      <h2 id={`${title}-title`.replace(/\W+/g, '-')} className="text-lg font-bold">
        {title}
      </h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-gray-700">{label}</dt>
            <dd className="mb-2 break-words whitespace-pre-wrap sm:mb-0">
              {value === null || value === '' ? (
                <span className="text-gray-700">{leadPageCopy.none}</span>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Everything the lead sent, its first touch and the consent it was shown. */
export function LeadDetails({ lead }: { lead: WorkedLead }) {
  const sent: Row[] = [
    [labels.name, lead.name],
    [labels.phone, readablePhone(lead.phone)],
    [labels.email, lead.email],
    [labels.kind, kindLabels[lead.kind]],
    [labels.reason, lead.reason],
    ...(lead.kind === 'proposal'
      ? ([
          [labels.website, lead.website],
          [labels.message, lead.message],
        ] as Row[])
      : ([
          [labels.course, lead.course],
          [labels.city, lead.city],
          [
            labels.consent,
            lead.consent === null ? null : lead.consent ? leadPageCopy.yes : leadPageCopy.no,
          ],
        ] as Row[])),
    [labels.language, isLanguage(lead.language) ? languageNames[lead.language] : lead.language],
    [labels.pageUrl, lead.page_url],
    [labels.receivedAt, when(lead.received_at)],
    // Said only when the browser kept it a while (a dropped connection), not for milliseconds.
    ...(lead.first_attempt_at && when(lead.first_attempt_at) !== when(lead.received_at)
      ? ([[labels.firstAttemptAt, when(lead.first_attempt_at)]] as Row[])
      : []),
    [labels.userAgent, lead.user_agent],
  ];
  const touch: Row[] = [
    [labels.landingUrl, lead.landing_url],
    [labels.referrer, lead.referrer],
    ...AD_PARAMETERS.map((name): Row => [name, lead[name]]),
  ];
  const consent: Row[] = [
    [labels.consentText, lead.consent_text],
    [labels.consentVersion, lead.consent_version],
    [labels.consentedAt, when(lead.consented_at)],
  ];
  return (
    <div className="flex flex-col gap-6">
      <Facts title={leadPageCopy.sentTitle} rows={sent} />
      <Facts title={leadPageCopy.touchTitle} rows={touch} />
      <Facts title={leadPageCopy.consentTitle} rows={consent} />
    </div>
  );
}
