/** A day's length: India's days are all 24 hours (no daylight saving). A module of its own so that
 * the browser's code that needs it does not load the rest of India's time. */
export const DAY_MS = 86_400_000;
