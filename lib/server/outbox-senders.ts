import 'server-only';
import { emailSender } from './email-sender';
import { hostedApiSender } from './hosted-api-sender';
import { destinationsOf, type Destination } from './outbox-destinations';
import type { Sender } from './outbox-send';
import type { ServerConfig } from './server-config';
import { webhookSender } from './webhook-sender';

export type Senders = Partial<Record<Destination, Sender>>;

// Each is called only for a destination destinationsOf() found set.
const SENDERS: Record<Destination, (config: ServerConfig) => Sender> = {
  'hosted-api': (config) => hostedApiSender(config.forwardBase!, config.forwardTimeoutMs),
  email: (config) => emailSender(config.alertEmail!, config.forwardTimeoutMs),
  webhook: (config) => webhookSender(config.alertWebhookUrl!, config.forwardTimeoutMs),
};

/** A sender for each destination the settings turn on. */
export const outboxSenders = (config: ServerConfig): Senders =>
  Object.fromEntries(
    destinationsOf(config).map((destination) => [destination, SENDERS[destination](config)]),
  );
