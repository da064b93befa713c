// `leads alert-test`, apart from outbox-command.ts: only it loads the email and webhook senders.
import { testAlert } from '@/lib/server/alerts/test-alert';
import { describeDestination } from '@/lib/server/store/outbox-destinations';
import { alertSenders } from '@/lib/server/outbox/outbox-senders';
import type { ServerConfig } from '@/lib/server/server-config';
import { stop } from './cli';

/** Sends a test alert on every channel that is set, and says how each went; exit 1 if one failed. */
export async function alertTest(config: ServerConfig) {
  const channels = alertSenders(config);
  if (!channels.length)
    stop(
      'No alert channel is set: set LEAD_ALERT_SMTP_URL, LEAD_ALERT_EMAIL_TO and LEAD_ALERT_EMAIL_FROM, or LEAD_ALERT_WEBHOOK_URL.',
    );
  let failed = false;
  for (const { channel, sender } of channels) {
    const result = await sender
      .sendAlert(testAlert(), { test: true })
      .finally(() => sender.close());
    failed ||= !result.ok;
    const where = describeDestination(channel, config);
    console.log(
      `${where}: ${result.ok ? 'sent' : 'FAILED'} (${result.detail}, ${result.duration_ms} ms)`,
    );
  }
  if (failed) process.exitCode = 1;
}
