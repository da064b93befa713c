import 'server-only';
import { pushCopy } from '@/content/inbox-push';
import { notificationsPath } from '@/lib/inbox/inbox-paths';
import type { ServerConfig } from '../server-config';
import type { StoreDatabase } from '../store/store-database';
import { pushSubscriptions, type PushEndpoint } from './push-subscriptions';
import type { VapidKeys } from './vapid-keys';
import { pushToOperator } from './web-push-send';

/**
 * What the inbox's Notifications page and its entries use: the public key a browser subscribes
 * with (null: pushes are off), an operator's subscriptions, and a test push to them, sent at once
 * so the page can say how many devices took it.
 */
export function pushService(
  config: Pick<ServerConfig, 'forwardTimeoutMs' | 'firstContactDeadlineMs'>,
  database: StoreDatabase,
  vapid: VapidKeys | null,
) {
  const subscriptions = pushSubscriptions(database);
  return {
    publicKey: vapid?.publicKey ?? null,
    save: (operatorId: string, subscription: PushEndpoint, previous: string | null) =>
      subscriptions.save(operatorId, subscription, previous),
    count: async (operatorId: string) => (await subscriptions.of(operatorId)).length,
    /** The test push to each of the operator's devices; null when pushes are off. */
    test: (operatorId: string) =>
      vapid
        ? pushToOperator(
            subscriptions,
            operatorId,
            {
              title: pushCopy.testTitle,
              body: pushCopy.testBody,
              url: notificationsPath,
              tag: 'test',
            },
            {
              vapid,
              ttlSeconds: Math.round(config.firstContactDeadlineMs / 1000),
              timeoutMs: config.forwardTimeoutMs,
            },
          )
        : Promise.resolve(null),
  };
}

export type PushService = ReturnType<typeof pushService>;
