import 'server-only';
import type { StoreDatabase } from '../store/store-database';
import { isoTimestamps } from '../store/iso-timestamps';

// The only writer of `push_subscriptions` (migration 028; docs/architecture.md#who-writes-each-table):
// the browsers each operator turned notifications on in, saved and re-synced from the inbox,
// deleted when their push service says they are gone, when the browser turns them off or signs
// out, and when a newer device takes the place of the one seen least recently.

/** What a browser's PushSubscription gives: where to send, and the keys to encrypt for it. */
export type PushEndpoint = { endpoint: string; p256dh: string; auth: string };

export type StoredSubscription = PushEndpoint & { id: number };

/**
 * Devices an operator may have notifications on in: each push fans out to all of them, so a
 * counsellor cannot make one notice (or one test press) into any number of requests.
 */
export const MAX_DEVICES = 10;

/** What a save changed: nothing (a visit re-syncing the same browser), or the browser's row. */
export type SavedChange = { changed: boolean; replaced: number };

export function pushSubscriptions(database: StoreDatabase) {
  const db = database.db.withPlugin(isoTimestamps);
  return {
    /**
     * Saves the browser's subscription as the operator's, seen now. An endpoint is one browser:
     * saved again it takes the new keys and owner. `previous`, the endpoint the same browser
     * saved before (its push service changed it), is deleted if it was this operator's. A new
     * device past MAX_DEVICES replaces the operator's device seen least recently.
     */
    async save(
      operatorId: string,
      subscription: PushEndpoint,
      previous: string | null = null,
    ): Promise<SavedChange> {
      const at = new Date().toISOString();
      const values = { operator_id: operatorId, ...subscription };
      return database.exclusive(() =>
        db.transaction().execute(async (trx) => {
          // One operator's saves in turn, so two at once cannot both pass the cap (PostgreSQL).
          await trx
            .selectFrom('operator')
            .select('id')
            .where('id', '=', operatorId)
            .$call(database.sql.forUpdate)
            .execute();
          let changed = false;
          if (previous && previous !== subscription.endpoint) {
            const dropped = await trx
              .deleteFrom('push_subscriptions')
              .where('endpoint', '=', previous)
              .where('operator_id', '=', operatorId)
              .executeTakeFirst();
            changed = Number(dropped.numDeletedRows) > 0;
          }
          const before = await trx
            .selectFrom('push_subscriptions')
            .select(['operator_id', 'p256dh', 'auth'])
            .where('endpoint', '=', subscription.endpoint)
            .executeTakeFirst();
          changed ||=
            !before ||
            before.operator_id !== operatorId ||
            before.p256dh !== subscription.p256dh ||
            before.auth !== subscription.auth;
          await trx
            .insertInto('push_subscriptions')
            .values({ ...values, created_at: at, last_seen_at: at })
            .onConflict((conflict) =>
              conflict.column('endpoint').doUpdateSet({ ...values, last_seen_at: at }),
            )
            .execute();
          const beyond = await trx
            .selectFrom('push_subscriptions')
            .select('id')
            .where('operator_id', '=', operatorId)
            .orderBy('last_seen_at', 'desc')
            .orderBy('id', 'desc')
            .offset(MAX_DEVICES)
            .limit(1000)
            .execute();
          if (beyond.length)
            await trx
              .deleteFrom('push_subscriptions')
              .where(
                'id',
                'in',
                beyond.map((row) => row.id),
              )
              .execute();
          return { changed, replaced: beyond.length };
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

    /** Forgets a subscription its push service no longer knows (404 or 410), or may not be sent to. */
    async remove(id: number) {
      await database.exclusive(() =>
        db.deleteFrom('push_subscriptions').where('id', '=', id).execute(),
      );
    },

    /** Forgets the operator's browser at `endpoint` (turned off, or signed out); whether it was theirs. */
    async removeEndpoint(operatorId: string, endpoint: string): Promise<boolean> {
      const removed = await database.exclusive(() =>
        db
          .deleteFrom('push_subscriptions')
          .where('endpoint', '=', endpoint)
          .where('operator_id', '=', operatorId)
          .executeTakeFirst(),
      );
      return Number(removed.numDeletedRows) > 0;
    },
  };
}

export type PushSubscriptions = ReturnType<typeof pushSubscriptions>;
