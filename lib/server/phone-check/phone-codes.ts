import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

// The code itself: six digits from the operating system's CSPRNG, kept only as an HMAC bound to
// its lead (a leaked row cannot be tried against another lead, nor the code read back from it).

/** A code is good for ten minutes. */
export const CODE_LIFETIME_MS = 10 * 60_000;
/** Wrong codes allowed before the code is void and a new one must be asked for. */
export const MAX_CODE_TRIES = 5;
/** The wait before "Send again" sends again. */
export const RESEND_AFTER_MS = 30_000;

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The key the codes' HMACs use, derived from the server's secret for this one purpose. */
export const codeKey = (secret: string) =>
  createHmac('sha256', secret).update('leadwise phone codes').digest();

export const codeHmac = (key: Buffer, leadId: number, code: string) =>
  createHmac('sha256', key).update(`${leadId}:${code}`).digest('hex');

export function sameCode(key: Buffer, leadId: number, typed: string, stored: string) {
  const given = Buffer.from(codeHmac(key, leadId, typed), 'hex');
  return timingSafeEqual(given, Buffer.from(stored, 'hex'));
}

/** What the thank-you page keeps in its cookie: the lead's id, signed, so no other can be named. */
export const checkToken = (key: Buffer, leadId: number) =>
  `${leadId}.${createHmac('sha256', key).update(`check:${leadId}`).digest('base64url')}`;

/** The lead a cookie names, when its signature is ours. */
export function tokenLead(key: Buffer, token: string | undefined): number | null {
  const match = /^(\d{1,12})\.[\w-]{43}$/.exec(token ?? '');
  if (!match) return null;
  const leadId = Number(match[1]);
  const expected = Buffer.from(checkToken(key, leadId));
  const given = Buffer.from(token!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? leadId : null;
}
