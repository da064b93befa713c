import 'server-only';
import { AD_PARAMETERS } from '@/lib/leads/attribution';
import { LEAD_PATH, NEWSLETTER_PATH } from '@/lib/leads/b2b-contract';
import { leadAlert } from '../alerts/lead-alert';
import type { LeadRow } from '../store/lead-store';
import type { Destination } from './outbox-destinations';

/**
 * The hosted B2B API's call for a stored lead: the API's body (docs/product.md#the-api), plus the funnel's fields
 * (with the form's language: a student who wrote in Hindi is called back in Hindi), plus where
 * the visit came from (landing URL, referrer and each ad parameter) as extra fields.
 */
export function leadForward(lead: LeadRow) {
  const { name, email, phone, reason, page_url } = lead;
  const attribution = {
    landing_url: lead.landing_url,
    referrer: lead.referrer,
    ...Object.fromEntries(AD_PARAMETERS.map((name) => [name, lead[name]])),
  };
  const body =
    lead.kind === 'proposal'
      ? {
          name,
          email,
          phone,
          Websiteurl: lead.website,
          message: lead.message,
          reason,
          page_url,
          ...attribution,
        }
      : {
          name,
          email,
          phone,
          course: lead.course,
          city: lead.city,
          consent: lead.consent,
          language: lead.language,
          reason,
          page_url,
          ...attribution,
        };
  return { path: LEAD_PATH, payload: JSON.stringify(body) };
}

/** The hosted API's call for a new subscriber (its path is spelled so). */
export const subscriberForward = (email: string) => ({
  path: NEWSLETTER_PATH,
  payload: JSON.stringify({ email }),
});

/** One outbox item's destination, path and payload. */
export type OutboxCall = { destination: Destination; path: string; payload: string };

/** A stored lead's item for each destination: the hosted API's call, or the alert's facts. */
export const leadCalls = (
  lead: LeadRow & { id: number; received_at: string },
  destinations: readonly Destination[],
): OutboxCall[] =>
  destinations.map((destination) =>
    destination === 'hosted-api'
      ? { destination, ...leadForward(lead) }
      : { destination, path: '', payload: JSON.stringify(leadAlert(lead)) },
  );

/** A subscriber's item: the hosted API only, since alerts are for leads. */
export const subscriberCalls = (email: string, destinations: readonly Destination[]) =>
  destinations
    .filter((destination) => destination === 'hosted-api')
    .map((destination): OutboxCall => ({ destination, ...subscriberForward(email) }));
