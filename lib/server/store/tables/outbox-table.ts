import 'server-only';
import type { Expression, InsertObject } from 'kysely';
import { flag } from '../flag';
import type { Destination } from '../outbox-destinations';
import type { AttemptResult, OutboxItem, OutboxRecordType } from '../lead-store';
import type { Database, Db, Engine } from '../schema';
import { chunks, INSERT_CHUNK } from '../chunks';
import { noteQueued } from '../outbox-bell';

// The only writer of `outbox` and `outbox_attempts` (docs/architecture.md#who-writes-each-table):
// what is queued, claimed, attempted, withheld, cancelled and scrubbed. Each call runs in the
// caller's transaction, or alone on `db`.

/** One outbox item's destination, path and payload; `delayMs`: due that long after it is queued. */
export type OutboxCall = {
  destination: Destination;
  path: string;
  payload: string;
  delayMs?: number;
};

export const OUTBOX_COLUMNS = [
  'id',
  'record_type',
  'record_id',
  'destination',
  'path',
  'payload',
  'attempts',
  'next_attempt_at',
  'last_error',
  'delivered_at',
  'created_at',
  'cancelled_at',
] as const;

/**
 * Queues a record's calls. A record is queued once per destination: a call already queued (a lead
 * qualified a second time) is not queued again.
 */
export const enqueue = (trx: Db, type: OutboxRecordType, id: number, calls: OutboxCall[]) =>
  enqueueMany(trx, [{ type, id, calls }]);

/** A record's id, or an expression of it within the statement that also inserts it (engine-sql.ts). */
type RecordId = number | Expression<number>;

/** The outbox's rows of records' calls, queued now. */
function outboxRows(
  records: readonly { type: OutboxRecordType; id: RecordId; calls: OutboxCall[] }[],
) {
  const at = Date.now();
  const now = new Date(at).toISOString();
  return records.flatMap(({ type, id, calls }) =>
    calls.map(({ destination, path, payload, delayMs = 0 }): InsertObject<Database, 'outbox'> => ({
      record_type: type,
      record_id: id,
      destination,
      path,
      payload,
      next_attempt_at: new Date(at + delayMs).toISOString(),
      created_at: now,
    })),
  );
}

const insertRows = (trx: Db, rows: InsertObject<Database, 'outbox'>[]) =>
  trx
    .insertInto('outbox')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['record_type', 'record_id', 'destination']).doNothing(),
    );

/** Queues many records' calls (an import's leads), as enqueue does each. */
export async function enqueueMany(
  trx: Db,
  records: readonly { type: OutboxRecordType; id: number; calls: OutboxCall[] }[],
) {
  const rows = outboxRows(records);
  if (rows.length) noteQueued();
  for (const part of chunks(rows, INSERT_CHUNK)) await insertRows(trx, part).execute();
}

/**
 * The statement that queues a record's calls (at least one), for the caller to run with other
 * writes, the record's id perhaps an expression of the same statement (engine-sql.ts insertThen).
 */
export function enqueueStatement(
  trx: Db,
  type: OutboxRecordType,
  id: RecordId,
  calls: OutboxCall[],
) {
  noteQueued();
  return insertRows(trx, outboxRows([{ type, id, calls }]));
}

type Claim = { limit: number; now: Date; leaseUntil: Date; wanted: readonly Destination[] };

/**
 * The ids of up to `limit` due items for `wanted` destinations, by id: read through the index of
 * pending items (migration 040), whatever number of delivered and withheld ones the table holds.
 */
export const dueItems = (
  db: Db,
  engine: Engine,
  { limit, now, wanted }: Omit<Claim, 'leaseUntil'>,
) => {
  const at = now.toISOString();
  return (
    db
      .selectFrom('outbox')
      .select('id')
      .where('delivered_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .where('next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
      .where('destination', 'in', wanted)
      .orderBy('id')
      .limit(limit)
      // SKIP LOCKED: instances polling at the same moment take different items. SQLite has one
      // writer at a time, which the update itself waits for.
      .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked())
  );
};

