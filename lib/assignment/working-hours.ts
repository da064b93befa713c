// A counsellor's working time in India (docs/operations.md#lead-assignment): hours per weekday,
// leave until a date, both on India's wall clock. India keeps +05:30 all year, so a fixed offset
// is exact. The assignment, the first-contact deadline, the inbox's forms and the `leads` command
// read them from here.

import { DAY_MS } from '@/lib/time/day';
import { indiaDay, indiaDayStart, weekdayOf } from '@/lib/time/india-time';

const MINUTE_MS = 60_000;

/** Monday first, as the hours are written. */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day's hours in minutes after midnight, India time: from `start` up to, not at, `end`. */
export type DayHours = { start: number; end: number };

/** Hours per weekday, Monday first; null for a day off. */
export type WeekHours = (DayHours | null)[];

/** What decides when a counsellor is at work: no hours is any time; leave is through its date. */
export type Availability = {
  hours: WeekHours | null;
  /** `2026-11-30`: on leave through that day in India, back the next. */
  leaveUntil: string | null;
};

export class HoursError extends Error {}

const TIME = /^([01]?\d|2[0-4]):([0-5]\d)$/;

const minutesOf = (text: string) => {
  const match = TIME.exec(text);
  if (!match) throw new HoursError(`Not a time of day: ${text} (write 09:00 or 18:30).`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes > 24 * 60) throw new HoursError(`Not a time of day: ${text}.`);
  return minutes;
};

const dayIndex = (text: string) => {
  const index = WEEKDAYS.findIndex((day) => day.toLowerCase() === text.trim().toLowerCase());
  if (index < 0) throw new HoursError(`Not a weekday: ${text} (write Mon, Tue … Sun).`);
  return index;
};

/**
 * `Mon-Sat 09:00-18:00` or `Mon-Fri 09:00-18:00, Sat 10:00-14:00`: each part a day or a range of
 * days and one span of time that ends after it starts (no shift runs past midnight).
 */
export function parseHours(text: string): WeekHours {
  const week: WeekHours = Array(7).fill(null);
  const parts = text
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (!parts.length) throw new HoursError('No hours given: write e.g. "Mon-Sat 09:00-18:00".');
  for (const part of parts) {
    const match = /^([A-Za-z]+)(?:\s*-\s*([A-Za-z]+))?\s+(\S+)\s*-\s*(\S+)$/.exec(part);
    if (!match) throw new HoursError(`Not hours: "${part}" (write e.g. "Mon-Sat 09:00-18:00").`);
    const [, first, last, from, to] = match;
    const start = minutesOf(from);
    const end = minutesOf(to);
    if (end <= start) throw new HoursError(`"${part}" ends before it starts.`);
    const a = dayIndex(first);
    const b = last ? dayIndex(last) : a;
    if (b < a) throw new HoursError(`"${part}": the days run Monday to Sunday.`);
    for (let day = a; day <= b; day++) {
      if (week[day]) throw new HoursError(`${WEEKDAYS[day]} is given twice.`);
      week[day] = { start, end };
    }
  }
  return week;
}

/** `09:00`: minutes after midnight as a time of day. */
export const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The hours as `parseHours` reads them, consecutive days with the same span as one range. */
export function formatHours(week: WeekHours): string {
  const parts: string[] = [];
  for (let day = 0; day < 7; day++) {
    const hours = week[day];
    if (!hours) continue;
    let last = day;
    while (
      last + 1 < 7 &&
      week[last + 1]?.start === hours.start &&
      week[last + 1]?.end === hours.end
    )
      last++;
    const days = last === day ? WEEKDAYS[day] : `${WEEKDAYS[day]}-${WEEKDAYS[last]}`;
    parts.push(`${days} ${clock(hours.start)}-${clock(hours.end)}`);
    day = last;
  }
  return parts.join(', ');
}

/** Midnight in India of the day `at` falls in, as an instant. */
const midnightBefore = (at: number) => indiaDayStart(indiaDay(at)).getTime();

/** How many India days to look ahead for working time: past the longest leave there could be. */
const horizonDays = (availability: Availability, from: number) =>
  8 +
  (availability.leaveUntil
    ? Math.max(0, (Date.parse(availability.leaveUntil) - midnightBefore(from)) / DAY_MS + 1)
    : 0);

/**
 * The spans of working time from `from` on, in order, each [start, end) as instants; `skipToday`
 * leaves out the rest of `from`'s day (a counsellor at their daily cap).
 */
export function* workingSpans(
  availability: Availability,
  from: number,
  { skipToday = false } = {},
): Generator<[number, number]> {
  const first = midnightBefore(from);
  const days = horizonDays(availability, from);
  for (let day = skipToday ? 1 : 0; day < days; day++) {
    const dayStart = first + day * DAY_MS;
    if (availability.leaveUntil && indiaDay(dayStart) <= availability.leaveUntil) continue;
    const hours = availability.hours
      ? availability.hours[weekdayOf(indiaDay(dayStart))]
      : { start: 0, end: 24 * 60 };
    if (!hours) continue;
    const start = Math.max(from, dayStart + hours.start * MINUTE_MS);
    const end = dayStart + hours.end * MINUTE_MS;
    if (start < end) yield [start, end];
  }
}

/** Whether the counsellor is at work at `at` (their cap aside). */
export function isAtWork(availability: Availability, at: number) {
  for (const [start] of workingSpans(availability, at)) return start === at;
  return false;
}

/** When the counsellor is next at work, from `at` on (`at` itself when they are); null for never. */
export function nextAtWork(
  availability: Availability,
  at: number,
  options?: { skipToday?: boolean },
) {
  for (const [start] of workingSpans(availability, at, options)) return start;
  return null;
}

/**
 * The instant `ms` of the counsellor's working time after `from`: a deadline counted in working
 * time, which stops at the end of their day and goes on when they are back. Null when they have
 * no working time ahead (a leave longer than the look-ahead cannot be: it is counted in).
 */
export function addWorkingTime(availability: Availability, from: number, ms: number) {
  let left = ms;
  for (const [start, end] of workingSpans(availability, from)) {
    if (end - start >= left) return start + left;
    left -= end - start;
  }
  return null;
}
