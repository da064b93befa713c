import 'server-only';
import { contactCodeEmail } from '@/content/contact-code-email';
import type { Language } from '@/lib/config/language';
import type { ServerConfig } from '../server-config';
import { smtpTransport } from '../outbox/email-sender';
import { CODE_LIFETIME_MS } from './contact-checks';

// Sends a rights request's one-time code (contact-checks.ts) to the email it names, through the
// agency's SMTP account of the email alerts (LEAD_ALERT_SMTP_URL, LEAD_ALERT_EMAIL_FROM), at once:
// the admin is waiting on the request's page to hear whether it went. Not through the outbox: a
// code is worth nothing once late, and the outbox's records are leads and subscriptions.

export type CodeSent = { sent: true } | { sent: false; why: 'no-smtp' | 'failed' };

export async function sendContactCode(
  config: Pick<ServerConfig, 'alertEmail' | 'forwardTimeoutMs'>,
  {
    to,
    reference,
    code,
    language,
  }: { to: string; reference: string; code: string; language: Language },
): Promise<CodeSent> {
  if (!config.alertEmail) return { sent: false, why: 'no-smtp' };
  const transport = smtpTransport(config.alertEmail, config.forwardTimeoutMs);
  const mail = contactCodeEmail[language];
  try {
    await transport.sendMail({
      from: config.alertEmail.from,
      to,
      subject: mail.subject(reference),
      text: mail.text(code, reference, CODE_LIFETIME_MS / 3_600_000),
    });
    return { sent: true };
  } catch {
    return { sent: false, why: 'failed' };
  } finally {
    transport.close();
  }
}
