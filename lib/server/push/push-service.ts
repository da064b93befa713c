import 'server-only';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { pushCopy } from '@/content/inbox-push';
import { notificationsPath } from '@/lib/inbox/inbox-paths';
import type { ServerConfig } from '../server-config';
import { persistentCounter } from '../store/store-limiters';
import type { StoreDatabase } from '../store/store-database';
import { isPushServiceEndpoint } from './push-endpoints';
import { pushSubscriptions, type PushEndpoint, type SavedChange } from './push-subscriptions';
import type { VapidKeys } from './vapid-keys';
import { pushToOperator, type PushOutcome } from './web-push-send';

/** Test pushes an operator may send a minute, counted in the store (every instance's together). */
export const TESTS_A_MINUTE = 3;

type ServiceConfig = Pick<
  ServerConfig,
  'forwardTimeoutMs' | 'firstContactDeadlineMs' | 'pushLoopback'
>;

/** A save: refused (not a push service's address), or what it changed and how many devices now. */
export type SaveOutcome = { refused: true } | ({ refused: false; devices: number } & SavedChange);

/** A test press: too many this minute (how long to wait), or what came of the push. */
export type TestOutcome = { waitSeconds: number } | (PushOutcome & { total: number });

/**
 * What the inbox's Notifications page and its entries use: the public key a browser subscribes
 * with (null: pushes are off), an operator's subscriptions, and a test push to them, sent at once
 * so the page can say how many devices took it.
 */
export function pushService(
  config: ServiceConfig,
  database: StoreDatabase,
  vapid: VapidKeys | null,
) {
  const subscriptions = pushSubscriptions(database);
  const rules = { loopback: config.pushLoopback };
  const tests = persistentCounter(database, {
    keyPrefix: 'push-test',
    points: TESTS_A_MINUTE,
    duration: 60,
  });
  const count = async (operatorId: string) => (await subscriptions.of(operatorId)).length;

  /** Counts one test press; the seconds to wait when it is one too many. */
  const overLimit = async (operatorId: string) => {
    try {
      await tests.consume(operatorId);
      return null;
    } catch (result) {
      if (result instanceof RateLimiterRes)
        return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
      throw result;
    }
  };

  return {
    publicKey: vapid?.publicKey ?? null,
    /** Saves a browser's subscription as the operator's, when it is a push service's. */
    async save(
      operatorId: string,
      subscription: PushEndpoint,
      previous: string | null,
    ): Promise<SaveOutcome> {
      if (!isPushServiceEndpoint(subscription.endpoint, rules)) return { refused: true };
      const change = await subscriptions.save(operatorId, subscription, previous);
      return { refused: false, ...change, devices: await count(operatorId) };
    },
    /** Forgets the operator's browser at `endpoint`; whether it was theirs. */
    remove: (operatorId: string, endpoint: string) =>
      subscriptions.removeEndpoint(operatorId, endpoint),
    count,
    /** The test push to each of the operator's devices; null when pushes are off. */
    async test(operatorId: string): Promise<TestOutcome | null> {
      if (!vapid) return null;
      const waitSeconds = await overLimit(operatorId);
      if (waitSeconds !== null) return { waitSeconds };
      return pushToOperator(
        subscriptions,
        operatorId,
        { title: pushCopy.testTitle, body: pushCopy.testBody, url: notificationsPath, tag: 'test' },
        {
          vapid,
          ttlSeconds: Math.round(config.firstContactDeadlineMs / 1000),
          timeoutMs: config.forwardTimeoutMs,
          ...rules,
        },
      );
    },
  };
}

export type PushService = ReturnType<typeof pushService>;
