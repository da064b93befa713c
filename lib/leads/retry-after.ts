/**
 * How many milliseconds a Retry-After header asks to wait; null when it is absent, unreadable or
 * already past. It holds either seconds or an HTTP date.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}

/** How long a Retry-After header asks to wait, in words ("30 seconds", "2 minutes"), or null. */
export function retryAfterText(header: string | null, now = Date.now()): string | null {
  const ms = retryAfterMs(header, now);
  if (ms === null) return null;
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
