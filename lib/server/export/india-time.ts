import 'server-only';

// India has kept one offset all year since 1945, so a fixed +05:30 is exact and needs no time
// zone data (nor the ICU build's way of writing "pm").
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;
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
