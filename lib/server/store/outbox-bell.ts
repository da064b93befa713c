import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

// The outbox is sent as soon as a write that made items due has committed: the outbox's writers
// (tables/outbox-table.ts) note it on the write running, and the store rings its listeners (the
// forwarder, lib/server/site/site-context.ts) once that write is done. No entry wakes the
// forwarder by hand, so none can forget to (docs/architecture.md#the-actors-services).

const writing = new AsyncLocalStorage<{ queued: boolean }>();

/** Said by the outbox's writers: the write running now made items due. */
export function noteQueued() {
  const write = writing.getStore();
  if (write) write.queued = true;
}

type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * The store's `exclusive`, each write run in a context of its own that the outbox's writers mark,
 * and `onQueued` to hear when a marked write has committed (a write that failed rings nothing).
 */
export function outboxBell(exclusive: Exclusive) {
  const listeners = new Set<() => void>();
  return {
    async exclusive<T>(work: () => Promise<T>): Promise<T> {
      // A write within a write: the outer one rings when it is done.
      if (writing.getStore()) return exclusive(work);
      const write = { queued: false };
      const result = await writing.run(write, () => exclusive(work));
      if (write.queued) for (const listener of listeners) listener();
      return result;
    },
    /** Calls `listener` after each write that made outbox items due. */
    onQueued(listener: () => void) {
      listeners.add(listener);
    },
  };
}
