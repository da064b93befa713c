import 'server-only';
import type { AdminNotice } from '../alerts/admin-notice';
import { alertWebhookBody, noticeWebhookBody } from '../alerts/alert-webhook';
import { alertKey, type LeadAlert } from '../alerts/lead-alert';
import { attempt, postJson, requestFailure, type Sender } from './outbox-send';

/** Alerts by webhook: any 2xx answer counts as delivered (Slack answers `ok`, Google Chat JSON). */
export function webhookSender(url: string, timeoutMs: number) {
  const post = (body: string, key: string | null) =>
    attempt(async () => {
      try {
        const { status, text } = await postJson(
          url,
          body,
          // A receiver that keeps keys can drop a repeat after a crash between its answer and ours.
          key ? { 'Idempotency-Key': `leadwise-${key}-webhook` } : {},
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
  const sendAlert = (alert: LeadAlert, { test = false } = {}) =>
    post(alertWebhookBody(alert, url, { test }), test ? null : alertKey(alert));
  return {
    sendAlert,
    sendNotice: (notice: AdminNotice) => post(noticeWebhookBody(notice, url), notice.key),
    send: (item) => sendAlert(JSON.parse(item.payload) as LeadAlert),
    close: async () => undefined,
  } satisfies Sender & { sendAlert: unknown; sendNotice: unknown };
}
