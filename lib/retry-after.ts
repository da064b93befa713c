/**
 * How long a Retry-After header asks to wait, in words ("30 seconds", "2 minutes"); null when
 * it is absent, unreadable or already past. It holds either seconds or an HTTP date.
 */
export function retryAfterText(header: string | null, now = Date.now()): string | null {
  const value = header?.trim();
  if (!value) return null;
  const seconds = /^\d+$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - now) / 1000);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
