import 'server-only';
import { DAY_MS } from '@/lib/time/day';
import { metaHashedContact } from './hashed-contact';
import type { StoredLead } from '../store/lead-store';
import {
  conversionKey,
  type AdEvent,
  type StageConversion,
  type VerifiedConversion,
} from './conversion-stages';

// Meta's Conversions API server events for leads (docs/leads.md, "Ad conversions"): the standard
// Lead at a lead's arrival, and one event when it is qualified or won. Qualified and won are
// custom events: none of Meta's standard events means "a counsellor judged this enquiry
// worthwhile" (Purchase would teach purchase-optimised campaigns a sale and needs a value,
// SubmitApplication means the visitor applied on the site), and a custom event can be made a
// custom conversion to optimise for. Each event's id is the lead's and the event's, so the same
// event sent again (a retry, a second export) is one event to Meta. POSTed as `{"data": [...]}`
// to https://graph.facebook.com/v{version}/{pixel id}/events with the access token.

export const META_EVENT_NAMES = {
  lead: 'Lead',
  qualified: 'QualifiedLead',
  won: 'WonLead',
  // Custom as the stages are: a person proved their phone (CONVERSION_VERIFIED).
  verified: 'VerifiedLead',
} as const satisfies Record<AdEvent, string>;

/** Meta refuses a whole request with an event older than this (its event_time rule). */
export const META_MAX_EVENT_AGE_MS = 7 * DAY_MS;

type MetaLead = Pick<
  StageConversion,
  'id' | 'received_at' | 'email' | 'phone' | 'page_url' | 'user_agent' | 'fbc' | 'fbp'
> &
  /** A lead of Meta's own instant forms carries its channel and Meta's lead id (migration 033). */
  Partial<Pick<StoredLead, 'channel' | 'channel_lead_id'>>;

/**
 * A lead's arrival (at its received time), its reaching a stage, or its phone verified (at that
 * time).
 */
export type MetaConversion =
  | (MetaLead & { stage: 'lead' })
  | ((StageConversion | VerifiedConversion) &
      Partial<Pick<StoredLead, 'channel' | 'channel_lead_id'>>);

export type MetaUserData = {
  /**
   * Meta's own id of an instant form's lead (its 15 or 16 digits): how the Conversions API for CRM
   * ties a stage to the lead. Kept as a string, sent as an integer (metaJson).
   */
  lead_id?: string;
  client_user_agent?: string;
  em?: string[];
  ph?: string[];
  fbc?: string;
  fbp?: string;
};

/** One server event, its keys in the order of Meta's own examples. */
export type MetaServerEvent = {
  event_name: (typeof META_EVENT_NAMES)[keyof typeof META_EVENT_NAMES];
  event_time: number;
  event_id: string;
  event_source_url?: string;
  /** `system_generated` for a stage of Meta's own lead, told from our CRM. */
  action_source: 'website' | 'system_generated';
  user_data: MetaUserData;
  /** The Conversions API for CRM's marks of a stage of Meta's own lead. */
  custom_data?: { event_source: 'crm'; lead_event_source: string };
};

/** What Meta's Events Manager shows as the CRM the stages came from. */
export const LEAD_EVENT_SOURCE = 'Leadwise inbox';

const atOf = (conversion: MetaConversion) =>
  conversion.stage === 'lead' ? conversion.received_at : conversion.reached_at;

/** What Meta matches the person by: their hashed email and phone, browser and click ids. */
function userData(lead: MetaLead): MetaUserData {
  const { email, phone } = metaHashedContact(lead);
  const data: MetaUserData = {};
  const metaLead = lead.channel === 'meta' && /^\d{1,20}$/.test(lead.channel_lead_id ?? '');
  if (metaLead) data.lead_id = lead.channel_lead_id!;
  // A platform's lead has no browser: its user agent names the channel (channel-intake.ts).
  else if (lead.user_agent) data.client_user_agent = lead.user_agent;
  if (email) data.em = [email];
  if (phone) data.ph = [phone];
  if (lead.fbc) data.fbc = lead.fbc;
  if (lead.fbp) data.fbp = lead.fbp;
  return data;
}

const matchable = ({ lead_id, em, ph, fbc, fbp }: MetaUserData) =>
  Boolean(lead_id || em || ph || fbc || fbp);

/**
 * The server events for these conversions, in their order; a lead with nothing Meta could match
 * a person by (no email, phone or Meta id: a user agent alone is no one) is left out.
 */
export function toMetaEvents(conversions: MetaConversion[]): MetaServerEvent[] {
  const events = conversions.map((conversion): MetaServerEvent => {
    const base = {
      event_name: META_EVENT_NAMES[conversion.stage],
      event_time: Math.floor(Date.parse(atOf(conversion)) / 1000),
      event_id: conversionKey(conversion),
    };
    const user_data = userData(conversion);
    // Each stage of Meta's own lead, its arrival too, goes back as the Conversions API for CRM
    // asks: keyed by its lead id, from the CRM, with no page (docs/leads.md, "Ad conversions").
    if (user_data.lead_id)
      return {
        ...base,
        action_source: 'system_generated',
        user_data,
        custom_data: { event_source: 'crm', lead_event_source: LEAD_EVENT_SOURCE },
      };
    return {
      ...base,
      // The page the form was sent from; a lead sent by another client may name none.
      ...(conversion.page_url ? { event_source_url: conversion.page_url } : {}),
      action_source: 'website',
      user_data,
    };
  });
  return events.filter((event) => matchable(event.user_data));
}

/**
 * The events Meta still takes at `now`, and how many are too old: one older than seven days
 * would make Meta refuse every event of its request.
 */
export function recentEnough(events: MetaServerEvent[], now: Date) {
  const oldest = Math.ceil((now.getTime() - META_MAX_EVENT_AGE_MS) / 1000);
  const recent = events.filter((event) => event.event_time >= oldest);
  return { events: recent, tooOld: events.length - recent.length };
}

/**
 * JSON as Meta takes it: Meta's lead id is the integer it asks for, written with its own digits
 * (a 16-digit id passes what a JavaScript number holds exactly). A key inside a string value has
 * its quotes escaped, so only the real `lead_id` key matches.
 */
export const metaJson = (value: unknown) =>
  JSON.stringify(value).replace(/"lead_id":"(\d{1,20})"/g, '"lead_id":$1');

/** The request body Meta's events endpoint takes. */
export const metaRequestBody = (events: MetaServerEvent[]) => metaJson({ data: events });
