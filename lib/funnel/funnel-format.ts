// How the funnel's figures read, on the page and in the CSV.

/** `₹12,500` from paise, rounded to the rupee. */
export const rupees = (paise: number) => `₹${Math.round(paise / 100).toLocaleString('en-IN')}`;

/** `12.5%` of `whole`; empty where there is no whole to divide. */
export const rate = (part: number | null, whole: number | null) =>
  part === null || !whole ? '' : `${((100 * part) / whole).toFixed(1)}%`;

/** A median wait: minutes under two hours, hours under two days, else days. */
export function duration(ms: number | null): string {
  if (ms === null) return '';
  const minutes = ms / 60_000;
  if (minutes < 120) return `${Math.round(minutes)} min`;
  if (minutes < 48 * 60) return `${(minutes / 60).toFixed(1)} h`;
  return `${(minutes / 1440).toFixed(1)} d`;
}

/** A count as India writes it. */
export const count = (value: number | null) =>
  value === null ? '' : value.toLocaleString('en-IN');
