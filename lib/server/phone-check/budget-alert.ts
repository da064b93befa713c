import 'server-only';
import type { AdminNotice } from '../alerts/admin-notice';
import { logEvent } from '../http/http';
import { alertSenders } from '../outbox/outbox-senders';
import type { ServerConfig } from '../server-config';
import { indiaDay } from '@/lib/time/india-time';

// The admins are told on each alert channel (LEAD_ALERT_*, like a lead channel gone quiet) when the
// day's SMS budget is spent, once a day: the limiter's shared count names the first refused send
// (phone-check-limits.ts). Sent at once, not queued; the student's thank-you page does not wait
// for it, and a channel that fails is logged. It names the first lead sent no code by its number
// alone: the notice is about the site's working, not about a person.

/** The notice for the day whose budget ran out at `now`. */
export function budgetNotice(leadId: number, budget: number, now: Date): AdminNotice {
  return {
    key: `sms-budget-${indiaDay(now)}`,
    headline: `Today's SMS budget of ${budget} phone codes is spent`,
    lines: [
      { label: 'From', value: `lead #${leadId} on, leads are stored unverified` },
      { label: 'Codes again', value: 'after midnight India time' },
      { label: 'Raise it', value: 'SMS_DAILY_BUDGET, if the campaigns need more' },
    ],
    fields: { event: 'sms_budget_spent', budget, first_lead_unverified: leadId },
  };
}

export function budgetSpentAlert(config: ServerConfig, now = () => new Date()) {
  const channels = alertSenders(config);
  return async (leadId: number, budget: number): Promise<void> => {
    const notice = budgetNotice(leadId, budget, now());
    await Promise.all(
      channels.map(async ({ channel, sender }) => {
        const result = await sender.sendNotice(notice);
        if (!result.ok)
          logEvent('error', 'sms_budget_alert_failed', { channel, detail: result.detail });
      }),
    );
  };
}
