import 'server-only';

// India has kept one offset all year since 1945, so a fixed +05:30 is exact and needs no time
// zone data (nor the ICU build's way of writing "pm").
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
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
