import { requestsListCopy } from '@/content/inbox-requests';
import { elapsed } from './elapsed';

// When a rights request is due, as the inbox says it beside the date: "overdue by 2 days 3 h" or
// "in 4 days 6 h". Once answered, a request is late for nothing.

export type DueState = { overdue: boolean; text: string | null };

export function dueState(dueIso: string, handledAt: string | null, now: Date): DueState {
  if (handledAt !== null) return { overdue: false, text: null };
  const late = now.getTime() - Date.parse(dueIso);
  return late >= 0
    ? { overdue: true, text: requestsListCopy.overdueBy(elapsed(late)) }
    : { overdue: false, text: requestsListCopy.dueIn(elapsed(-late)) };
}
