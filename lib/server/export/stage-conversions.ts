import 'server-only';
import { adPlatformsMay } from '../ads/ad-platforms-may';
import { isoTimestamps } from '../store/iso-timestamps';
import type { StoreDatabase } from '../store/store-database';
import { REACHED_BY, type ConversionStage, type StageConversion } from '../ads/conversion-stages';

// The leads that became worth something, for the ad platforms to learn from (docs/leads.md, "Ad
// conversions"): each lead that reached a stage of the inbox's pipeline, at the time it first
// did. A status change is a row of lead_events (migration 011), so the time is the earliest such
// row, whatever the lead's status is now: a lead qualified in October and again in November
// converted in October. Only leads that may go to the ad platforms (ad-platforms-may.ts: not held,
// withdrawn, erased or a minor's) are conversions.

/** A period: from `since` on, before `until` (ISO), each when given. */
export type Period = { since?: string; until?: string };

export type StageQuery = Period & { stage: ConversionStage };

/** A lead's arrival as a conversion: its received time is when it "reached" being a lead. */
export type ArrivalConversion = Omit<StageConversion, 'stage'> & { stage: 'lead' };

const CONVERSION_COLUMNS = [
  'leads.id',
  'leads.received_at',
  'leads.email',
  'leads.phone',
  'leads.page_url',
  'leads.user_agent',
  'leads.gclid',
  'leads.gbraid',
  'leads.wbraid',
  'leads.fbc',
  'leads.fbp',
] as const;

/** Each lead received in the period that may go to the ad platforms, oldest first. */
export async function arrivalConversions(
  database: StoreDatabase,
  { since, until }: Period,
): Promise<ArrivalConversion[]> {
  const db = database.db.withPlugin(isoTimestamps);
  let query = db.selectFrom('leads').select(CONVERSION_COLUMNS).where(adPlatformsMay);
  if (since) query = query.where('leads.received_at', '>=', since);
  if (until) query = query.where('leads.received_at', '<', until);
  const rows = await query.orderBy('leads.received_at').orderBy('leads.id').execute();
  return rows.map((row) => ({ ...row, stage: 'lead', reached_at: row.received_at }));
}

/** Each lead that first reached the stage in the period, oldest first. */
export async function stageConversions(
  database: StoreDatabase,
  { stage, since, until }: StageQuery,
): Promise<StageConversion[]> {
  const db = database.db.withPlugin(isoTimestamps);
  const reached = db
    .selectFrom('lead_events')
    .select((eb) => ['lead_id', eb.fn.min('at').as('reached_at')])
    .where('kind', '=', 'status')
    .where('to_value', 'in', REACHED_BY[stage])
    .groupBy('lead_id')
    .as('reached');
  let query = db
    .selectFrom(reached)
    .innerJoin('leads', 'leads.id', 'reached.lead_id')
    .select([...CONVERSION_COLUMNS, 'reached.reached_at'])
    .where(adPlatformsMay);
  if (since) query = query.where('reached.reached_at', '>=', since);
  if (until) query = query.where('reached.reached_at', '<', until);
  const rows = await query.orderBy('reached.reached_at').orderBy('leads.id').execute();
  return rows.map((row) => ({ ...row, stage, reached_at: String(row.reached_at) }));
}
