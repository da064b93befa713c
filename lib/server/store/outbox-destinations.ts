import 'server-only';
import type { ServerConfig } from '../server-config';

/**
 * Where an outbox item goes: the hosted B2B API (leads and subscribers), an alert to the agency
 * by email or webhook (genuine leads only), or one of Meta's Conversions API events of a lead
 * (its arrival, its reaching qualified, its reaching won, its phone verified: a destination each,
 * so each event is an item of its own, queued and sent once). Each item is retried on its own.
 */
export const DESTINATIONS = [
  'hosted-api',
  'email',
  'webhook',
  'meta-lead',
  'meta-qualified',
  'meta-won',
  'meta-verified',
  'push',
  'university',
  'university-erasure',
  'mapping-email',
  'mapping-webhook',
] as const;
export type Destination = (typeof DESTINATIONS)[number];

const ALERT_CHANNELS = ['email', 'webhook'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const isAlert = (destination: Destination): destination is AlertChannel =>
  (ALERT_CHANNELS as readonly Destination[]).includes(destination);

/**
 * The admins' alert that a university's sheet lacks a value, on each alert channel: an item of
 * the lead held first for it, beside (not instead of) that lead's arrival alert.
 */
export const MAPPING_ALERTS = {
  email: 'mapping-email',
  webhook: 'mapping-webhook',
} as const satisfies Record<AlertChannel, Destination>;
export type MappingAlert = (typeof MAPPING_ALERTS)[AlertChannel];

/** Meta's event for a lead's arrival and for each stage it reaches, by its destination. */
export const META_DESTINATIONS = {
  lead: 'meta-lead',
  qualified: 'meta-qualified',
  won: 'meta-won',
  verified: 'meta-verified',
} as const satisfies Record<string, Destination>;
export type MetaDestination = (typeof META_DESTINATIONS)[keyof typeof META_DESTINATIONS];

export const isMeta = (destination: Destination): destination is MetaDestination =>
  (Object.values(META_DESTINATIONS) as Destination[]).includes(destination);

export type DestinationSettings = Pick<
  ServerConfig,
  'forwardBase' | 'alertEmail' | 'alertWebhookUrl' | 'metaEvents' | 'conversionVerified'
>;

/** The destinations these settings turn on: new records are queued for them, and sent. */
export const destinationsOf = (settings: DestinationSettings): Destination[] =>
  DESTINATIONS.filter((destination) => destinationState(destination, settings).on);

/**
 * Whether a destination is on, and where it sends, for an operator's terminal: never a password
 * (in the SMTP URL), a webhook's path (its secret) nor Meta's token.
 */
function destinationState(
  destination: Destination,
  settings: DestinationSettings,
): { on: boolean; text: string } {
  if (destination === 'hosted-api') {
    const base = settings.forwardBase;
    return base
      ? { on: true, text: `Forwarding to ${base}` }
      : { on: false, text: 'Forwarding is off (LEADS_FORWARD_BASE is not set)' };
  }
  if (destination === 'email') {
    const email = settings.alertEmail;
    return email
      ? {
          on: true,
          text: `Email alerts to ${email.to.join(', ')} through ${new URL(email.smtpUrl).host}`,
        }
      : { on: false, text: 'Email alerts are off (LEAD_ALERT_SMTP_URL is not set)' };
  }
  if (isMeta(destination)) {
    const meta = settings.metaEvents;
    const event = destination.slice('meta-'.length);
    if (destination === META_DESTINATIONS.verified && !settings.conversionVerified)
      return { on: false, text: 'Meta verified events are off (CONVERSION_VERIFIED is not on)' };
    return meta
      ? {
          on: true,
          text: `Meta ${event} events to pixel ${meta.pixelId} through ${new URL(meta.base).host}`,
        }
      : { on: false, text: `Meta ${event} events are off (META_PIXEL_ID is not set)` };
  }
  // Always on: an owner's notice goes by email where their devices take no push.
  if (destination === 'push')
    return {
      on: true,
      text: "Notices to each lead's owner: a push to their devices, or an email where none takes it",
    };
  // Always on: each university's destination is in the store, set by its admins (--off turns one off).
  if (destination === 'university-erasure')
    return {
      on: true,
      text: "Erasures and withdrawals to the universities that had the person's leads (lead.erased)",
    };
  if (destination === 'mapping-email' || destination === 'mapping-webhook') {
    const channel = destination === 'mapping-email' ? 'email' : 'webhook';
    const state = destinationState(channel, settings);
    return {
      on: state.on,
      text: `Values a university's sheet lacks, to the admins: ${channel} ${state.on ? 'on' : 'off'}`,
    };
  }
  if (destination === 'university')
    return {
      on: true,
      text: 'Admission leads to their universities, where a delivery is set (npm run leads -- university status)',
    };
  const url = settings.alertWebhookUrl;
  return url
    ? { on: true, text: `Webhook alerts to ${new URL(url).host}` }
    : { on: false, text: 'Webhook alerts are off (LEAD_ALERT_WEBHOOK_URL is not set)' };
}

/** Where a destination sends, or that it is off. */
export const describeDestination = (destination: Destination, settings: DestinationSettings) =>
  destinationState(destination, settings).text;
