import 'server-only';
import { alertWebhookBody } from '../alerts/alert-webhook';
import { alertKey, type LeadAlert } from '../alerts/lead-alert';
import { attempt, postJson, requestFailure, type Sender } from './outbox-send';

/** Alerts by webhook: any 2xx answer counts as delivered (Slack answers `ok`, Google Chat JSON). */
export function webhookSender(url: string, timeoutMs: number) {
  const sendAlert = (alert: LeadAlert, { test = false } = {}) =>
    attempt(async () => {
      try {
        const { status, text } = await postJson(
          url,
          alertWebhookBody(alert, url, { test }),
          // A receiver that keeps keys can drop a repeat after a crash between its answer and ours.
          test ? {} : { 'Idempotency-Key': `leadwise-${alertKey(alert)}-webhook` },
          timeoutMs,
        );
        const ok = status >= 200 && status < 300;
        return {
          ok,
          http_status: status,
          detail: ok ? 'delivered' : `HTTP ${status}: ${text.slice(0, 200) || 'no answer text'}`,
          cause: ok ? null : `HTTP ${status}`,
        };
      } catch (error) {
        return requestFailure(error, timeoutMs);
      }
    });
  return {
    sendAlert,
    send: (item) => sendAlert(JSON.parse(item.payload) as LeadAlert),
    close: async () => undefined,
  } satisfies Sender & { sendAlert: unknown };
}
