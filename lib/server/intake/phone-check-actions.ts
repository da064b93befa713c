'use server';

import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { admissionPaths } from '@/lib/admission/admission-pages';
import { CONFIRMATION_PATHS } from '@/lib/leads/form-post';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/config/language';
import { getUniversity } from '@/lib/catalogue/universities';
import { siteContext } from '../site/site-context';
import { clientAddress } from '../http/client-address';
import { logEvent } from '../http/http';
import type { CodeOutcome, SendOutcome } from '../phone-check/phone-checks';
import { PHONE_CHECK_COOKIE } from './phone-check-start';

// A thank-you page's three steps (components/phone-check): the code typed, "Send again" and
// "Change number". Each posts natively (scripts on or off), acts on the lead the page's cookie
// names, and answers with the page again (a 303), its outcome in the address (`?code=`), so that
// a reload repeats nothing.

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

type Step = (leadId: number, form: FormData, address: string) => Promise<SendOutcome | CodeOutcome>;

/** The notice a step's outcome shows; none for a verified phone, which the page shows itself. */
function noticeOf(outcome: SendOutcome | CodeOutcome): string | null {
  if (typeof outcome !== 'string')
    return outcome.kind === 'wrong'
      ? `wrong-${outcome.triesLeft}`
      : outcome.kind === 'verified'
        ? null
        : outcome.kind;
  if (outcome === 'verified') return null;
  return outcome === 'no-check' ? 'no-code' : outcome;
}

async function step(form: FormData, act: Step): Promise<never> {
  const said = text(form, 'language');
  const language = isLanguage(said) ? said : DEFAULT_LANGUAGE;
  const university = getUniversity(text(form, 'for'));
  let notice: string | null = 'no-code';
  try {
    const ctx = await siteContext();
    const leadId = ctx.phoneChecks?.leadOf((await cookies()).get(PHONE_CHECK_COOKIE)?.value);
    if (ctx.phoneChecks && leadId != null) {
      const address = clientAddress(await headers(), ctx.config.trustedProxyHops);
      notice = noticeOf(await act(leadId, form, address));
    }
  } catch (error) {
    logEvent('error', 'phone_check_step_failed', { error: (error as Error).message });
    notice = 'failed';
  }
  const query = new URLSearchParams();
  if (university) query.set('for', university.id);
  if (notice) query.set('code', notice);
  // Back to the thank-you page the step is on: a proposal's, or an admission's in its language.
  const page =
    text(form, 'page') === 'proposal'
      ? CONFIRMATION_PATHS.proposal
      : admissionPaths.thankYou(language);
  redirect(query.size > 0 ? `${page}?${query}` : page);
}

export async function confirmPhoneCode(form: FormData) {
  return step(form, async (leadId, sent) => {
    const ctx = await siteContext();
    return ctx.phoneChecks!.check(leadId, text(sent, 'code'));
  });
}

export async function sendPhoneCodeAgain(form: FormData) {
  return step(form, async (leadId, _, address) =>
    (await siteContext()).phoneChecks!.resend(leadId, address),
  );
}

export async function changeCheckedPhone(form: FormData) {
  return step(form, async (leadId, sent, address) =>
    (await siteContext()).phoneChecks!.changePhone(leadId, text(sent, 'phone'), address),
  );
}
