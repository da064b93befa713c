import 'server-only';
import { logEvent } from '../http/http';
import type { Destination } from '../store/outbox-destinations';

export const FAILURE_LOG_INTERVAL_MS = 60 * 60_000;

/** What a failure's log line says: which record and attempt, and a status or code. */
export type FailureFields = {
  outbox_id: number;
  record_type: string;
  record_id: number;
  attempt: number;
  cause: string | null;
};

/**
 * Logs a destination that keeps failing once an hour (per process), not at every retry: its first
 * failure at once, then one line an hour with how many failures went unlogged; and once when it
 * delivers again. Lines name the record and the destination, never the record's fields.
 */
export function failureLog(now = Date.now, intervalMs = FAILURE_LOG_INTERVAL_MS) {
  const failing = new Map<Destination, { loggedAt: number; unlogged: number }>();
  return {
    failed(destination: Destination, fields: FailureFields) {
      const state = failing.get(destination);
      if (state && now() - state.loggedAt < intervalMs) {
        state.unlogged += 1;
        return;
      }
      logEvent('warn', 'outbox_failing', {
        destination,
        ...fields,
        failures_not_logged: state?.unlogged ?? 0,
        next_log_in_s: intervalMs / 1000,
      });
      failing.set(destination, { loggedAt: now(), unlogged: 0 });
    },
    delivered(destination: Destination) {
      const state = failing.get(destination);
      if (!state) return;
      failing.delete(destination);
      logEvent('info', 'outbox_recovered', { destination, failures_not_logged: state.unlogged });
    },
  };
}
