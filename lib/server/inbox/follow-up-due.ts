import 'server-only';
import { followUpsCopy } from '@/content/inbox-records';
import { elapsed } from '@/lib/inbox/elapsed';
import { indiaDateTime, indiaReadable } from '@/lib/time/india-time';

/** `4:30 pm`, `12:05 am`: India's clock as a person says it. */
export function indiaClock(iso: string) {
  const [hours, minutes] = indiaDateTime(iso).slice(11, 16).split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * When a follow-up of today's list is due, as the list says it: `overdue by 2 h 5 min`, or
 * `today 4:30 pm` in India; `at` is the full time (`23 Nov 2026, 16:30 IST`).
 */
export function followUpDue(dueIso: string, now: Date) {
  const late = now.getTime() - Date.parse(dueIso);
  const overdue = late >= 0;
  return {
    overdue,
    text: overdue
      ? followUpsCopy.overdueBy(elapsed(late))
      : followUpsCopy.today(indiaClock(dueIso)),
    at: indiaReadable(dueIso),
  };
}
