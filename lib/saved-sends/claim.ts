import { REQUEST_TIMEOUT_MS } from '@/lib/leads/api-client';
import { readSaved, writeSaved } from './device-store';
import { SAVED_PREFIX } from './saved-key';

// One tab at a time sends a kept send: two tabs of the site resending it at once would each get
// the server's answer (it stores the lead once either way), but the second request is waste and
// a second toast. The Web Locks API gives each send a lock across the site's tabs; a browser
// without it (Safari before 15.4) stakes a claim in the record itself and looks again after a
// moment, when another tab's claim written at the same time has reached this one.

export type Claimed<T> = { ran: true; value: T } | { ran: false };

/** Who this page is, in claims. */
const THIS_TAB = Math.random().toString(36).slice(2);
/** A claim outlives one request; a tab that closed mid-send frees it after this. */
export const CLAIM_MS = REQUEST_TIMEOUT_MS + 5000;
/** How long a stored claim waits for another tab's to show. */
export const CLAIM_SETTLE_MS = 150;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stakes this tab's claim on a kept send; false when another tab's is still in force. */
function stake(key: string, now: number) {
  const record = readSaved(key);
  if (!record) return true;
  if (record.claim && record.claim.by !== THIS_TAB && record.claim.until > now) return false;
  return writeSaved({ ...record, claim: { by: THIS_TAB, until: now + CLAIM_MS } });
}

function release(key: string) {
  const record = readSaved(key);
  if (record?.claim?.by !== THIS_TAB) return;
  const { claim: _claim, ...rest } = record;
  writeSaved(rest);
}

async function withStoredClaim<T>(key: string, run: () => Promise<T>): Promise<Claimed<T>> {
  if (!stake(key, Date.now())) return { ran: false };
  await wait(CLAIM_SETTLE_MS);
  const record = readSaved(key);
  if (record && record.claim?.by !== THIS_TAB) return { ran: false };
  try {
    return { ran: true, value: await run() };
  } finally {
    release(key);
  }
}

/**
 * Runs `run` while this tab alone holds the kept send `key`. `waitForIt`: wait for another tab
 * to finish with it (a visitor's press) rather than give up (a background round).
 */
export async function withClaim<T>(
  key: string,
  run: () => Promise<T>,
  waitForIt = false,
): Promise<Claimed<T>> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return withStoredClaim(key, run);
  return locks.request(
    `${SAVED_PREFIX}${key}`,
    { ifAvailable: !waitForIt },
    async (lock): Promise<Claimed<T>> =>
      lock ? { ran: true, value: await run() } : { ran: false },
  );
}
