// India's calendar for the inbox's figures: India keeps UTC+5:30 all year (no summer time), so a
// day or week there is a fixed offset from UTC.

const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The instant `at` as a date whose UTC fields are India's wall clock. */
const inIndia = (at: number) => new Date(at + INDIA_OFFSET_MS);

/** The next midnight in India after `now`: what is due before it is due today. */
export function endOfIndiaDay(now: Date) {
  const local = inIndia(now.getTime());
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  return new Date(midnight - INDIA_OFFSET_MS);
}

/** The ISO week (`2026-W48`) an instant falls in, in India. */
export function isoWeekInIndia(instant: string) {
  const local = inIndia(Date.parse(instant));
  const weekday = local.getUTCDay() || 7;
  // The ISO week belongs to the year of its Thursday.
  const thursday = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() + 4 - weekday,
  );
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The middle value, or the mean of the two middle ones; NaN for none. */
export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
