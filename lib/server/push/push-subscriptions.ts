import 'server-only';
import type { StoreDatabase } from '../store/store-database';
import { isoTimestamps } from '../store/iso-timestamps';

// The only writer of `push_subscriptions` (migration 028; docs/architecture.md#who-writes-each-table):
// the browsers each operator turned notifications on in, saved and re-synced from the inbox and
// deleted when their push service says they are gone.

/** What a browser's PushSubscription gives: where to send, and the keys to encrypt for it. */
export type PushEndpoint = { endpoint: string; p256dh: string; auth: string };

export type StoredSubscription = PushEndpoint & { id: number };

export function pushSubscriptions(database: StoreDatabase) {
  const db = database.db.withPlugin(isoTimestamps);
  return {
    /**
     * Saves the browser's subscription as the operator's, seen now. An endpoint is one browser:
     * saved again it takes the new keys and owner. `previous`, the endpoint the same browser
     * saved before (its push service changed it), is deleted if it was this operator's.
     */
    async save(operatorId: string, subscription: PushEndpoint, previous: string | null = null) {
      const at = new Date().toISOString();
      const values = { operator_id: operatorId, ...subscription };
      await database.exclusive(() =>
        db.transaction().execute(async (trx) => {
          if (previous && previous !== subscription.endpoint)
            await trx
              .deleteFrom('push_subscriptions')
              .where('endpoint', '=', previous)
              .where('operator_id', '=', operatorId)
              .execute();
          await trx
            .insertInto('push_subscriptions')
            .values({ ...values, created_at: at, last_seen_at: at })
            .onConflict((conflict) =>
              conflict.column('endpoint').doUpdateSet({ ...values, last_seen_at: at }),
            )
            .execute();
        }),
      );
    },

    /** The operator's subscriptions, oldest first. */
    of: (operatorId: string): Promise<StoredSubscription[]> =>
      db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth'])
        .where('operator_id', '=', operatorId)
        .orderBy('id')
        .execute(),

    /** Forgets a subscription its push service no longer knows (404 or 410). */
    async remove(id: number) {
      await database.exclusive(() =>
        db.deleteFrom('push_subscriptions').where('id', '=', id).execute(),
      );
    },
  };
}

export type PushSubscriptions = ReturnType<typeof pushSubscriptions>;
