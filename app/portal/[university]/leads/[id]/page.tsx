import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { OutcomeForm } from '@/components/portal/outcome-form';
import { PortalHeader } from '@/components/portal/portal-header';
import { ReturnForm } from '@/components/portal/return-form';
import { textLink } from '@/components/ui/text-link';
import {
  outcomeLabels,
  portalCopy as copy,
  portalFormCopy,
  returnDecisionLabels,
  returnReasonLabels,
} from '@/content/portal';
import { leadReference } from '@/lib/delivery/delivery-values';
import { callHref, readablePhone } from '@/lib/inbox/lead-contact';
import { isOutcome, isReturnReason } from '@/lib/portal/outcomes';
import { portalLeadPath, portalNotALeadPath, portalPath } from '@/lib/portal/portal-paths';
import { portalPage } from '@/lib/server/inbox-entries/operator-guard';
import { leadNumberOf } from '@/lib/server/portal/portal-services';
import { indiaReadable } from '@/lib/time/india-time';

type Props = { params: Promise<{ university: string; id: string }> };

// The title names the lead's reference, never its person: titles end up in the browser's history.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = leadNumberOf((await params).id);
  return { title: id === null ? 'Lead' : leadReference(id) };
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="font-semibold sm:w-40 sm:shrink-0">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/**
 * One of the university's leads: the student's answers as written, when it came and was
 * delivered, its outcome history and its return; the outcome and return forms for the university
 * (not in the agency's view). Any number not delivered to this university is not found.
 */
export default async function PortalLeadPage({ params }: Props) {
  const { university, id: asked } = await params;
  const id = leadNumberOf(asked);
  const path = id === null ? portalNotALeadPath(university) : portalLeadPath(university, id);
  const { actor, portal } = await portalPage(university, path);
  const found = await portal.lead(id);
  if ('missing' in found) notFound();
  const { lead, returnableUntil } = found;
  const call = callHref(lead.phone);
  const section = 'flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4';
  return (
    <>
      <PortalHeader actor={actor} />
      <main className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6">
        <Link href={portalPath(university)} className={textLink}>
          {copy.back}
        </Link>
        <h1 className="text-2xl font-bold" lang={lead.language === 'hi' ? 'hi' : undefined}>
          {copy.leadTitle(lead.name)}
        </h1>
        <dl className={`${section} text-sm`} lang={lead.language === 'hi' ? 'hi' : undefined}>
          <Fact term={copy.facts.reference}>{leadReference(lead.id)}</Fact>
          <Fact term={copy.facts.phone}>
            {call ? (
              <a href={call} className={textLink}>
                {readablePhone(lead.phone)}
              </a>
            ) : (
              lead.phone
            )}
          </Fact>
          <Fact term={copy.facts.email}>{lead.email}</Fact>
          <Fact term={copy.facts.course}>{lead.course}</Fact>
          <Fact term={copy.facts.city}>{lead.city}</Fact>
          <Fact term={copy.facts.received}>{indiaReadable(lead.received_at)}</Fact>
          <Fact term={copy.facts.delivered}>{indiaReadable(lead.delivered_at)}</Fact>
          <Fact term={copy.facts.verified}>{lead.verified ? copy.yes : copy.no}</Fact>
          {lead.adult === false && (
            <>
              <Fact term={copy.facts.minor}>{copy.yes}</Fact>
              <Fact term={copy.facts.guardian}>
                {lead.guardian_name}
                {lead.guardian_phone && (
                  <>
                    {' · '}
                    <a href={callHref(lead.guardian_phone) ?? undefined} className={textLink}>
                      {readablePhone(lead.guardian_phone)}
                    </a>
                  </>
                )}
              </Fact>
            </>
          )}
        </dl>
        <section aria-labelledby="outcome-heading" className={section}>
          <h2 id="outcome-heading" className="text-lg font-bold">
            {portalFormCopy.outcomeHeading}
          </h2>
          {!actor.agencyView && (
            <OutcomeForm
              university={university}
              leadId={lead.id}
              current={isOutcome(lead.outcome) ? lead.outcome : null}
            />
          )}
          <h3 className="font-semibold">{copy.historyHeading}</h3>
          {lead.outcomes.length ? (
            <ul className="list-disc pl-5 text-sm">
              {lead.outcomes.map((row, index) => (
                <li key={index}>
                  {copy.historyRow(
                    isOutcome(row.outcome) ? outcomeLabels[row.outcome] : row.outcome,
                    indiaReadable(row.at),
                    row.by_name ?? '',
                    row.source,
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm">{copy.noHistory}</p>
          )}
        </section>
        {(lead.returns.length > 0 || returnableUntil) && (
          <section aria-labelledby="return-heading" className={section}>
            <h2 id="return-heading" className="text-lg font-bold">
              {lead.returns.length ? copy.returnsHeading : portalFormCopy.returnHeading}
            </h2>
            {lead.returns.map((row) => (
              <div key={row.id} className="flex flex-col gap-1 text-sm">
                <p className="font-semibold">
                  {copy.returnRow(
                    isReturnReason(row.reason) ? returnReasonLabels[row.reason] : row.reason,
                    indiaReadable(row.asked_at),
                  )}
                </p>
                {row.note && <p className="whitespace-pre-line">{row.note}</p>}
                <p>
                  {row.decision && row.decided_at
                    ? copy.decided(
                        returnDecisionLabels[row.decision],
                        indiaReadable(row.decided_at),
                      )
                    : copy.waiting}
                </p>
                {row.decision_note && <p className="whitespace-pre-line">{row.decision_note}</p>}
              </div>
            ))}
            {returnableUntil && (
              <ReturnForm
                university={university}
                leadId={lead.id}
                until={indiaReadable(returnableUntil)}
              />
            )}
          </section>
        )}
      </main>
    </>
  );
}
