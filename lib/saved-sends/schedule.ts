import { RESEND_LIFETIME_MS } from '@/lib/leads/b2b-contract';
import type { SavedSend } from './saved-send';

// When kept sends are tried again while a page stays open: rounds after 1 s, 2 s, 4 s, then every
// 5 s, so that a fault's end is noticed within seconds without a storm of requests; never before
// the server's Retry-After.

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 5000;

/** The wait after `failures` rounds in a row that reached no verdict. */
export const backoffMs = (failures: number) =>
  Math.min(BACKOFF_BASE_MS * 2 ** Math.max(failures - 1, 0), BACKOFF_MAX_MS);

/** When the next round may start, the last having failed at `now`. */
export const nextRoundAt = (now: number, failures: number, retryAfterMs: number | null) =>
  now + Math.max(backoffMs(failures), retryAfterMs ?? 0);

/** A send kept longer than the browser keeps trying: given up, and only then dropped. */
export const isExpired = (record: Pick<SavedSend, 'firstAttemptAt'>, now: number) =>
  now - record.firstAttemptAt > RESEND_LIFETIME_MS;

/**
 * The order of a round: the longest untried first, so that one send the server keeps failing on
 * goes to the back instead of holding up the rest.
 */
export const roundOrder = (records: SavedSend[]) =>
  [...records].sort(
    (a, b) => a.lastAttemptAt - b.lastAttemptAt || a.firstAttemptAt - b.firstAttemptAt,
  );
