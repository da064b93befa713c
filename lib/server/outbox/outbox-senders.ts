import 'server-only';
import { leadMayGoToAdPlatforms } from '../ads/ad-platforms-may';
import type { StoreDatabase } from '../store/store-database';
import { emailSender } from './email-sender';
import { hostedApiSender } from './hosted-api-sender';
import type { AdminNotice } from '../alerts/admin-notice';
import type { LeadAlert } from '../alerts/lead-alert';
import {
  destinationsOf,
  isAlert,
  MAPPING_ALERTS,
  META_DESTINATIONS,
  type AlertChannel,
  type Destination,
} from '../store/outbox-destinations';
import { metaSender } from './meta-sender';
import { pushSender } from '../push/push-sender';
import { deliverySender, erasureSender } from '../delivery/delivery-sender';
import type { Sender, SendResult } from './outbox-send';
import type { ServerConfig } from '../server-config';
import { webhookSender } from './webhook-sender';

export type Senders = Partial<Record<Destination, Sender>>;

/** An alert channel's sender, which also sends an alert that is no outbox item (a test). */
export type AlertSender = Sender & {
  sendAlert(alert: LeadAlert, options?: { test?: boolean }): Promise<SendResult>;
  /** An admins' notice about the site's own working (alerts/admin-notice.ts). */
  sendNotice(notice: AdminNotice): Promise<SendResult>;
};

// Each is called only for a destination destinationsOf() found set.
const ALERT_SENDERS: Record<AlertChannel, (config: ServerConfig) => AlertSender> = {
  email: (config) => emailSender(config.alertEmail!, config.forwardTimeoutMs),
  webhook: (config) => webhookSender(config.alertWebhookUrl!, config.forwardTimeoutMs),
};
const meta = (config: ServerConfig, database: StoreDatabase) =>
  metaSender(config.metaEvents!, config.forwardTimeoutMs, (leadId) =>
    leadMayGoToAdPlatforms(database.db, leadId),
  );
const SENDERS: Record<Destination, (config: ServerConfig, database: StoreDatabase) => Sender> = {
  'hosted-api': (config) => hostedApiSender(config.forwardBase!, config.forwardTimeoutMs),
  ...ALERT_SENDERS,
  [META_DESTINATIONS.lead]: meta,
  [META_DESTINATIONS.qualified]: meta,
  [META_DESTINATIONS.won]: meta,
  [META_DESTINATIONS.verified]: meta,
  push: (config, database) => pushSender(config, database, config.vapid),
  university: (config, database) => deliverySender(config, database),
  'university-erasure': (config, database) => erasureSender(config, database),
  [MAPPING_ALERTS.email]: ALERT_SENDERS.email,
  [MAPPING_ALERTS.webhook]: ALERT_SENDERS.webhook,
};

/** A sender for each destination the settings turn on; Meta's ask the store before each send. */
export const outboxSenders = (config: ServerConfig, database: StoreDatabase): Senders =>
  Object.fromEntries(
    destinationsOf(config).map((destination) => [
      destination,
      SENDERS[destination](config, database),
    ]),
  );

/** A sender for each alert channel the settings turn on. */
export const alertSenders = (config: ServerConfig) =>
  destinationsOf(config)
    .filter(isAlert)
    .map((channel) => ({ channel, sender: ALERT_SENDERS[channel](config) }));
