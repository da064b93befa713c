import 'server-only';
import { cookies } from 'next/headers';
import { siteContext } from '../site/site-context';
import { logEvent } from '../http/http';
import type { PhoneCheckView } from '../phone-check/phone-checks';
import { PHONE_CHECK_COOKIE } from './phone-check-start';

/**
 * The phone check of the lead this visitor just sent, as the thank-you page shows it; null when
 * there is none (no code step, no cookie, or the store cannot answer: the page is then as ever).
 */
export async function currentPhoneCheck(): Promise<PhoneCheckView | null> {
  const token = (await cookies()).get(PHONE_CHECK_COOKIE)?.value;
  if (!token) return null;
  try {
    const { phoneChecks } = await siteContext();
    const leadId = phoneChecks?.leadOf(token);
    return phoneChecks && leadId != null ? await phoneChecks.status(leadId) : null;
  } catch (error) {
    logEvent('error', 'phone_check_view_failed', { error: (error as Error).message });
    return null;
  }
}
