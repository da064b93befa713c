import { indiaDay, indiaReadable } from '@/lib/time/india-time';
import { nextAtWork, type Availability } from './working-hours';

// The queue's note on a lead that came when nobody in its team was at work
// (docs/operations.md#lead-assignment): it went, in turn, to a counsellor whose hours begin on the
// team's next working day, and the queue says when they begin.

type OffHoursLead = {
  id: number;
  received_at: string;
  owner_id: string | null;
  assignment_cause: string | null;
};

/**
 * When each off-hours lead's owner's hours began or begin, from its arrival: `09:00` on today's
 * India date, the date and time on another day.
 */
export function hoursBeginOf(
  leads: OffHoursLead[],
  availability: Map<string, Availability>,
  now: Date,
): Map<number, string> {
  const begin = new Map<number, string>();
  for (const lead of leads) {
    const owner = lead.owner_id === null ? undefined : availability.get(lead.owner_id);
    if (lead.assignment_cause !== 'off-hours' || !owner) continue;
    const at = nextAtWork(owner, Date.parse(lead.received_at));
    if (at === null) continue;
    const iso = new Date(at).toISOString();
    begin.set(
      lead.id,
      indiaDay(at) === indiaDay(now) ? indiaReadable(iso).slice(-9, -4) : indiaReadable(iso),
    );
  }
  return begin;
}
