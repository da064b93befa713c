import 'server-only';
import type { VitalsStore } from './vitals-store';
import { DAY_MS } from '@/lib/time/day';

// Raw speed reports are kept 90 days (docs/performance.md#field-speed): each server deletes older
// ones when it starts and once a day after, whether or not anyone looks at the report. The visit
// counts' rows of a single visit are folded at the same age (docs/privacy.md#visit-counts).

export const RETENTION_DAYS = 90;

export type PruningOptions = {
  everyMs?: number;
  now?: () => Date;
  onError: (error: Error) => void;
};

/** Starts pruning; the returned function stops it once a prune under way has ended. */
export function startVitalsPruning(
  store: Pick<VitalsStore, 'prune'>,
  { everyMs = DAY_MS, now = () => new Date(), onError }: PruningOptions,
): () => Promise<void> {
  let pruning: Promise<unknown> = Promise.resolve();
  const prune = () => {
    pruning = pruning
      .then(() => store.prune(new Date(now().getTime() - RETENTION_DAYS * DAY_MS)))
      .catch(onError);
  };
  prune();
  const timer = setInterval(prune, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await pruning;
  };
}
