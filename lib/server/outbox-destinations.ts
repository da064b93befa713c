import 'server-only';
import type { ServerConfig } from './server-config';

/**
 * Where an outbox item goes: the hosted B2B API (leads and subscribers), or an alert to the agency
 * by email or webhook (genuine leads only). Each has its own item, retried on its own.
 */
export const DESTINATIONS = ['hosted-api', 'email', 'webhook'] as const;
export type Destination = (typeof DESTINATIONS)[number];

export const isAlert = (destination: Destination) => destination !== 'hosted-api';

export type DestinationSettings = Pick<
  ServerConfig,
  'forwardBase' | 'alertEmail' | 'alertWebhookUrl'
>;

/** The destinations these settings turn on: new records are queued for them, and sent. */
export const destinationsOf = (settings: DestinationSettings): Destination[] =>
  DESTINATIONS.filter((destination) =>
    destination === 'hosted-api'
      ? settings.forwardBase !== null
      : destination === 'email'
        ? settings.alertEmail !== null
        : settings.alertWebhookUrl !== null,
  );
