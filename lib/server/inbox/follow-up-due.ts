import 'server-only';
import { followUpsCopy } from '@/content/inbox-records';
import { indiaDateTime, indiaReadable } from '../export/india-time';

/** `4:30 pm`, `12:05 am`: India's clock as a person says it. */
export function indiaClock(iso: string) {
  const [hours, minutes] = indiaDateTime(iso).slice(11, 16).split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** How long ago, rounded down: minutes for the first hour, hours for two days, then days. */
function span(ms: number) {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

/**
 * When a follow-up of today's list is due, as the list says it: `overdue by 2 h`, or
 * `today 4:30 pm` in India; `at` is the full time (`23 Nov 2026, 16:30 IST`).
 */
export function followUpDue(dueIso: string, now: Date) {
  const late = now.getTime() - Date.parse(dueIso);
  const overdue = late >= 0;
  return {
    overdue,
    text: overdue ? followUpsCopy.overdueBy(span(late)) : followUpsCopy.today(indiaClock(dueIso)),
    at: indiaReadable(dueIso),
  };
}
