import 'server-only';
import { failureLog } from './failure-log';
import { logEvent } from '../http/http';
import type { LeadStore, OutboxItem } from '../store/lead-store';
import type { Destination } from '../store/outbox-destinations';
import type { Senders } from './outbox-senders';
import type { ServerConfig } from '../server-config';

type Timing = Pick<
  ServerConfig,
  'forwardTimeoutMs' | 'forwardRetryBaseMs' | 'forwardRetryMaxMs' | 'forwardPollMs'
>;

// Items in flight at once per instance: a burst of admission leads to universities that answer in
// 200 ms must not queue behind each other (bench:deliver, docs/performance.md).
const BATCH = 50;

/** Doubling delay after each failure, capped, with jitter so instances do not retry in step. */
export function retryDelayMs(
  failures: number,
  baseMs: number,
  maxMs: number,
  random = Math.random,
) {
  const delay = Math.min(maxMs, baseMs * 2 ** Math.min(failures - 1, 30));
  return Math.round(delay / 2 + (random() * delay) / 2);
}

export type Forwarder = { wake(): void; stop(): Promise<void> };

/**
 * Sends due outbox items to their destinations (the hosted API, the alert channels) until each is
 * delivered, polling and whenever woken. Every attempt is recorded; a delivered item is never
 * claimed again, and a lease keeps other instances off an item while it is in flight. Items for a
 * destination without a sender here wait for an instance that has one.
 */
export function startForwarder(store: LeadStore, senders: Senders, config: Timing): Forwarder {
  const failures = failureLog();
  const destinations = Object.keys(senders) as Destination[];
  const leaseMs = config.forwardTimeoutMs * 2 + 5_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  // Whether the last claim took all the room there was: only then may due items have been left,
  // and only then does a send's end claim again (one claim a lead, not two: docs/performance.md).
  let filled = false;

  const deliver = async (item: OutboxItem) => {
    const { cause, withheld, postponedUntil, ...result } =
      await senders[item.destination]!.send(item);
    const fields = {
      outbox_id: item.id,
      record_type: item.record_type,
      record_id: item.record_id,
      attempt: item.attempts + 1,
    };
    if (postponedUntil) {
      await store.postponeOutbox(item.id, postponedUntil, result.detail);
      logEvent('info', 'outbox_postponed', {
        destination: item.destination,
        ...fields,
        until: postponedUntil.toISOString(),
      });
      return;
    }
    if (withheld) {
      await store.withholdOutbox(item.id, result);
      logEvent('info', 'outbox_withheld', { destination: item.destination, ...fields });
      return;
    }
    const retryAt = new Date(
      Date.now() +
        retryDelayMs(item.attempts + 1, config.forwardRetryBaseMs, config.forwardRetryMaxMs),
    );
    await store.recordAttempt(item.id, result, retryAt);
    if (result.ok) {
      logEvent('info', 'outbox_delivered', { destination: item.destination, ...fields });
      failures.delivered(item.destination);
    } else {
      failures.failed(item.destination, { ...fields, cause });
    }
  };

  // Sends run side by side up to BATCH, each claimed as soon as there is room: a burst's later
  // leads do not wait for the slowest send of the batch before them (docs/performance.md).
  const inFlight = new Set<Promise<void>>();
  const start = (item: OutboxItem) => {
    const send: Promise<void> = deliver(item)
      .catch((error: Error) => logEvent('error', 'outbox_poll_failed', { error: error.message }))
      .finally(() => {
        inFlight.delete(send);
        if (filled) tick();
      });
    inFlight.add(send);
  };

  const drain = async () => {
    do {
      again = false;
      const room = BATCH - inFlight.size;
      if (room <= 0) return;
      const now = new Date();
      const items = await store.claimOutbox(
        room,
        now,
        new Date(now.getTime() + leaseMs),
        destinations,
      );
      items.forEach(start);
      filled = items.length === room;
      if (filled) again = true;
    } while (again && !stopped);
  };

  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = drain()
      .catch((error: Error) => logEvent('error', 'outbox_poll_failed', { error: error.message }))
      .finally(() => {
        running = null;
        if (stopped) return;
        // Woken, or a send ended with the room full, during the last claim: claim now, not at the poll.
        if (again) setImmediate(tick);
        else timer = setTimeout(tick, config.forwardPollMs).unref();
      });
  };

  tick();
  return {
    wake: () => setImmediate(tick),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await Promise.all(inFlight);
      await Promise.all(Object.values(senders).map((sender) => sender.close()));
    },
  };
}
