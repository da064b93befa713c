import { getUniversity } from '@/lib/catalogue/universities';
import type { QueueFilter } from '@/lib/server/inbox/lead-filter';
import { isLeadStatus } from './lead-work-values';

// The queue's filters as they stand in its URL (`/inbox?status=new&owner=mine&q=4321`), read by
// the queue page and the inbox's export, so a shared link and a download show the same leads.
// A value that names nothing (a typo, an old link) is left out rather than refused.

export type QueueParams = {
  status?: string;
  kind?: string;
  /** A university's id from the catalogue (`lpu`). */
  university?: string;
  owner?: string;
  campaign?: string;
  q?: string;
  /** `yes`: only leads whose phone was verified by a code. */
  verified?: string;
  page?: string;
};

export const QUEUE_PARAM_NAMES = [
  'status',
  'kind',
  'university',
  'owner',
  'campaign',
  'q',
  'verified',
  'page',
] as const;

export type SearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

/**
 * The named parameters of a page's address, each once (the first of repeated ones), trimmed,
 * empty ones dropped: the queue's, and the university portal's list (lib/portal/portal-query.ts).
 */
export function knownParams<Name extends string>(
  searchParams: SearchParams,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const read = (name: string) => {
    const value =
      searchParams instanceof URLSearchParams ? searchParams.get(name) : searchParams[name];
    const first = Array.isArray(value) ? value[0] : value;
    return first?.trim() || undefined;
  };
  return Object.fromEntries(
    names.map((name) => [name, read(name)]).filter(([, value]) => value),
  ) as Partial<Record<Name, string>>;
}

/** The queue's known parameters. */
export const queueParams = (searchParams: SearchParams): QueueParams =>
  knownParams(searchParams, QUEUE_PARAM_NAMES);

/** The filter the parameters ask for, "Mine" being the viewer's own leads. */
export function queueFilter(params: QueueParams, viewerId: string): QueueFilter {
  const filter: QueueFilter = {};
  if (isLeadStatus(params.status)) filter.status = params.status;
  if (params.kind === 'proposal' || params.kind === 'admission') filter.kind = params.kind;
  const university = params.university && getUniversity(params.university);
  if (university) filter.university = university.name;
  if (params.owner === 'mine') filter.owner = { mine: viewerId };
  else if (params.owner === 'unassigned') filter.owner = 'unassigned';
  if (params.campaign) filter.campaign = params.campaign;
  if (params.q) filter.search = params.q.slice(0, 100);
  if (params.verified === 'yes') filter.verified = true;
  return filter;
}

/** The page number asked for, 1 when it is not a whole number of at least 1. */
export const queuePage = (params: QueueParams) =>
  /^\d{1,6}$/.test(params.page ?? '') ? Math.max(1, Number(params.page)) : 1;

/** The query string of a view (leading `?`, or '' for the whole queue), with changes applied. */
export function queueQuery(params: QueueParams, changes: QueueParams = {}) {
  const merged: QueueParams = { ...params, ...changes };
  const query = new URLSearchParams();
  for (const name of QUEUE_PARAM_NAMES) {
    const value = merged[name];
    if (value && !(name === 'page' && value === '1')) query.set(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