/** Leases up to `limit` due items for `wanted` destinations until `leaseUntil`, by id. */
export async function claimDue(db: Db, engine: Engine, claim: Claim): Promise<OutboxItem[]> {
  const rows = await db
    .updateTable('outbox')
    .set({ locked_until: claim.leaseUntil.toISOString() })
    .where('id', 'in', dueItems(db, engine, claim))
    .returning(OUTBOX_COLUMNS)
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

const attemptRow = (id: number, result: AttemptResult) => ({
  outbox_id: id,
  attempted_at: result.attempted_at,
  ok: flag(result.ok),
  http_status: result.http_status,
  detail: result.detail,
  duration_ms: result.duration_ms,
});

/** An attempt's result: delivered, or due again at `retryAt`. */
export async function recordAttempt(trx: Db, id: number, result: AttemptResult, retryAt: Date) {
  await trx.insertInto('outbox_attempts').values(attemptRow(id, result)).execute();
  await trx
    .updateTable('outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      locked_until: null,
      last_error: result.ok ? null : result.detail,
      delivered_at: result.ok ? result.attempted_at : null,
      next_attempt_at: retryAt.toISOString(),
    }))
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
}

/**
 * An item that may not go yet (its university's cap is used, its sheet lacks a value): due again
 * at `until`, with no attempt counted, since nothing was sent.
 */
export async function postpone(trx: Db, id: number, until: Date, detail: string) {
  await trx
    .updateTable('outbox')
    .set({ locked_until: null, last_error: detail, next_attempt_at: until.toISOString() })
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .where('cancelled_at', 'is', null)
    // Still under this send's lease: a sheet uploaded meanwhile made it due again (dueAgain
    // lets go of the lease), and that stands.
    .where('locked_until', 'is not', null)
    .execute();
}

/**
 * Items due at `at` again: postponed ones whose reason is gone (a sheet names the value), or a
 * delivered one an admin sends again (a rejected lead after its mapping was fixed).
 */
export async function dueAgain(trx: Db, ids: number[], at: string) {
  if (ids.length) noteQueued();
  for (const part of chunks(ids))
    await trx
      .updateTable('outbox')
      .set({ delivered_at: null, next_attempt_at: at, locked_until: null })
      .where('id', 'in', part)
      .where('cancelled_at', 'is', null)
      .execute();
}

/** Records' items for one destination queued in bulk, due now; each once, as `enqueue`. */
export async function enqueueEach(
  trx: Db,
  type: OutboxRecordType,
  ids: number[],
  call: Omit<OutboxCall, 'delayMs'>,
) {
  if (ids.length) noteQueued();
  const now = new Date().toISOString();
  for (const part of chunks(ids))
    await trx
      .insertInto('outbox')
      .values(
        part.map((id) => ({
          record_type: type,
          record_id: id,
          ...call,
          next_attempt_at: now,
          created_at: now,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['record_type', 'record_id', 'destination']).doNothing(),
      )
      .execute();
}

/** Items that ended unsent, due again at `at`: what ended them is gone. */
export async function reopen(trx: Db, ids: number[], at: string) {
  if (ids.length) noteQueued();
  for (const part of chunks(ids))
    await trx
      .updateTable('outbox')
      .set({ cancelled_at: null, next_attempt_at: at, locked_until: null })
      .where('id', 'in', part)
      .where('cancelled_at', 'is not', null)
      .where('delivered_at', 'is', null)
      .execute();
}

/** An item that must not be sent after all: the refusal is its last attempt. */
export async function withhold(trx: Db, id: number, result: AttemptResult) {
  await trx
    .insertInto('outbox_attempts')
    .values(attemptRow(id, { ...result, ok: false }))
    .execute();
  await trx
    .updateTable('outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      locked_until: null,
      last_error: result.detail,
      cancelled_at: result.attempted_at,
    }))
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .execute();
}

/** Cancels these items (the caller picked those not yet delivered or cancelled). */
export async function cancelOutboxItems(trx: Db, ids: number[], at: string) {
  for (const part of chunks(ids))
    await trx
      .updateTable('outbox')
      .set({ cancelled_at: at, locked_until: null })
      .where('id', 'in', part)
      .execute();
}

/**
 * Erasure: the items' payloads and errors, and what their attempts' receivers answered, replaced
 * by `payload` and `text`. A delivery's detail says only that, and stays.
 */
export async function scrubOutboxItems(
  trx: Db,
  ids: number[],
  { payload, text }: { payload: string; text: string },
) {
  for (const part of chunks(ids)) {
    await trx
      .updateTable('outbox')
      .set((eb) => ({
        payload,
        last_error: eb.case().when('last_error', 'is', null).then(null).else(text).end(),
      }))
      .where('id', 'in', part)
      .execute();
    await trx
      .updateTable('outbox_attempts')
      .set({ detail: text })
      .where('outbox_id', 'in', part)
      .where('detail', '!=', 'delivered')
      .execute();
  }
}
