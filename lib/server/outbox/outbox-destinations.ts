import 'server-only';
import type { ServerConfig } from '../server-config';

/**
 * Where an outbox item goes: the hosted B2B API (leads and subscribers), or an alert to the agency
 * by email or webhook (genuine leads only). Each has its own item, retried on its own.
 */
export const DESTINATIONS = ['hosted-api', 'email', 'webhook'] as const;
export type Destination = (typeof DESTINATIONS)[number];
export type AlertChannel = Exclude<Destination, 'hosted-api'>;

export const isAlert = (destination: Destination): destination is AlertChannel =>
  destination !== 'hosted-api';

export type DestinationSettings = Pick<
  ServerConfig,
  'forwardBase' | 'alertEmail' | 'alertWebhookUrl'
>;

/** The destinations these settings turn on: new records are queued for them, and sent. */
export const destinationsOf = (settings: DestinationSettings): Destination[] =>
  DESTINATIONS.filter((destination) => destinationState(destination, settings).on);

/**
 * Whether a destination is on, and where it sends, for an operator's terminal: never a password
 * (in the SMTP URL) nor a webhook's path (its secret).
 */
function destinationState(destination: Destination, settings: DestinationSettings) {
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
  const url = settings.alertWebhookUrl;
  return url
    ? { on: true, text: `Webhook alerts to ${new URL(url).host}` }
    : { on: false, text: 'Webhook alerts are off (LEAD_ALERT_WEBHOOK_URL is not set)' };
}

/** Where a destination sends, or that it is off. */
export const describeDestination = (destination: Destination, settings: DestinationSettings) =>
  destinationState(destination, settings).text;
