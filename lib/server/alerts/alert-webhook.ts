import 'server-only';
import type { AdminNotice } from './admin-notice';
import { TEST_PREFIX } from './alert-email';
import { alertHeadline, alertLines, type AlertLine, type LeadAlert } from './lead-alert';

// Slack reads & < > as its own markup (`<!channel>` pings everyone, `<url|text>` is a link), so
// every value has them as entities; Google Chat reads the same markup.
const SLACK_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeSlack = (text: string) => text.replace(/[&<>]/g, (char) => SLACK_ESCAPES[char]);
// In a link `|` ends the address, so it is percent-encoded there.
const slackLink = (href: string, text: string) =>
  `<${escapeSlack(href).replace(/\|/g, '%7C')}|${escapeSlack(text)}>`;

/** The alert as Slack and Google Chat show a message's `text`: a bold headline, a line a fact. */
export const alertText = (alert: LeadAlert, { test = false } = {}) =>
  noticeText(`${test ? TEST_PREFIX : ''}${alertHeadline(alert)}`, alertLines(alert));

/** Any alert's chat text, a lead's or an admins' notice (admin-notice.ts). */
export function noticeText(headline: string, facts: AlertLine[]) {
  const lines = facts.map(
    ({ label, value, href }) => `*${label}:* ${href ? slackLink(href, value) : escapeSlack(value)}`,
  );
  return [`*${escapeSlack(headline)}*`, ...lines].join('\n');
}

/**
 * The webhook's JSON body: `text` for a chat, and the lead's fields under their own keys for any
 * other receiver. Google Chat refuses a message with fields it does not know (HTTP 400, "Unknown
 * name"), so it gets `text` alone.
 */
export function alertWebhookBody(alert: LeadAlert, url: string, options: { test?: boolean } = {}) {
  const text = alertText(alert, options);
  const chatOnly = new URL(url).hostname === 'chat.googleapis.com';
  return JSON.stringify(chatOnly ? { text } : { text, ...alert, test: options.test ?? false });
}

/** An admins' notice as the webhook's body: `text` for a chat, its fields for any other receiver. */
export function noticeWebhookBody(notice: AdminNotice, url: string) {
  const text = noticeText(notice.headline, notice.lines);
  const chatOnly = new URL(url).hostname === 'chat.googleapis.com';
  return JSON.stringify(chatOnly ? { text } : { text, notice: notice.fields });
}
