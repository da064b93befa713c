import 'server-only';
import { publicConfig } from '@/lib/config/public-config';
import type { DoorContext } from '../site/site-context';
import { clientAddress } from '../http/client-address';
import { logEvent } from '../http/http';
import type { PhoneToCheck } from './lead-intake';

// A new admission lead's first code (lib/server/phone-check), sent by whichever door took the
// lead (the JSON API or the natively posted form), and the cookie by which the thank-you page
// finds the lead: the lead's id, signed, good for the code's hour, unreadable by scripts.

export const PHONE_CHECK_COOKIE = 'lw_phone_check';

export const phoneCheckCookie = (token: string) => ({
  name: PHONE_CHECK_COOKIE,
  value: token,
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  maxAge: 60 * 60,
  secure: publicConfig.siteUrl.startsWith('https:'),
});

/** The cookie as a Set-Cookie header, for a route handler's answer. */
export function setCookieHeader(token: string) {
  const cookie = phoneCheckCookie(token);
  return [
    `${cookie.name}=${cookie.value}`,
    `Max-Age=${cookie.maxAge}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(cookie.secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Sends the lead's first code; its cookie's value when a code is due (sent, or the gateway failed
 * and "Send again" may try), else null: no code step, and the visitor gets the prerendered
 * thank-you page (code-step-route.ts). A failure here never costs the lead, which is already stored.
 */
export async function startPhoneCheck(
  ctx: DoorContext,
  check: PhoneToCheck | undefined,
  headers: Pick<Headers, 'get'>,
): Promise<string | null> {
  if (!ctx.phoneChecks || !check) return null;
  try {
    const address = clientAddress(headers, ctx.config.trustedProxyHops);
    const outcome = await ctx.phoneChecks.begin(check, address);
    return outcome === 'sent' || outcome === 'failed' ? ctx.phoneChecks.token(check.leadId) : null;
  } catch (error) {
    logEvent('error', 'phone_check_failed', { error: (error as Error).message });
    return null;
  }
}
