import type { SendOutcome } from './senders';
import type { Attempt, SettledResult } from './saved-send';

// Which form on this page hears the verdict on the sends it made. Apart from the resender so
// that a form can listen before the resender's code has loaded (it loads on demand).

/**
 * A kept send's verdict: `outcome` is there in the tab that sent it; `keptLeft` says whether
 * another send of the same form is still kept.
 */
export type Settled = {
  result: SettledResult;
  attempt: Attempt;
  outcome?: SendOutcome;
  keptLeft: boolean;
};
type Watcher = (settled: Settled) => void;

const watchers = new Map<string, Watcher>();

/** `watcher` hears the verdict on any send the form `form` made, from this tab or another. */
export function watchSettled(form: string, watcher: Watcher) {
  watchers.set(form, watcher);
  return () => {
    if (watchers.get(form) === watcher) watchers.delete(form);
  };
}

export const watcherOf = (form: string) => watchers.get(form);
