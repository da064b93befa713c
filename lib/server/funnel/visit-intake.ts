import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import type { VitalsBeacon } from '@/lib/vitals/beacon';
import { clientAddress } from '../http/client-address';
import { logEvent } from '../http/http';
import type { StoreDatabase } from '../store/store-database';
import { vitalsWriter, type VitalsWriter } from '../vitals/vitals-writer';
import { indiaDay } from '@/lib/time/india-time';
import { visitStore, type CountedVisit, type VisitStore } from './visit-store';
import { visitTag } from './visit-tags';

// Counts the visit a speed beacon carries (docs/leads.md#visits-and-the-funnel), as Plausible
// does: the visitor is hash(the India day's salt, address, user agent), which is compared with
// the day's other hashes and never leaves the store; the address and user agent are not kept.
// The salt is random and lives only in this process's memory, never in the store (nor its
// write-ahead log or backups), so no copy of the store can test a guessed address: each instance
// has its own (docs/privacy.md#visit-counts says what that does to the counts). Bots by their user
// agent are not counted, nor a browser without JavaScript, which sends no beacon.

const HOUR_MS = 3_600_000;

export type VisitIntake = {
  store: VisitStore;
  /** Queues the beacon's visit for the next write; false when too many wait. */
  count(headers: Pick<Headers, 'get'>, beacon: VitalsBeacon): Promise<boolean>;
  /** Stops the hourly look at the day and writes what waits. */
  close(): Promise<void>;
};

export type VisitIntakeOptions = {
  trustedProxyHops: number;
  now?: () => Date;
  /** How long the first queued visit waits for others (the vitals writer's). */
  delayMs?: number;
  onError: (error: Error) => void;
};

export function openVisitIntake(
  database: StoreDatabase,
  { trustedProxyHops, now = () => new Date(), delayMs, onError }: VisitIntakeOptions,
): VisitIntake {
  const store = visitStore(database);
  const writer: VitalsWriter<CountedVisit> = vitalsWriter(
    { insert: (rows) => store.record(rows) },
    {
      delayMs,
      onError(error, rows) {
        logEvent('error', 'visits_write_failed', { error: error.message, rows });
        onError(error);
      },
    },
  );
  let current: { day: string; salt: string } | null = null;
  let starting = Promise.resolve();
  const saltOf = (day: string) => {
    if (current?.day !== day) {
      current = { day, salt: randomBytes(32).toString('hex') };
      // The hashes of earlier days can no longer be compared with anything.
      starting = store.startDay(day).catch(onError);
    }
    return current.salt;
  };
  // The old day's salt is forgotten within the hour after India midnight even when no beacon comes.
  const timer = setInterval(() => saltOf(indiaDay(now())), HOUR_MS);
  timer.unref();
  const hashOf = (...parts: string[]) =>
    createHash('sha256').update(parts.join('\n')).digest('hex');

  return {
    store,
    async count(headers, { route, language, device, visit }) {
      const agent = headers.get('user-agent') ?? '';
      if (!visit || !agent || isbot(agent)) return true;
      const day = indiaDay(now());
      const salt = saltOf(day);
      const address = clientAddress(headers, trustedProxyHops);
      return writer.add([
        {
          day,
          hash: hashOf(salt, address, agent),
          address: hashOf(salt, address),
          route,
          language,
          device,
          utm_source: visitTag(visit.utm_source),
          utm_medium: visitTag(visit.utm_medium),
          utm_campaign: visitTag(visit.utm_campaign),
          click_id: visit.click_id,
          form_started: visit.form_started,
        },
      ]);
    },
    async close() {
      clearInterval(timer);
      await starting;
      await writer.flush();
    },
  };
}
