import 'server-only';
import { isoWeekInIndia } from '@/lib/time/india-time';
import { isoTimestamps } from '../store/iso-timestamps';
import type { StoreDatabase } from '../store/store-database';

// Speed to lead, the admins' figure on the queue: how long leads waited for their first contact.

export type SpeedFigure = { leads: number; medianMinutes: number };

export type SpeedToLead = {
  /** By the ISO week (India time) each lead was received in, oldest first. */
  weeks: (SpeedFigure & { week: string })[];
  /** By the lead's owner; `ownerId` null for leads contacted and left unassigned. */
  owners: (SpeedFigure & { ownerId: string | null; ownerName: string | null })[];
};

/** The middle value, or the mean of the two middle ones. */
function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median minutes from receiving a lead to its first contact, per week and per owner. */
export async function speedToLead(
  database: StoreDatabase,
  { since }: { since: Date },
): Promise<SpeedToLead> {
  const db = database.db.withPlugin(isoTimestamps);
  const rows = await db
    .selectFrom('leads')
    .leftJoin('operator', 'operator.id', 'leads.owner_id')
    .select([
      'leads.received_at',
      'leads.first_contact_at',
      'leads.owner_id',
      'operator.name as owner_name',
    ])
    .where('leads.received_at', '>=', since.toISOString())
    .where('leads.first_contact_at', 'is not', null)
    .execute();
  const weeks = new Map<string, number[]>();
  const owners = new Map<string | null, { name: string | null; minutes: number[] }>();
  for (const row of rows) {
    const minutes = (Date.parse(row.first_contact_at!) - Date.parse(row.received_at)) / 60_000;
    const week = isoWeekInIndia(row.received_at);
    const ofWeek = weeks.get(week) ?? [];
    ofWeek.push(minutes);
    weeks.set(week, ofWeek);
    const owner = owners.get(row.owner_id) ?? { name: row.owner_name, minutes: [] };
    owner.minutes.push(minutes);
    owners.set(row.owner_id, owner);
  }
  return {
    weeks: [...weeks]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([week, minutes]) => ({
        week,
        leads: minutes.length,
        medianMinutes: median(minutes),
      })),
    owners: [...owners]
      .map(([ownerId, { name, minutes }]) => ({
        ownerId,
        ownerName: name,
        leads: minutes.length,
        medianMinutes: median(minutes),
      }))
      .sort((a, b) => (a.ownerName ?? '').localeCompare(b.ownerName ?? '')),
  };
}
