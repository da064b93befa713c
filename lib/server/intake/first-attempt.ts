import 'server-only';
import { RESEND_LIFETIME_MS } from '@/lib/leads/b2b-contract';

/** How far a phone's clock may run ahead of ours before its times are not believed. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/**
 * When a lead was first attempted, from what its browser said (`first_attempt_at` in the body):
 * an ISO time no later than now (a little ahead is our clock's lag, taken as now) and no earlier
 * than the browser keeps a lead. Anything else is not refused, only not believed: the lead counts
 * as first attempted when it arrived, and `ignored` says so.
 */
export function firstAttemptAt(said: unknown, now: Date): { at: string; ignored: boolean } {
  const arrived = { at: now.toISOString(), ignored: said !== undefined };
  if (typeof said !== 'string' || !ISO_TIME.test(said)) return arrived;
  const time = Date.parse(said);
  if (Number.isNaN(time)) return arrived;
  const age = now.getTime() - time;
  if (age < -CLOCK_SKEW_MS || age > RESEND_LIFETIME_MS + CLOCK_SKEW_MS) return arrived;
  return { at: age < 0 ? now.toISOString() : new Date(time).toISOString(), ignored: false };
}
