import 'server-only';
import {
  alertHeadline,
  alertLines,
  linkAddsToText,
  type AlertLine,
  type LeadAlert,
} from './lead-alert';

/** What a test alert's subject starts with, so nobody calls a made-up student. */
export const TEST_PREFIX = 'Test alert: ';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/**
 * An alert as an email: the headline as its subject, a plain-text part, and a small HTML part in
 * which every value is escaped (a lead's name is whatever its sender typed) and keeps its breaks.
 */
export const alertEmail = (alert: LeadAlert, { test = false } = {}) =>
  noticeEmail(`${test ? TEST_PREFIX : ''}${alertHeadline(alert)}`, alertLines(alert));

/** Any alert's email, a lead's or an admins' notice (admin-notice.ts): its subject and facts. */
export function noticeEmail(subject: string, lines: AlertLine[]) {
  const text = [
    subject,
    '',
    ...lines.map(
      (line) => `${line.label}: ${line.value}${linkAddsToText(line) ? ` (${line.href})` : ''}`,
    ),
  ].join('\n');
  const rows = lines.map(({ label, value, href }) => {
    const shown = escapeHtml(value).replace(/\r?\n/g, '<br>');
    const cell = href ? `<a href="${escapeHtml(href)}">${shown}</a>` : shown;
    return `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${cell}</td></tr>`;
  });
  const html = [
    '<!doctype html>',
    '<html><body style="font-family:Arial,sans-serif;font-size:15px">',
    `<p><strong>${escapeHtml(subject)}</strong></p>`,
    '<table cellpadding="4" cellspacing="0">',
    ...rows,
    '</table>',
    '</body></html>',
  ].join('\n');
  return { subject, text: `${text}\n`, html: `${html}\n` };
}
