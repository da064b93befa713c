import 'server-only';
import { isoWeekInIndia } from '@/lib/time/india-time';
import { isoTimestamps } from '../store/iso-timestamps';
import type { StoreDatabase } from '../store/store-database';

// Speed to lead, the admins' figure on the queue: how long leads waited for their first contact.

export type SpeedFigure = { leads: number; medianMinutes: number };

export type SpeedToLead = {
  /** By the ISO week (India time) each lead was received in, oldest first (per owner: owner-speed.ts). */
  weeks: (SpeedFigure & { week: string })[];
};

/** The middle value, or the mean of the two middle ones. */
export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median minutes from receiving a lead to its first contact, per week. */
export async function speedToLead(
  database: StoreDatabase,
  { since }: { since: Date },
): Promise<SpeedToLead> {
  const db = database.db.withPlugin(isoTimestamps);
  const rows = await db
    .selectFrom('leads')
    .select(['received_at', 'first_contact_at'])
    .where('received_at', '>=', since.toISOString())
    .where('first_contact_at', 'is not', null)
    .execute();
  const weeks = new Map<string, number[]>();
  for (const row of rows) {
    const minutes = (Date.parse(row.first_contact_at!) - Date.parse(row.received_at)) / 60_000;
    const week = isoWeekInIndia(row.received_at);
    const ofWeek = weeks.get(week) ?? [];
    ofWeek.push(minutes);
    weeks.set(week, ofWeek);
  }
  return {
    weeks: [...weeks]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([week, minutes]) => ({
        week,
        leads: minutes.length,
        medianMinutes: median(minutes),
      })),
  };
}
