import 'server-only';
import nodemailer from 'nodemailer';
import type { AdminNotice } from '../alerts/admin-notice';
import { alertEmail, noticeEmail } from '../alerts/alert-email';
import { alertKey, type LeadAlert } from '../alerts/lead-alert';
import { attempt, type Sender } from './outbox-send';
import type { ServerConfig } from '../server-config';

export type EmailSettings = NonNullable<ServerConfig['alertEmail']>;

/** The domain of an address (`Name <a@example.in>` too), for the alert's Message-ID. */
const domainOf = (mailbox: string) => mailbox.replace(/>$/, '').split('@').pop();

/** The alerts' SMTP server, its connections pooled, each step waiting up to `timeoutMs`. */
export const smtpTransport = (settings: EmailSettings, timeoutMs: number) =>
  nodemailer.createTransport({
    url: settings.smtpUrl,
    pool: true,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });

/** Why an SMTP send failed, as a log line may say it: the reply's code, or the error's. */
export const smtpCause = (error: Error & { code?: string; responseCode?: number }) =>
  error.responseCode ? `SMTP ${error.responseCode}` : (error.code ?? error.name);

/**
 * Alerts by email over SMTP: the connections are pooled and reused, and each step of the SMTP
 * conversation may wait `timeoutMs`. A lead's alert keeps one Message-ID, so a mailbox that
 * received it before a crash cut our record short can drop the repeat; replies go to the lead.
 */
export function emailSender(settings: EmailSettings, timeoutMs: number) {
  const transport = smtpTransport(settings, timeoutMs);
  const mail = (
    { subject, text, html }: ReturnType<typeof noticeEmail>,
    key: string | null,
    replyTo?: string,
  ) =>
    attempt(async () => {
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: settings.to,
          ...(replyTo ? { replyTo } : {}),
          subject,
          text,
          html,
          ...(key ? { messageId: `<${key}.alert@${domainOf(settings.from)}>` } : {}),
        });
        return { ok: true, http_status: null, detail: `delivered: ${info.response}`, cause: null };
      } catch (error) {
        const err = error as Error & { code?: string; responseCode?: number };
        return {
          ok: false,
          http_status: null,
          detail: err.message,
          cause: smtpCause(err),
        };
      }
    });
  const sendAlert = (alert: LeadAlert, { test = false } = {}) =>
    mail(alertEmail(alert, { test }), test ? null : alertKey(alert), alert.email);
  return {
    sendAlert,
    sendNotice: (notice: AdminNotice) =>
      mail(noticeEmail(notice.headline, notice.lines), notice.key),
    send: (item) => sendAlert(JSON.parse(item.payload) as LeadAlert),
    close: async () => transport.close(),
  } satisfies Sender & { sendAlert: unknown; sendNotice: unknown };
}
