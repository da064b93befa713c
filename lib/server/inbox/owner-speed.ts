import 'server-only';
import { DAY_MS } from '@/lib/time/day';
import { isoWeekInIndia } from '@/lib/time/india-time';
import { isoTimestamps } from '../store/iso-timestamps';
import type { StoreDatabase } from '../store/store-database';
import { median } from './speed-to-lead';

// Speed to lead per owner (docs/operations.md#speed-to-lead-per-owner), beside the queue's weekly
// figure: for this week and last (ISO weeks in India, by when each lead came), each owner's median
// and 90th percentile minutes from a lead's arrival to its first attempt, and the share of their
// first-contact deadlines they met.

export type OwnerWeek = {
  /** Leads of the week they own now, and of those the ones with a first attempt. */
  leads: number;
  contacted: number;
  /** Minutes to the first attempt of the contacted ones; null with none. */
  medianMinutes: number | null;
  p90Minutes: number | null;
  /** Deadlines they had on the week's leads that have passed or were met, and those met. */
  deadlines: number;
  met: number;
};

export type OwnerSpeed = {
  ownerId: string;
  ownerName: string;
  thisWeek: OwnerWeek;
  lastWeek: OwnerWeek;
};

const WEEK_MS = 7 * DAY_MS;

/** The 90th percentile by nearest rank: the value 90 % of the values are at or below. */
export function p90(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.9 * sorted.length) - 1];
}

const emptyWeek = () => ({ minutes: [] as number[], leads: 0, deadlines: 0, met: 0 });

/**
 * Each owner's figures for the week of `now` and the one before. A lead's minutes count for the
 * owner it has now; a deadline counts for whoever had it (a lead moved for a missed deadline is a
 * miss of its first owner's, and a second deadline of its next's). A deadline still running, its
 * lead not yet called, is not counted yet.
 */
export async function ownerSpeed(
  database: StoreDatabase,
  { now }: { now: Date },
): Promise<OwnerSpeed[]> {
  const db = database.db.withPlugin(isoTimestamps);
  const thisWeek = isoWeekInIndia(now.toISOString());
  const lastWeek = isoWeekInIndia(new Date(now.getTime() - WEEK_MS).toISOString());
  // Last week began at most 14 days before now.
  const since = new Date(now.getTime() - 2 * WEEK_MS).toISOString();
  const [leads, deadlines, operators] = await Promise.all([
    db
      .selectFrom('leads')
      .select(['owner_id', 'received_at', 'first_contact_at'])
      .where('received_at', '>=', since)
      .where('owner_id', 'is not', null)
      .execute(),
    db
      .selectFrom('lead_assignments')
      .innerJoin('leads', 'leads.id', 'lead_assignments.lead_id')
      .select([
        'lead_assignments.operator_id',
        'lead_assignments.due_at',
        'leads.received_at',
        'leads.first_contact_at',
      ])
      .where('leads.received_at', '>=', since)
      .where('lead_assignments.due_at', 'is not', null)
      .execute(),
    db.selectFrom('operator').select(['id', 'name']).execute(),
  ]);
  const figures = new Map<string, Record<string, ReturnType<typeof emptyWeek>>>();
  const weekOf = (ownerId: string, receivedAt: string) => {
    const week = isoWeekInIndia(receivedAt);
    if (week !== thisWeek && week !== lastWeek) return null;
    const owner = figures.get(ownerId) ?? { [thisWeek]: emptyWeek(), [lastWeek]: emptyWeek() };
    figures.set(ownerId, owner);
    return owner[week];
  };
  for (const lead of leads) {
    const week = weekOf(lead.owner_id!, lead.received_at);
    if (!week) continue;
    week.leads++;
    if (lead.first_contact_at)
      week.minutes.push(
        (Date.parse(lead.first_contact_at) - Date.parse(lead.received_at)) / 60_000,
      );
  }
  for (const row of deadlines) {
    const due = Date.parse(row.due_at!);
    const called = row.first_contact_at === null ? null : Date.parse(row.first_contact_at);
    if (called === null && due > now.getTime()) continue;
    const week = weekOf(row.operator_id, row.received_at);
    if (!week) continue;
    week.deadlines++;
    if (called !== null && called <= due) week.met++;
  }
  const nameOf = new Map(operators.map(({ id, name }) => [id, name]));
  const summary = ({ minutes, leads, deadlines, met }: ReturnType<typeof emptyWeek>) => ({
    leads,
    contacted: minutes.length,
    medianMinutes: minutes.length ? median(minutes) : null,
    p90Minutes: minutes.length ? p90(minutes) : null,
    deadlines,
    met,
  });
  return [...figures]
    .map(([ownerId, weeks]) => ({
      ownerId,
      ownerName: nameOf.get(ownerId) ?? ownerId,
      thisWeek: summary(weeks[thisWeek]),
      lastWeek: summary(weeks[lastWeek]),
    }))
    .sort((a, b) => a.ownerName.localeCompare(b.ownerName) || a.ownerId.localeCompare(b.ownerId));
}
