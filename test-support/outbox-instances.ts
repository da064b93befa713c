// Test support: instances of the outbox as the server runs it (a store that queues items and a
// forwarder that sends them), with retries fast enough for a test.
import { startForwarder, type Forwarder } from '@/lib/server/outbox/forwarder';
import type { LeadStore } from '@/lib/server/store/lead-store';
import { openStore } from '@/lib/server/arrival/open-store';
import { outboxSenders } from '@/lib/server/outbox/outbox-senders';
import { serverConfig } from '@/lib/server/server-config';

export type OutboxInstance = { store: LeadStore; forwarder: Forwarder };

const FAST = {
  FORWARD_RETRY_BASE_MS: '50',
  FORWARD_RETRY_MAX_MS: '200',
  FORWARD_POLL_MS: '25',
  // Long enough that a busy machine's slow answer is not taken for a lost one: an answer after
  // the timeout is a failure, sent again, and the fake then counts a delivery twice.
  FORWARD_TIMEOUT_MS: '5000',
};

/** Starts instances with the settings `env()` gives plus their own; stops each or all. */
export function outboxInstances(env: () => Record<string, string>) {
  const open: OutboxInstance[] = [];
  const stop = async (instance: OutboxInstance) => {
    open.splice(open.indexOf(instance), 1);
    await instance.forwarder.stop();
    await instance.store.close();
  };
  return {
    async start(overrides: Record<string, string> = {}) {
      const config = serverConfig({ ...FAST, ...env(), ...overrides });
      const store = await openStore(config);
      const instance = {
        store,
        forwarder: startForwarder(store, outboxSenders(config, store.database), config),
      };
      open.push(instance);
      return instance;
    },
    stop,
    stopAll: () => Promise.all([...open].map(stop)),
  };
}
