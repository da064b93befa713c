import { DEFAULT_DAYS, GROUPINGS, MAX_DAYS, type Grouping } from '@/lib/funnel/funnel-values';
import { DAY_MS } from '@/lib/time/day';
import { addDays, indiaDay, isDay } from '@/lib/time/india-time';
import type { DayRange } from './funnel-store';

// The Funnel page's and CSV's query: `?from=2026-11-01&to=2026-11-30&group=source`. What cannot
// be read falls back to the last 30 India days, by campaign, and says so.

export type FunnelQuery = {
  range: DayRange;
  grouping: Grouping;
  /** Why the range asked for was not used. */
  problem: 'bad-range' | 'long-range' | null;
};

export function funnelQuery(params: URLSearchParams, now = new Date()): FunnelQuery {
  const group = params.get('group') ?? '';
  const grouping = (GROUPINGS as readonly string[]).includes(group)
    ? (group as Grouping)
    : 'campaign';
  const today = indiaDay(now);
  const fallback = { from: addDays(today, -(DEFAULT_DAYS - 1)), to: today };
  const from = params.get('from')?.trim() ?? '';
  const to = params.get('to')?.trim() ?? '';
  if (!from && !to) return { range: fallback, grouping, problem: null };
  if (!isDay(from) || !isDay(to) || from > to)
    return { range: fallback, grouping, problem: 'bad-range' };
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > MAX_DAYS)
    return { range: fallback, grouping, problem: 'long-range' };
  return { range: { from, to }, grouping, problem: null };
}

/** The query string of a range and grouping, for links (the CSV, the page). */
export const funnelSearch = ({ from, to }: DayRange, grouping: Grouping) =>
  new URLSearchParams({ from, to, group: grouping }).toString();
