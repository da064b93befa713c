// The funnel counts by India's calendar day (+05:30 all year), whatever zone the server is in.

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** `2026-11-27`: the India day a moment falls on. */
export const indiaDay = (at: Date): string =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The moment an India day starts. */
export const indiaDayStart = (day: string): Date =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS);

/** The India day `days` after (or before, when negative) the given one. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A real calendar day written `YYYY-MM-DD`. */
export const isDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00.000Z`)) &&
  new Date(`${value}T00:00:00.000Z`).toISOString().startsWith(value);
