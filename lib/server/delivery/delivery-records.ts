import 'server-only';
import { TAKEN_FROM_PORTAL } from '@/lib/delivery/delivery-line';
import type { Adapter, DeliveryStatus, MappingKind } from '@/lib/delivery/delivery-values';
import { chunks } from '../store/chunks';
import type { Db } from '../store/schema';

// The one writer of the delivery's tables (docs/architecture.md#who-writes-each-table): the
// universities' destinations and sheets, the days' counts against their caps, each lead's
// delivery, and the values a sheet lacks. Each call runs in the caller's transaction, or alone.

export type DestinationRow = {
  university: string;
  adapter: Adapter;
  url: string | null;
  secret_sealed: string | null;
  daily_cap: number | null;
  updated_at: string;
  updated_by: string;
};

export const destinationOf = (db: Db, university: string) =>
  db
    .selectFrom('university_destinations')
    .selectAll()
    .where('university', '=', university)
    .executeTakeFirst() as Promise<DestinationRow | undefined>;

export const listDestinations = (db: Db) =>
  db.selectFrom('university_destinations').selectAll().orderBy('university').execute() as Promise<
    DestinationRow[]
  >;

/** Sets a university's destination; a credential left out keeps the one it has. */
export async function setDestination(db: Db, row: DestinationRow) {
  await db
    .insertInto('university_destinations')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('university').doUpdateSet((eb) => ({
        adapter: eb.ref('excluded.adapter'),
        url: eb.ref('excluded.url'),
        secret_sealed: row.secret_sealed
          ? eb.ref('excluded.secret_sealed')
          : eb.ref('university_destinations.secret_sealed'),
        daily_cap: eb.ref('excluded.daily_cap'),
        updated_at: eb.ref('excluded.updated_at'),
        updated_by: eb.ref('excluded.updated_by'),
      })),
    )
    .execute();
}

