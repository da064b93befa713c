import 'server-only';
import { metaHashedContact } from './hashed-contact';
import { conversionKey, type ConversionStage, type StageConversion } from './conversion-stages';

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
} as const satisfies Record<'lead' | ConversionStage, string>;

/** Meta refuses a whole request with an event older than this (its event_time rule). */
export const META_MAX_EVENT_AGE_MS = 7 * 86_400_000;

type MetaLead = Pick<
  StageConversion,
  'id' | 'received_at' | 'email' | 'phone' | 'page_url' | 'user_agent' | 'fbc' | 'fbp'
>;

/** A lead's arrival (at its received time), or its reaching a stage (at that time). */
export type MetaConversion = (MetaLead & { stage: 'lead' }) | StageConversion;

export type MetaUserData = {
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
  action_source: 'website';
  user_data: MetaUserData;
};

const atOf = (conversion: MetaConversion) =>
  conversion.stage === 'lead' ? conversion.received_at : conversion.reached_at;

/** What Meta matches the person by: their hashed email and phone, browser and click ids. */
function userData(lead: MetaLead): MetaUserData {
  const { email, phone } = metaHashedContact(lead);
  const data: MetaUserData = {};
  if (lead.user_agent) data.client_user_agent = lead.user_agent;
  if (email) data.em = [email];
  if (phone) data.ph = [phone];
  if (lead.fbc) data.fbc = lead.fbc;
  if (lead.fbp) data.fbp = lead.fbp;
  return data;
}

const matchable = ({ em, ph, fbc, fbp }: MetaUserData) => Boolean(em || ph || fbc || fbp);

/**
 * The server events for these conversions, in their order; a lead with nothing Meta could match
 * a person by (no email, phone or Meta id: a user agent alone is no one) is left out.
 */
export function toMetaEvents(conversions: MetaConversion[]): MetaServerEvent[] {
  const events = conversions.map((conversion) => ({
    event_name: META_EVENT_NAMES[conversion.stage],
    event_time: Math.floor(Date.parse(atOf(conversion)) / 1000),
    event_id: conversionKey(conversion),
    // The page the form was sent from; a lead sent by another client may name none.
    ...(conversion.page_url ? { event_source_url: conversion.page_url } : {}),
    action_source: 'website' as const,
    user_data: userData(conversion),
  }));
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

/** The request body Meta's events endpoint takes. */
export const metaRequestBody = (events: MetaServerEvent[]) => JSON.stringify({ data: events });
