// India's time, in one place: India has kept one offset all year since 1945, so a fixed +05:30 is
// exact whatever zone the server or the operator's laptop is set to, and needs no time zone data
// (nor the ICU build's way of writing "pm").

import { DAY_MS } from './day';

export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** The ISO parts of a moment's wall-clock time in India: `2026-11-23`, `15:30:05`. */
function indiaParts(iso: string) {
  const local = new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
}

/** `2026-11-23 15:30:05`: India's wall-clock time, as a file whose time zone is stated apart. */
export function indiaDateTime(iso: string) {
  const { date, time } = indiaParts(iso);
  return `${date} ${time}`;
}

/** `15:30`: the hour and minute in India. */
export const indiaClock = (iso: string) => indiaParts(iso).time.slice(0, 5);

/** `23 Nov 2026, 15:30 IST`: what a person reads in an alert. */
export function indiaReadable(iso: string) {
  const { date, time } = indiaParts(iso);
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}, ${time.slice(0, 5)} IST`;
}

/** The instant as a date whose UTC fields are India's wall clock. */
const inIndia = (at: number) => new Date(at + IST_OFFSET_MS);

/** The next midnight in India after `now`: what falls before it is due today. */
export function endOfIndiaDay(now: Date) {
  const local = inIndia(now.getTime());
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  return new Date(midnight - IST_OFFSET_MS);
}

/** `2026-W48`: the ISO week a moment falls in, in India. */
export function isoWeekInIndia(iso: string) {
  const local = inIndia(Date.parse(iso));
  const weekday = local.getUTCDay() || 7;
  // An ISO week belongs to the year of its Thursday.
  const thursday = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() + 4 - weekday,
  );
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The hour (0–23) of India's wall clock at a moment. */
export const indiaHour = (at: Date | number): number =>
  new Date(new Date(at).getTime() + IST_OFFSET_MS).getUTCHours();

/** `2026-11-27`: the India day a moment falls on. */
export const indiaDay = (at: Date | number): string =>
  new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The moment an India day starts. */
export const indiaDayStart = (day: string): Date =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS);

/** The India day `days` after (or before, when negative) the given one. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** 0 for Monday … 6 for Sunday: an India day's weekday. */
export const weekdayOf = (day: string): number =>
  (new Date(`${day}T00:00:00.000Z`).getUTCDay() + 6) % 7;

/** The Monday of an India day's week. */
export const mondayOf = (day: string): string => addDays(day, -weekdayOf(day));

/** A real calendar day written `YYYY-MM-DD`. */
export const isDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00.000Z`)) &&
  new Date(`${value}T00:00:00.000Z`).toISOString().startsWith(value);

// The follow-up's date and time field (`<input type="datetime-local">`) means India's wall clock.

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/** `2026-11-28T10:30`: a stored moment as India's wall clock, for the field to show; '' for none. */
export function toIndiaInput(iso: string | null): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  return new Date(at + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * The moment the field's value names in India; null for an empty field and undefined for one that
 * is not a real date and time (`2026-02-30T10:00`, `tomorrow`).
 */
export function fromIndiaInput(value: string): Date | null | undefined {
  const text = value.trim();
  if (!text) return null;
  const parts = LOCAL.exec(text);
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  // Date.UTC rolls 30 February over into March: a rolled date was never a real one.
  if (
    year < 2000 ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return undefined;
  return new Date(wall - IST_OFFSET_MS);
}
