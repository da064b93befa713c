import 'server-only';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { indiaDay } from '@/lib/time/india-time';
import { logEvent } from '../http/http';
import type { StoreDatabase } from '../store/store-database';
import { storeLimiter } from '../store/store-limiters';
import { openVisitIntake, type VisitIntake } from '../funnel/visit-intake';
import { startVitalsPruning } from './vitals-pruning';
import { vitalsStore, type VitalsStore } from './vitals-store';
import { vitalsWriter, type VitalsWriter } from './vitals-writer';

/** Beacons one address may send a minute: a visitor's browser sends one or two a page view. */
export const VITALS_PER_MINUTE = 60;

/** What POST /api/vitals needs besides the lead API's settings, opened with the lead store. */
export type VitalsIntake = {
  store: VitalsStore;
  writer: VitalsWriter;
  limiter: RateLimiterAbstract;
  /** The visits the same beacons count (lib/server/funnel). */
  visits: VisitIntake;
  /** Stops pruning and writes what waits. */
  close(): Promise<void>;
};

export function openVitalsIntake(
  database: StoreDatabase,
  storeFailed: (error: Error) => void,
  trustedProxyHops: number,
): VitalsIntake {
  const store = vitalsStore(database);
  const writer = vitalsWriter(store, {
    onError(error, rows) {
      logEvent('error', 'vitals_write_failed', { error: error.message, rows });
      storeFailed(error);
    },
  });
  const visits = openVisitIntake(database, { trustedProxyHops, onError: storeFailed });
  // The visit counts' single visits are folded after the same retention as the raw reports.
  const stopPruning = startVitalsPruning(
    {
      prune: async (before) =>
        (await Promise.all([store.prune(before), visits.store.prune(indiaDay(before))]))[0],
    },
    { onError: (error) => logEvent('error', 'vitals_prune_failed', { error: error.message }) },
  );
  // Its own count, apart from the lead API's (its own key prefix), kept where the API's is, so
  // that every instance shares it; an address at the limit is refused from memory until the
  // minute ends, so a flood costs the database one query per instance, not one per beacon.
  const limits = { keyPrefix: 'vitals', points: VITALS_PER_MINUTE, duration: 60 };
  const limiter = storeLimiter(database, {
    ...limits,
    inMemoryBlockOnConsumed: VITALS_PER_MINUTE,
    insuranceLimiter: new RateLimiterMemory(limits),
  });
  return {
    store,
    writer,
    limiter,
    visits,
    async close() {
      await stopPruning();
      await writer.flush();
      await visits.close();
    },
  };
}
