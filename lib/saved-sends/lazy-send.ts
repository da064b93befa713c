import type { Attempt } from './saved-send';
import { sendAttempt, type SendOutcome } from './senders';

// A form's sends go through send-from-form, which keeps what reaches no verdict and has it resent.
// That code (with the resender behind it) is not in the page's first load: it loads once the page
// is idle, or sooner when the visitor focuses a form, so that it is there by the time they press
// Submit even when the connection dropped while they read the page.

let loading: Promise<typeof import('./send-from-form')> | null = null;
const load = () =>
  (loading ??= import('./send-from-form').catch((error: unknown) => {
    loading = null;
    throw error;
  }));

/** Loads the code that keeps sends, ahead of a likely submit (a focus on the form). */
export const warmKeeping = () => {
  load().catch(() => undefined);
};

/** Loads it when the browser is next idle (Safari has no idle callback: shortly); a canceller. */
export function warmKeepingWhenIdle() {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(warmKeeping, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(warmKeeping, 500);
  return () => clearTimeout(id);
}

/** Sends what a form made, kept when it reaches no verdict; sent plainly where that code failed. */
export async function sendOrKeep(
  attempt: Attempt,
): Promise<{ outcome: SendOutcome | null; kept: boolean }> {
  let keeping: Awaited<ReturnType<typeof load>>;
  try {
    keeping = await load();
  } catch (error) {
    console.error('Keeping sends could not load; sending without', error);
    return { outcome: await sendAttempt(attempt), kept: false };
  }
  return keeping.sendFromForm(attempt);
}
