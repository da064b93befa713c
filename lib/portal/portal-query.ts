import { knownParams, type SearchParams } from '@/lib/inbox/queue-params';
import { isDay } from '@/lib/time/india-time';
import { isOutcome, type Outcome } from './outcomes';

// The portal list's filters as they stand in its URL (`/portal/amity?q=98765&outcome=enrolled
// &from=2026-12-01`), read by the list and its downloads, so a download holds the leads listed.
// A value that names nothing (a typo, an old link) is left out rather than refused.

export const PORTAL_PARAM_NAMES = ['q', 'outcome', 'from', 'to', 'page'] as const;

export type PortalParams = Partial<Record<(typeof PORTAL_PARAM_NAMES)[number], string>>;

/** `none`: leads the university has set no outcome on yet. */
export type OutcomeFilter = Outcome | 'none';

export type PortalQuery = {
  /** Part of a name or phone, or our reference (`LWL-123`). */
  search?: string;
  outcome?: OutcomeFilter;
  /** India days (YYYY-MM-DD) of delivery, both included. */
  from?: string;
  to?: string;
};

/** The list's known parameters. */
export const portalParams = (searchParams: SearchParams): PortalParams =>
  knownParams(searchParams, PORTAL_PARAM_NAMES);

export function portalQuery(params: PortalParams): PortalQuery {
  const query: PortalQuery = {};
  if (params.q) query.search = params.q.slice(0, 100);
  if (params.outcome === 'none' || isOutcome(params.outcome)) query.outcome = params.outcome;
  if (params.from && isDay(params.from)) query.from = params.from;
  if (params.to && isDay(params.to)) query.to = params.to;
  return query;
}

/** The page asked for: 1 unless a whole number from 1 up. */
export const portalPage = (params: PortalParams) => {
  const page = Number(params.page);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The parameters again as a URL's query, without the page (a download's, a filter's link). */
export const filtersOf = (params: PortalParams) => {
  const { page: _page, ...filters } = params;
  return new URLSearchParams(filters as Record<string, string>).toString();
};
