// How long ago a lead came, and how long it waited, in the fewest words a counsellor reads at a
// glance: "12 min", "3 h 5 min", "2 days 4 h". Two units at most; the smaller one is dropped
// when it is zero.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A span of time, rounded down to the minute; under a minute is "under 1 min". */
export function elapsed(ms: number) {
  const span = Math.max(0, ms);
  if (span < MINUTE) return 'under 1 min';
  if (span < HOUR) return `${Math.floor(span / MINUTE)} min`;
  if (span < DAY) {
    const hours = Math.floor(span / HOUR);
    const minutes = Math.floor((span % HOUR) / MINUTE);
    return minutes ? `${hours} h ${minutes} min` : `${hours} h`;
  }
  const days = Math.floor(span / DAY);
  const hours = Math.floor((span % DAY) / HOUR);
  return hours ? `${plural(days, 'day', 'days')} ${hours} h` : plural(days, 'day', 'days');
}

/** When something happened, from `now`: "just now", "12 min ago", "3 h ago", "2 days ago". */
export function timeAgo(iso: string, now: Date) {
  const span = now.getTime() - Date.parse(iso);
  if (span < MINUTE) return 'just now';
  if (span < HOUR) return `${Math.floor(span / MINUTE)} min ago`;
  if (span < DAY) return `${Math.floor(span / HOUR)} h ago`;
  return `${plural(Math.floor(span / DAY), 'day', 'days')} ago`;
}

/** A median in minutes, as the speed-to-lead figures show it: "14 min", "2 h 30 min". */
export const minutesSpan = (minutes: number) => elapsed(Math.round(minutes) * MINUTE);
