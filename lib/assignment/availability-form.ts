import { hoursCopy } from '@/content/inbox-assignment';
import { indiaDay } from '@/lib/time/india-time';
import { dailyCapInput, leaveUntilInput, readInput } from './availability-input';
import { clock, formatHours, WEEKDAYS, type WeekHours } from './working-hours';

// The Hours form's fields (components/assignment/hours-form.tsx) and what they mean: a start and
// an end per weekday (India time), the last day of leave, a daily cap. Read by its Server Action
// (lib/server/inbox-entries/availability-actions.ts), shown again from a stored availability.

export type AvailabilityFields = Record<string, string>;

export type AvailabilityChange = {
  hours: WeekHours | null;
  leaveUntil: string | null;
  dailyCap: number | null;
};

export const startField = (day: string) => `start-${day}`;
export const endField = (day: string) => `end-${day}`;

/** `09:00` or `24:00` (a day's end), as a time field sends it; '' for none. */
export const TIME_FIELD = /^(?:(?:[01]\d|2[0-3]):[0-5]\d(?::00)?|24:00)?$/;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The form's fields as a change, or the first problem in them, said as the form says it. */
export function readAvailability(
  fields: AvailabilityFields,
  now: Date,
): AvailabilityChange | { problem: string } {
  const week: WeekHours = [];
  for (const day of WEEKDAYS) {
    const name = hoursCopy.dayNames[day];
    const start = fields[startField(day)] ?? '';
    const end = fields[endField(day)] ?? '';
    if (!TIME_FIELD.test(start) || !TIME_FIELD.test(end)) return { problem: hoursCopy.badTime };
    if (!start && !end) {
      week.push(null);
      continue;
    }
    if (!start || !end) return { problem: hoursCopy.halfDay(name) };
    if (minutes(end) <= minutes(start)) return { problem: hoursCopy.backwards(name) };
    week.push({ start: minutes(start), end: minutes(end) });
  }
  const leave = (fields.leaveUntil ?? '').trim();
  const leaveUntil = leave ? readInput(leaveUntilInput(now), leave) : null;
  if (leaveUntil !== null && typeof leaveUntil !== 'string') return leaveUntil;
  const capText = (fields.dailyCap ?? '').trim();
  const dailyCap = capText ? readInput(dailyCapInput, capText) : null;
  if (dailyCap !== null && typeof dailyCap !== 'number') return dailyCap;
  return {
    // Every day empty: no hours, so available at any time (a week of days off would be never).
    hours: week.some(Boolean) ? week : null,
    leaveUntil,
    dailyCap,
  };
}

/** A stored availability as the form's fields, to show it (a leave already over is not shown). */
export function availabilityFields(
  { hours, leaveUntil, dailyCap }: AvailabilityChange,
  now: Date,
): AvailabilityFields {
  const fields: AvailabilityFields = {
    leaveUntil: leaveUntil && leaveUntil >= indiaDay(now) ? leaveUntil : '',
    dailyCap: dailyCap === null ? '' : String(dailyCap),
  };
  WEEKDAYS.forEach((day, index) => {
    const span = hours?.[index];
    fields[startField(day)] = span ? clock(span.start) : '';
    fields[endField(day)] = span ? clock(span.end) : '';
  });
  return fields;
}

/** Whether a counsellor is on leave today: through their leave's last day. */
export const onLeave = (leaveUntil: string | null, now: Date) =>
  leaveUntil !== null && leaveUntil >= indiaDay(now);

/** The change in words, for the form's answer and the access log. */
export const describeAvailability = ({ hours, leaveUntil, dailyCap }: AvailabilityChange) =>
  [
    hours ? hoursCopy.hoursSaid(formatHours(hours)) : hoursCopy.anyTime,
    leaveUntil ? hoursCopy.leaveSaid(leaveUntil) : hoursCopy.notOnLeave,
    hoursCopy.capSaid(dailyCap),
  ].join(', ');
