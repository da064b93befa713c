import 'server-only';
import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import type { VitalsBeacon } from '@/lib/vitals/beacon';
import { clientAddress } from '../http/client-address';
import { logEvent } from '../http/http';
import type { StoreDatabase } from '../store/store-database';
import { vitalsWriter, type VitalsWriter } from '../vitals/vitals-writer';
import { indiaDay } from '@/lib/time/india-time';
import { visitStore, type CountedVisit, type VisitStore } from './visit-store';

// Counts the visit a speed beacon carries (docs/leads.md#visits-and-the-funnel), as Plausible
// does: the visitor is hash(the India day's salt, address, user agent), which is compared with
// the day's other hashes and never leaves the store; the address and user agent are not kept.
// Bots by their user agent are not counted, nor a browser without JavaScript, which sends no
// beacon.

const HOUR_MS = 3_600_000;

export type VisitIntake = {
  store: VisitStore;
  /** Queues the beacon's visit for the next write; false when too many wait. */
  count(headers: Pick<Headers, 'get'>, beacon: VitalsBeacon): Promise<boolean>;
  /** Stops the salt's hourly renewal and writes what waits. */
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
  let current: { day: string; salt: Promise<string> } | null = null;
  const saltOf = (day: string) => {
    if (current?.day !== day) {
      const salt = store.salt(day);
      current = { day, salt };
      // A failed read is tried again by the next beacon.
      salt.catch(() => {
        if (current?.salt === salt) current = null;
      });
    }
    return current.salt;
  };
  // The old day's salt is deleted soon after midnight even when no beacon comes.
  const renew = () => saltOf(indiaDay(now())).catch(onError);
  const timer = setInterval(renew, HOUR_MS);
  timer.unref();

  return {
    store,
    async count(headers, { route, language, device, visit }) {
      const agent = headers.get('user-agent') ?? '';
      if (!visit || !agent || isbot(agent)) return true;
      const day = indiaDay(now());
      const salt = await saltOf(day);
      const hash = createHash('sha256')
        .update(`${salt}\n${clientAddress(headers, trustedProxyHops)}\n${agent}`)
        .digest('hex');
      return writer.add([
        {
          day,
          hash,
          route,
          language,
          device,
          utm_source: visit.utm_source ?? '',
          utm_medium: visit.utm_medium ?? '',
          utm_campaign: visit.utm_campaign ?? '',
          click_id: visit.click_id,
          form_started: visit.form_started,
        },
      ]);
    },
    async close() {
      clearInterval(timer);
      await writer.flush();
    },
  };
}
