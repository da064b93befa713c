import { isAtWork, nextAtWork, type Availability } from '@/lib/assignment/working-hours';
import { indiaDay, indiaDayStart } from '@/lib/time/india-time';

// Who of a team gets the next lead (docs/operations.md#lead-assignment): the rotation goes on
// from the team's last owner, in the order of the operators' ids, to the first counsellor at
// work now. Ids, not places in a list: a counsellor joining or leaving the team does not restart
// it, and over any run in which the same counsellors are at work each gets a turn in order, so
// their shares differ by one lead at most.

export type Counsellor = {
  id: string;
  availability: Availability;
  /** Leads a day (India), or null for no cap. */
  dailyCap: number | null;
  /** Leads they were given since midnight in India. */
  assignedToday: number;
};

export type Choice = {
  operatorId: string;
  /** When they can call it: now, or when their hours begin next (`off-hours`). */
  startsAt: number;
  cause: 'arrival' | 'off-hours';
};

const capped = (counsellor: Counsellor) =>
  counsellor.dailyCap !== null && counsellor.assignedToday >= counsellor.dailyCap;

/** Whether a counsellor may be given a lead at `at`: at work and under their cap. */
export const availableAt = (counsellor: Counsellor, at: number) =>
  !capped(counsellor) && isAtWork(counsellor.availability, at);

/** The team in rotation order: the ones after `lastId`, then from the start. */
export function rotationOrder<T extends { id: string }>(team: T[], lastId: string | null) {
  const sorted = [...team].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const next = lastId === null ? 0 : sorted.findIndex((member) => member.id > lastId);
  const from = next < 0 ? 0 : next;
  return [...sorted.slice(from), ...sorted.slice(0, from)];
}

/**
 * The next owner of a lead in this team at `now`: the first in rotation who is available now;
 * else, nobody being at work, the first in rotation of those whose working time begins on the day
 * (India) the team's next begins (a capped counsellor's tomorrow), so that a night's leads are
 * shared among the next day's counsellors in the same fair turns, not all given to the earliest;
 * null for a team with nobody ever at work. A lead moving from `except` goes only to one available
 * now.
 */
export function chooseOwner(
  team: Counsellor[],
  lastId: string | null,
  now: number,
  except: string | null = null,
): Choice | null {
  const order = rotationOrder(team, lastId).filter((member) => member.id !== except);
  const available = order.find((member) => availableAt(member, now));
  if (available) return { operatorId: available.id, startsAt: now, cause: 'arrival' };
  // A lead already late goes only to somebody who can call it now; else it stays where it is.
  if (except !== null) return null;
  const starts = order.flatMap((member) => {
    const at = nextAtWork(member.availability, now, { skipToday: capped(member) });
    return at === null ? [] : [{ operatorId: member.id, startsAt: at }];
  });
  if (!starts.length) return null;
  const day = indiaDay(Math.min(...starts.map(({ startsAt }) => startsAt)));
  const next = starts.find(({ startsAt }) => indiaDay(startsAt) === day)!;
  return { ...next, cause: 'off-hours' };
}

/** Midnight in India of `now`'s day, as an ISO string: a daily cap counts from it. */
export const capDayStart = (now: number) => indiaDayStart(indiaDay(now)).toISOString();
