import 'server-only';
import { leadAlert } from '../alerts/lead-alert';
import { logEvent } from '../http/http';
import { alertSenders } from '../outbox/outbox-senders';
import type { ServerConfig } from '../server-config';
import { isoTimestamps } from '../store/iso-timestamps';
import { leadFromRow, STORED_LEAD_COLUMNS } from '../store/kysely-store';
import type { StoreDatabase } from '../store/store-database';

// The admins are told on each alert channel (LEAD_ALERT_*, as of a missed first-contact deadline)
// when the day's SMS budget is spent, once a day: the limiter's shared count names the first
// refused send (phone-check-limits.ts). Sent at once, not queued, with the first lead sent no
// code; the student's thank-you page does not wait for it, and a channel that fails is logged.

export function budgetSpentAlert(config: ServerConfig, database: StoreDatabase) {
  const channels = alertSenders(config);
  const db = database.db.withPlugin(isoTimestamps);
  return async (leadId: number, budget: number): Promise<void> => {
    const lead = await db
      .selectFrom('leads')
      .select(STORED_LEAD_COLUMNS)
      .where('id', '=', leadId)
      .executeTakeFirst();
    if (!lead) return;
    const alert = { ...leadAlert(leadFromRow(lead)), sms_budget: { budget } };
    await Promise.all(
      channels.map(async ({ channel, sender }) => {
        const result = await sender.sendAlert(alert);
        if (!result.ok)
          logEvent('error', 'sms_budget_alert_failed', { channel, detail: result.detail });
      }),
    );
  };
}