/** Turns a university's delivery off: its leads are no longer sent. */
export async function removeDestination(db: Db, university: string) {
  const { numDeletedRows } = await db
    .deleteFrom('university_destinations')
    .where('university', '=', university)
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

export type MappingRow = { kind: MappingKind; ours: string; theirs: string };

/** Our value as a sheet's row and a lead are matched: trimmed, in lower case, spaces single. */
export const mappingKey = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** Replaces a university's sheet with these rows. */
export async function replaceMapping(trx: Db, university: string, rows: MappingRow[]) {
  await trx.deleteFrom('university_mappings').where('university', '=', university).execute();
  if (rows.length)
    await trx
      .insertInto('university_mappings')
      .values(rows.map((row) => ({ university, ...row, ours: mappingKey(row.ours) })))
      .execute();
}

/** A university's sheet: for each kind it lists, our values to theirs. */
export async function mappingOf(db: Db, university: string) {
  const rows = await db
    .selectFrom('university_mappings')
    .select(['kind', 'ours', 'theirs'])
    .where('university', '=', university)
    .execute();
  const sheet = new Map<string, Map<string, string>>();
  for (const { kind, ours, theirs } of rows)
    sheet.set(kind, (sheet.get(kind) ?? new Map<string, string>()).set(ours, theirs));
  return sheet;
}

/**
 * Takes one of the day's places under the cap: false when all are used. One statement each, so
 * two instances never take the same last place.
 */
export async function takePlace(db: Db, university: string, day: string, cap: number) {
  await db
    .insertInto('delivery_days')
    .values({ university, day, used: 0 })
    .onConflict((conflict) => conflict.columns(['university', 'day']).doNothing())
    .execute();
  const { numUpdatedRows } = await db
    .updateTable('delivery_days')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('university', '=', university)
    .where('day', '=', day)
    .where('used', '<', cap)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

export type DeliveryRow = {
  lead_id: number;
  university: string;
  adapter: Adapter;
  status: DeliveryStatus;
  detail: string;
  their_id: string | null;
  cap_day: string | null;
  round: number;
  sent_at: string | null;
  updated_at: string;
};

export const deliveryOf = (db: Db, leadId: number) =>
  db
    .selectFrom('lead_deliveries')
    .selectAll()
    .where('lead_id', '=', leadId)
    .executeTakeFirst() as Promise<DeliveryRow | undefined>;

/** Writes a lead's delivery as it now stands. */
export async function recordDelivery(db: Db, row: Omit<DeliveryRow, 'round'> & { round?: number }) {
  const { lead_id, ...rest } = row;
  await db
    .insertInto('lead_deliveries')
    .values(row)
    .onConflict((conflict) => conflict.column('lead_id').doUpdateSet(rest))
    .execute();
}

/** Notes a value a university's sheet lacks: true the first time, when the admins are told. */
export async function noticeMissing(
  db: Db,
  missing: { university: string; kind: string; value: string },
  at: string,
) {
  const result = await db
    .insertInto('delivery_missing')
    .values({ ...missing, noticed_at: at })
    .onConflict((conflict) => conflict.columns(['university', 'kind', 'value']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/**
 * The values a new sheet names, or whose kind it no longer lists, are no longer missing; those it
 * still lacks stay noted, so the admins are not told of them again.
 */
export async function forgetMissing(trx: Db, university: string, rows: MappingRow[]) {
  const kinds = new Set(rows.map((row) => row.kind));
  const named = new Set(rows.map((row) => `${row.kind}:${mappingKey(row.ours)}`));
  const noted = await trx
    .selectFrom('delivery_missing')
    .select(['kind', 'value'])
    .where('university', '=', university)
    .execute();
  for (const { kind, value } of noted)
    if (!kinds.has(kind as MappingKind) || named.has(`${kind}:${value}`))
      await trx
        .deleteFrom('delivery_missing')
        .where('university', '=', university)
        .where('kind', '=', kind)
        .where('value', '=', value)
        .execute();
}

/** Why a lead's `lead.erased` event could not reach its university: a task on the delivery page. */
export async function failErasure(db: Db, leadId: number, why: string) {
  await db
    .updateTable('lead_deliveries')
    .set({ erasure_failed: why })
    .where('lead_id', '=', leadId)
    .execute();
}

/** An admin asked the university by hand: the lead's erasure task is done; false when none was open. */
export async function finishErasure(db: Db, leadId: number, at: string, by: string) {
  const { numUpdatedRows } = await db
    .updateTable('lead_deliveries')
    .set({ erasure_done_at: at, erasure_done_by: by })
    .where('lead_id', '=', leadId)
    .where('erasure_done_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Erasure: the answers' words on these leads' deliveries, which may quote the lead, replaced. */
export async function scrubDeliveries(trx: Db, leadIds: number[], text: string) {
  for (const part of chunks(leadIds))
    await trx
      .updateTable('lead_deliveries')
      .set({ detail: text })
      .where('lead_id', 'in', part)
      .execute();
}

/**
 * A `portal` university listed or downloaded these leads of its own: each waiting one counts as
 * delivered now (accepted, sent and taken at `at`); one taken before keeps its time.
 */
export async function takeDeliveries(db: Db, university: string, leadIds: number[], at: string) {
  for (const part of chunks(leadIds))
    await db
      .updateTable('lead_deliveries')
      .set({ status: 'accepted', detail: TAKEN_FROM_PORTAL, sent_at: at, taken_at: at })
      .where('university', '=', university)
      .where('adapter', '=', 'portal')
      .where('taken_at', 'is', null)
      .where('status', '=', 'pending')
      .where('lead_id', 'in', part)
      .execute();
}

/** The university's latest outcome of these leads, beside their delivery (lead_outcomes has the history). */
export async function setDeliveryOutcomes(
  db: Db,
  university: string,
  leadIds: readonly number[],
  outcome: string,
  at: string,
) {
  for (const part of chunks(leadIds))
    await db
      .updateTable('lead_deliveries')
      .set({ outcome, outcome_at: at })
      .where('university', '=', university)
      .where('lead_id', 'in', part)
      .execute();
}
