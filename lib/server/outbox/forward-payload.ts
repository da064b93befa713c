import 'server-only';
import { AD_PARAMETERS } from '@/lib/leads/attribution';
import { LEAD_PATH, NEWSLETTER_PATH } from '@/lib/leads/b2b-contract';
import { leadAlert } from '../alerts/lead-alert';
import type { ConversionStage, VERIFIED } from '../ads/conversion-stages';
import { toMetaEvents } from '../ads/meta-events';
import type { LeadRow } from '../store/lead-store';
import type { OutboxCall } from '../store/tables/outbox-table';
import { isAlert, META_DESTINATIONS, type Destination } from '../store/outbox-destinations';

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

type StoredRow = LeadRow & { id: number; received_at: string };

/**
 * Meta's event of a lead as its item: Lead at its arrival, or the stage's event (VerifiedLead's
 * too) at `reachedAt`; none for a lead with nothing Meta could match a person by.
 */
export function metaEventCalls(
  lead: Pick<
    StoredRow,
    'id' | 'received_at' | 'email' | 'phone' | 'page_url' | 'user_agent' | 'fbc' | 'fbp'
  > &
    Partial<Pick<StoredRow, 'channel' | 'channel_lead_id'>>,
  event: { stage: 'lead' } | { stage: ConversionStage | typeof VERIFIED; reachedAt: string },
  destinations: readonly Destination[],
): OutboxCall[] {
  const destination = META_DESTINATIONS[event.stage];
  if (!destinations.includes(destination)) return [];
  const [made] = toMetaEvents([
    event.stage === 'lead'
      ? { ...lead, stage: 'lead' }
      : { ...lead, gclid: null, gbraid: null, wbraid: null, ...event, reached_at: event.reachedAt },
  ]);
  return made ? [{ destination, path: '', payload: JSON.stringify(made) }] : [];
}

/**
 * A stored lead's items at its arrival: the hosted API's call, the alert's facts for each alert
 * channel, and Meta's Lead event (its stage events are queued when it reaches them: lead-work.ts).
 */
export const leadCalls = (lead: StoredRow, destinations: readonly Destination[]): OutboxCall[] =>
  destinations.flatMap((destination): OutboxCall[] => {
    if (destination === 'hosted-api') return [{ destination, ...leadForward(lead) }];
    // Lead for our pages' leads and, as the CRM's first stage, Meta's own instant forms'; none for
    // a Google lead form's or a sheet's, which had no visit and are no Meta lead.
    if (destination === META_DESTINATIONS.lead)
      return lead.channel === 'site' || lead.channel === 'meta'
        ? metaEventCalls(lead, { stage: 'lead' }, destinations)
        : [];
    // Meta's other events come at their stages; an owner's notice, with the lead's owner; a
    // university's delivery where the university has one, and the admins' alert of a value its
    // sheet lacks when it lacks one (lib/server/delivery).
    if (!isAlert(destination)) return [];
    return [{ destination, path: '', payload: JSON.stringify(leadAlert(lead)) }];
  });

/** A subscriber's item: the hosted API only, since alerts are for leads. */
export const subscriberCalls = (email: string, destinations: readonly Destination[]) =>
  destinations
    .filter((destination) => destination === 'hosted-api')
    .map((destination): OutboxCall => ({ destination, ...subscriberForward(email) }));
