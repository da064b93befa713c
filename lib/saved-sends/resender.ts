import { notify } from '@/lib/ui/notify';
import { withClaim } from './claim';
import {
  isKeptFor,
  listSaved,
  parseSaved,
  readSaved,
  removeSaved,
  writeSaved,
} from './device-store';
import { SAVED_PREFIX } from './saved-key';
import type { Attempt, SavedSend, SettledResult } from './saved-send';
import { isExpired, nextRoundAt, roundOrder } from './schedule';
import { noVerdictOf, sendAttempt, type SendOutcome } from './senders';
import { watcherOf, type Settled } from './watchers';

// Sends what this device kept, by itself, under each send's own key: at once when the browser
// says it is back online, at once on a page view, and in rounds with backoff while the page stays
// open. A round stops at the first send that again reaches no verdict (the fault is not over);
// the next waits as schedule.ts says. The form that made a send hears of its verdict and acts on
// it; with no such form on the page, a toast tells the visitor.

const inFlight = new Set<string>();
let started = false;
let running = false;
let again = false;
let failures = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function tell(settled: Settled) {
  const { form, notices } = settled.attempt;
  const watcher = watcherOf(form);
  if (watcher) watcher(settled);
  // Several kept sends going at once are one toast, not a stack of the same words.
  else if (settled.result === 'sent') notify.success(notices.sent, notices.sent);
  else notify.error(notices.refused, notices.refused);
}

/** Ends a kept send: other tabs read the verdict in the storage event, then it is removed. */
function settle(record: SavedSend, result: SettledResult, outcome?: SendOutcome) {
  writeSaved({ ...record, settled: result });
  removeSaved(record.key);
  tell({ result, attempt: record, outcome, keptLeft: isKeptFor(record.form) });
}

// Another tab settled a send: a form here that made it (a tab left open) hears the verdict.
function onStorage(event: StorageEvent) {
  if (!event.key?.startsWith(SAVED_PREFIX)) return;
  const record = parseSaved(event.newValue);
  if (record?.settled)
    watcherOf(record.form)?.({
      result: record.settled,
      attempt: record,
      keptLeft: isKeptFor(record.form),
    });
}

/**
 * Sends one kept send if this tab can have it; its outcome, or null when it was not sent (another
 * send of it is under way, here or in another tab, or it is settled or gone).
 */
async function attempt(key: string, waitForIt: boolean): Promise<SendOutcome | null> {
  if (inFlight.has(key)) return null;
  inFlight.add(key);
  try {
    const claimed = await withClaim(
      key,
      async () => {
        // Read again under the claim: another tab may have settled it meanwhile.
        const record = readSaved(key);
        if (!record || record.settled) return null;
        if (isExpired(record, Date.now())) {
          settle(record, 'expired');
          return null;
        }
        const outcome = await sendAttempt(record);
        const wait = noVerdictOf(outcome);
        const now = Date.now();
        if (wait)
          writeSaved({
            ...record,
            failures: record.failures + 1,
            lastAttemptAt: now,
            notBefore: wait.afterMs === null ? 0 : now + wait.afterMs,
          });
        else settle(record, outcome.kind === 'success' ? 'sent' : 'refused', outcome);
        return outcome;
      },
      waitForIt,
    );
    return claimed.ran ? claimed.value : null;
  } finally {
    inFlight.delete(key);
  }
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function plan(at: number) {
  clearTimeout(timer);
  timer = setTimeout(() => void round(), Math.max(0, at - Date.now()));
}

/** What is left after a round, and when to look again. */
function planAfter(failed: { afterMs: number | null } | null) {
  const left = listSaved().filter((record) => !record.settled);
  if (left.length === 0) return;
  const now = Date.now();
  if (failed) failures += 1;
  else failures = 0;
  // Offline, the browser's `online` event starts the next round; expired sends are dropped now.
  if (offline() && !left.some((record) => isExpired(record, now))) return;
  const soonest = Math.min(...left.map((record) => record.notBefore));
  plan(Math.max(nextRoundAt(now, Math.max(failures, 1), failed?.afterMs ?? null), soonest));
}

/** How many kept sends a round has under way at once, once its first went through. */
const ROUND_PARALLEL = 4;

/** Whether a kept send goes in a round that starts now (an expired one goes, to be dropped). */
const due = (record: SavedSend, now: number) =>
  !record.settled && (isExpired(record, now) || (record.notBefore <= now && !offline()));

/**
 * Tries every kept send that is due, longest untried first, until one reaches no verdict: the
 * first alone (while the fault lasts, a round costs one request), the rest a few at a time.
 */
async function round() {
  if (running) {
    again = true;
    return;
  }
  running = true;
  clearTimeout(timer);
  let failed: { afterMs: number | null } | null = null;
  const queue = roundOrder(listSaved());
  const next = async () => {
    for (let record = queue.shift(); record && !failed; record = queue.shift()) {
      if (!due(record, Date.now())) continue;
      const outcome = await attempt(record.key, false);
      failed = (outcome && noVerdictOf(outcome)) || failed;
      return;
    }
  };
  try {
    await next();
    const worker = async () => {
      while (queue.length > 0 && !failed) await next();
    };
    await Promise.all(Array.from({ length: ROUND_PARALLEL }, worker));
  } finally {
    running = false;
  }
  if (again) {
    again = false;
    return round();
  }
  planAfter(failed);
}

/** Listens for the connection and for other tabs' verdicts; false when it already did. */
function listen() {
  if (started) return false;
  started = true;
  window.addEventListener('online', () => void round());
  window.addEventListener('storage', onStorage);
  return true;
}

/** Starts resending on this page view (once): a round now, then on `online` and as planned. */
export function startResending() {
  if (listen()) void round();
}

/**
 * Keeps a form's send that reached no verdict and has it resent by itself, the first time after
 * the wait a failed round gets. False when the device would not keep it.
 */
export function keep(attempt: Attempt, wait: { afterMs: number | null }): boolean {
  const now = Date.now();
  const kept = writeSaved({
    ...attempt,
    failures: 1,
    lastAttemptAt: now,
    notBefore: wait.afterMs === null ? 0 : now + wait.afterMs,
  });
  if (!kept) return false;
  listen();
  if (!running) planAfter(wait);
  return true;
}

/**
 * A visitor pressed Submit again on a kept send: it goes now, under its key, Retry-After or not
 * (waiting for another tab's send of it to end first). Its outcome, or null when no request was
 * made; a verdict reaches the form's watcher either way.
 */
export const resendNow = (key: string) => attempt(key, true);
