import 'server-only';
import type { Insertable, Updateable } from 'kysely';
import type { Database, Db, RightsRequestsTable } from '../schema';

// The only writer of `rights_requests` (docs/architecture.md#who-writes-each-table): a request's
// arrival, its contact checks, its answer and its erasure. On `db` or in the caller's transaction.

type By = { at: Date; by: string };

/** A new request; its receipt, or undefined when its idempotency key was seen before. */
export const insertRightsRequest = (db: Db, request: Insertable<RightsRequestsTable>) =>
  db
    .insertInto('rights_requests')
    .values(request)
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning(['reference', 'due_at'])
    .executeTakeFirst();

/** Marks a request answered, once; whether this call did. */
export async function markRightsRequestAnswered(
  db: Db,
  id: number,
  outcome: string,
  { at, by }: By,
) {
  const { numUpdatedRows } = await db
    .updateTable('rights_requests')
    .set({ handled_at: at.toISOString(), handled_by: by, outcome })
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/**
 * A new email code's hash, replacing any sent before (its wrong tries forgotten); false when the
 * request names no email or it is verified already.
 */
export async function setEmailCode(db: Db, id: number, hash: string, sentAt: Date) {
  const { numUpdatedRows } = await db
    .updateTable('rights_requests')
    .set({ email_code_hash: hash, email_code_sent_at: sentAt.toISOString(), email_code_tries: 0 })
    .where('id', '=', id)
    .where('email', '!=', '')
    .where('email_verified_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** The email is verified by this admin now; its code is used up. */
export async function markEmailVerified(trx: Db, id: number, { at, by }: By) {
  await trx
    .updateTable('rights_requests')
    .set({ email_verified_at: at.toISOString(), email_verified_by: by, email_code_hash: null })
    .where('id', '=', id)
    .execute();
}

/** A wrong code: `tries` so far; `voided` ends the code. */
export async function countWrongCode(trx: Db, id: number, tries: number, voided: boolean) {
  await trx
    .updateTable('rights_requests')
    .set({ email_code_tries: tries, ...(voided ? { email_code_hash: null } : {}) })
    .where('id', '=', id)
    .execute();
}

/** The admin heard the phone's owner confirm it: once; false when it names no phone or was done. */
export async function markPhoneVerified(db: Db, id: number, { at, by }: By) {
  const { numUpdatedRows } = await db
    .updateTable('rights_requests')
    .set({ phone_verified_at: at.toISOString(), phone_verified_by: by })
    .where('id', '=', id)
    .where('phone', '!=', '')
    .where('phone_verified_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Erasure: the request's personal columns as privacy/erasure-values.ts gives them. */
export async function eraseRightsRequest(
  trx: Db,
  id: number,
  values: Updateable<Database['rights_requests']>,
) {
  await trx.updateTable('rights_requests').set(values).where('id', '=', id).execute();
}
