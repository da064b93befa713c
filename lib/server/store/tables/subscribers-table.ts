import 'server-only';
import type { StoredSubscriber } from '../lead-store';
import { chunks } from '../chunks';
import { held } from '../held';
import type { Db } from '../schema';

// The only writer of `subscribers` (docs/architecture.md#who-writes-each-table): subscriptions,
// their release from the held ones, and their end (withdrawal, erasure). In the caller's
// transaction.

/**
 * A subscription; its id when it is new or releases one held. A genuine subscription of an email
 * held as suspected releases it, as the person typed it; any other repeat changes nothing.
 */
export async function addSubscriber(
  trx: Db,
  {
    email,
    user_agent,
    suspected_reason,
  }: Pick<StoredSubscriber, 'email' | 'user_agent' | 'suspected_reason'>,
) {
  const row = await trx
    .insertInto('subscribers')
    .values({
      email,
      email_normalized: email.toLowerCase(),
      user_agent,
      suspected_reason,
      subscribed_at: new Date().toISOString(),
    })
    .onConflict((conflict) =>
      conflict
        .column('email_normalized')
        .doUpdateSet((eb) => ({
          email: eb.ref('excluded.email'),
          user_agent: eb.ref('excluded.user_agent'),
          released_at: eb.ref('excluded.subscribed_at'),
        }))
        .where('subscribers.suspected_reason', 'is not', null)
        .where('subscribers.released_at', 'is', null)
        .where('excluded.suspected_reason', 'is', null),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Releases a held subscription; its email, or undefined when it was not held. */
export async function releaseSubscriber(trx: Db, id: number, releasedAt: string) {
  const row = await trx
    .updateTable('subscribers')
    .set({ released_at: releasedAt })
    .where('id', '=', id)
    .where(held)
    .returning('email')
    .executeTakeFirst();
  return row?.email;
}

/** Ends these subscriptions: nothing of them is kept. */
export async function deleteSubscribers(trx: Db, ids: number[]) {
  for (const part of chunks(ids))
    await trx.deleteFrom('subscribers').where('id', 'in', part).execute();
}
