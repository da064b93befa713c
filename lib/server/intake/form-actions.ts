'use server';

import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { FormPostState } from '@/lib/leads/form-post';
import { siteContext } from '../site/site-context';
import { phoneCheckCookie } from './phone-check-start';
import {
  takeAdmission,
  takeNewsletter,
  takeProposal,
  type FormPostAnswer,
} from './form-post-intake';

// The lead forms' Server Actions: what a form posts to before its script has taken it over, or
// where it never will. Next answers a post that redirects with a 303, and one that returns a
// state with the page again, rendered with the form's state (useActionState).

type Take = (
  form: FormData,
  sent: Headers,
  openContext: typeof siteContext,
) => Promise<FormPostAnswer>;

async function answer(take: Take, form: FormData): Promise<FormPostState> {
  // Only a form posts here; anything else called with Next's action protocol gets nothing.
  if (!(form instanceof FormData)) return null;
  const answered = await take(form, new Headers(await headers()), siteContext);
  if ('confirmation' in answered) {
    if (answered.phoneCheck) (await cookies()).set(phoneCheckCookie(answered.phoneCheck));
    redirect(answered.confirmation);
  }
  return answered.state;
}

export async function postProposal(_: FormPostState, form: FormData) {
  return answer(takeProposal, form);
}

export async function postAdmission(_: FormPostState, form: FormData) {
  return answer(takeAdmission, form);
}

export async function postNewsletter(_: FormPostState, form: FormData) {
  return answer(takeNewsletter, form);
}
