import 'server-only';
import type { Insertable, Updateable } from 'kysely';
import type { LeadStatus } from '@/lib/inbox/lead-work-values';
import { chunks, idsInRowOrder, INSERT_CHUNK } from '../chunks';
import { held } from '../held';
import type { Db, LeadsTable } from '../schema';

// The only writer of `leads` (docs/architecture.md#who-writes-each-table): a lead's arrival and
// release, its owner, the inbox's work on it, the stages it reached, a merge, a withdrawal and
// erasure. In the caller's transaction.

type LeadChanges = Updateable<LeadsTable>;

/** A new lead; its id. */
export async function addLead(trx: Db, lead: Insertable<LeadsTable>) {
  const { id } = await trx
    .insertInto('leads')
    .values(lead)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** New leads, as one import brings them; their ids in the same order. */
export async function addLeads(trx: Db, leads: readonly Insertable<LeadsTable>[]) {
  const ids: number[] = [];
  for (const part of chunks(leads, INSERT_CHUNK))
    ids.push(
      ...idsInRowOrder(await trx.insertInto('leads').values(part).returning('id').execute()),
    );
  return ids;
}

/** Releases a held lead; `columns` of it, or undefined when it was not held. */
export const releaseLead = <C extends keyof LeadsTable | 'id'>(
  trx: Db,
  id: number,
  releasedAt: string,
  columns: readonly C[],
) =>
  trx
    .updateTable('leads')
    .set({ released_at: releasedAt })
    .where('id', '=', id)
    .where(held)
    .returning(columns)
    .executeTakeFirst();

/** The statement that gives a new lead its owner and first-contact deadline (lib/server/assignment). */
export const setLeadOwner = (trx: Db, id: number, ownerId: string, dueAt: string | null) =>
  trx.updateTable('leads').set({ owner_id: ownerId, contact_due_at: dueAt }).where('id', '=', id);

/** New leads' owner and first-contact deadline, the same for all of them (an import's). */
export async function setLeadsOwner(
  trx: Db,
  ids: readonly number[],
  ownerId: string,
  dueAt: string | null,
) {
  for (const part of chunks(ids))
    await trx
      .updateTable('leads')
      .set({ owner_id: ownerId, contact_due_at: dueAt })
      .where('id', 'in', part)
      .execute();
}

/**
 * A change to a lead as its reader saw it at `version`: made, and the version moved on, only if
 * nobody changed it since (on PostgreSQL a racing save waits for this one, then matches no row).
 * Whether it was made.
 */
export async function changeLeadAtVersion(
  trx: Db,
  id: number,
  version: number,
  changes: LeadChanges,
) {
  const updated = await changeAtVersion(trx, id, version, changes).executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** changeLeadAtVersion's statement, for a caller that runs it with other writes. */
export const changeAtVersion = (trx: Db, id: number, version: number, changes: LeadChanges) =>
  trx
    .updateTable('leads')
    .set({ ...changes, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version);

/**
 * The student corrected the number their code went to (lib/server/phone-check): the lead's phone
 * and its person key, or a minor's guardian's phone; the version moves on, so an operator's open
 * form does not save the old number back.
 */
export async function correctLeadPhone(
  trx: Db,
  id: number,
  changes: Pick<LeadChanges, 'phone' | 'phone_key'> | Pick<LeadChanges, 'guardian_phone'>,
) {
  await trx
    .updateTable('leads')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** The first time these leads reached each of these stage columns is `at`; later times keep the first. */
export async function reachLeadStages(
  trx: Db,
  ids: readonly number[],
  columns: readonly ('attempted_at' | 'connected_at' | 'qualified_at' | 'won_at')[],
  at: string,
) {
  if (!columns.length) return;
  for (const part of chunks(ids))
    await trx
      .updateTable('leads')
      .set((eb) =>
        Object.fromEntries(columns.map((column) => [column, eb.fn.coalesce(column, eb.val(at))])),
      )
      .where('id', 'in', part)
      .execute();
}

/**
 * Leads given a status by someone outside the inbox (a university's outcomes), read and locked in
 * this transaction: as a counsellor's save sets it (its time, no lost reason, the first contact if
 * none yet), the version moved on so an operator's open form does not save over it.
 */
export async function setLeadsStatus(
  trx: Db,
  ids: readonly number[],
  status: Exclude<LeadStatus, 'lost'>,
  at: string,
) {
  for (const part of chunks(ids))
    await trx
      .updateTable('leads')
      .set((eb) => ({
        status,
        status_at: at,
        lost_reason: null,
        first_contact_at: eb.fn.coalesce('first_contact_at', eb.val(at)),
        version: eb('version', '+', 1),
      }))
      .where('id', 'in', part)
      .execute();
}

/** A merge's kept lead takes the earlier withdrawal of the two. */
export async function setContactWithdrawnAt(trx: Db, id: number, at: string | null) {
  await trx.updateTable('leads').set({ contact_withdrawn_at: at }).where('id', '=', id).execute();
}

/** A merge's merged lead, once its enquiry, timeline and merges point at the kept one. */
export async function deleteMergedLead(trx: Db, id: number) {
  await trx.deleteFrom('leads').where('id', '=', id).execute();
}

/**
 * Withdrawal: these leads take no contact from `at` (their follow-ups cleared); the ids of those
 * not withdrawn before, in order.
 */
export async function withdrawLeads(trx: Db, ids: number[], at: string) {
  const withdrawn: number[] = [];
  for (const part of chunks(ids)) {
    const marked = await trx
      .updateTable('leads')
      .set((eb) => ({
        contact_withdrawn_at: at,
        next_follow_up_at: null,
        version: eb('version', '+', 1),
      }))
      .where('id', 'in', part)
      .where('contact_withdrawn_at', 'is', null)
      .returning('id')
      .execute();
    withdrawn.push(...marked.map((row) => row.id));
  }
  return withdrawn.sort((a, b) => a - b);
}

/** Erasure: the lead's personal columns as privacy/erasure-values.ts gives them (a tombstone). */
export async function eraseLead(trx: Db, id: number, values: LeadChanges) {
  await trx.updateTable('leads').set(values).where('id', '=', id).execute();
}

/** A lost reason rewritten (another person's contacts taken out of it). */
export async function rewriteLostReason(trx: Db, id: number, lostReason: string) {
  await trx.updateTable('leads').set({ lost_reason: lostReason }).where('id', '=', id).execute();
}
