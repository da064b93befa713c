import { findKept, isKeptFor } from './device-store';
import { keep, resendNow } from './resender';
import type { Attempt } from './saved-send';
import { noVerdictOf, sendAttempt, type SendOutcome } from './senders';

/**
 * Sends what a form made. The same enquiry already kept on this device goes again under its own
 * key (never as a second one), and its verdict reaches the form's watcher, so `outcome` is then
 * only a renewed failure to report, or null. Otherwise `attempt` is sent, and kept when it
 * reaches no verdict; `outcome` is its answer for the form to report. `kept`: a send of this form
 * is kept on the device now.
 */
export async function sendFromForm(
  attempt: Attempt,
): Promise<{ outcome: SendOutcome | null; kept: boolean }> {
  const kept = findKept(attempt.call, attempt.match);
  if (kept) {
    const outcome = await resendNow(kept.key);
    return {
      outcome: outcome && noVerdictOf(outcome) ? outcome : null,
      kept: isKeptFor(attempt.form),
    };
  }
  const outcome = await sendAttempt(attempt);
  const wait = noVerdictOf(outcome);
  if (wait) keep(attempt, wait);
  return { outcome, kept: isKeptFor(attempt.form) };
}
