'use server';

import 'server-only';
import { isAPIError } from 'better-auth/api';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { signInCopy, twoFactorCopy } from '@/content/inbox';
import { safeNext, signInPagePath, signInPath, twoFactorPath } from '@/lib/inbox/inbox-paths';
import type { SetupState, SignInState, TwoFactorCodeState } from '@/lib/inbox/inbox-states';
import { logEvent } from '../http/http';
import { MAX_PASSWORD_LENGTH } from './operator-auth';
import { requestOperator, signInRequest } from './operator-session';

// The inbox's Server Actions: each form posts here natively, before or without its script.
// None trusts the page that showed the form: each reads the session again. A failure on our
// side (the store, the library) is said plainly and logged, never answered with a 500.

const field = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};

const failedOnOurSide = (error: unknown) =>
  logEvent('error', 'inbox_action_failed', { error: (error as Error).message });

/** A refusal the library answers for what was sent (a wrong password, a wrong code). */
const refusedInput = (error: unknown) => isAPIError(error) && error.statusCode < 500;

export async function signIn(_: SignInState, form: FormData): Promise<SignInState> {
  if (!(form instanceof FormData)) return null;
  const email = field(form, 'email', 254).trim().toLowerCase();
  const password = field(form, 'password', MAX_PASSWORD_LENGTH + 1);
  const next = safeNext(form.get('next'));
  if (!email || !password) return { email, message: signInCopy.missing };

  let askCode = false;
  try {
    const { ctx, address, log } = await signInRequest();
    const attempt = { operatorId: null, operatorEmail: email };
    const refusal = await ctx.signInLimits.attempt(address, email);
    if (refusal) {
      await log({
        ...attempt,
        action: 'sign-in-refused',
        detail: `too many for this ${refusal.refused}`,
      });
      return { email, message: signInCopy.tooMany(refusal.retryAfterSeconds) };
    }
    try {
      const result = await ctx.auth.api.signInEmail({
        body: { email, password },
        headers: await headers(),
      });
      askCode = 'twoFactorRedirect' in result && Boolean(result.twoFactorRedirect);
      await ctx.signInLimits.succeeded(email);
      await log({
        action: 'sign-in',
        operatorId: 'user' in result ? result.user.id : null,
        operatorEmail: email,
        detail: askCode ? 'password right; two-factor code asked' : 'password',
      });
    } catch (error) {
      if (!refusedInput(error)) throw error;
      if (isAPIError(error) && error.body?.code === 'BANNED_USER') {
        await log({ ...attempt, action: 'sign-in-refused', detail: 'operator disabled' });
        return { email, message: signInCopy.disabled };
      }
      await ctx.signInLimits.failed(email);
      await log({ ...attempt, action: 'sign-in-failed', detail: 'email or password wrong' });
      return { email, message: signInCopy.wrong };
    }
  } catch (error) {
    failedOnOurSide(error);
    return { email, message: signInCopy.unavailable };
  }
  redirect(askCode ? `${signInPagePath}/code?next=${encodeURIComponent(next)}` : next);
}

/** The second step of a sign-in with two-factor on: the app's code. */
export async function verifySignInCode(
  _: TwoFactorCodeState,
  form: FormData,
): Promise<TwoFactorCodeState> {
  if (!(form instanceof FormData)) return null;
  const code = field(form, 'code', 20).replace(/\s/g, '');
  const next = safeNext(form.get('next'));
  try {
    const { ctx, address, log } = await signInRequest();
    // Counted against the address like a password; the account's wrong codes are Better Auth's
    // own to count (its two-factor plugin locks the account after repeated ones).
    const refusal = await ctx.signInLimits.attempt(address);
    if (refusal) return { message: signInCopy.tooMany(refusal.retryAfterSeconds) };
    try {
      const result = await ctx.auth.api.verifyTOTP({ body: { code }, headers: await headers() });
      await log({
        action: 'sign-in',
        operatorId: result.user.id,
        operatorEmail: result.user.email,
        detail: 'two-factor code',
      });
    } catch (error) {
      if (!refusedInput(error)) throw error;
      await log({ action: 'sign-in-failed', detail: 'two-factor code wrong or sign-in expired' });
      return { message: twoFactorCopy.wrongCode };
    }
  } catch (error) {
    failedOnOurSide(error);
    return { message: signInCopy.unavailable };
  }
  redirect(next);
}

/** Takes the form's data, though it reads none: Next posts an action's used arguments only, and the proxy takes only forms. */
export async function signOut(form: FormData) {
  if (!(form instanceof FormData)) return;
  try {
    const { ctx, operator, log } = await requestOperator();
    if (operator) {
      await ctx.auth.api.signOut({ headers: await headers() });
      await log({ action: 'sign-out' });
    }
  } catch (error) {
    failedOnOurSide(error);
  }
  redirect(signInPagePath);
}

/**
 * Two-factor set-up, for the signed-in operator: the password again, then the key for the app
 * and backup codes; then a code from the app turns it on.
 */
export async function setUpTwoFactor(_: SetupState, form: FormData): Promise<SetupState> {
  if (!(form instanceof FormData)) return null;
  const next = safeNext(form.get('next'));
  const { ctx, operator, log } = await requestOperator().catch((error) => {
    failedOnOurSide(error);
    return { ctx: null, operator: null, log: null };
  });
  if (!ctx) return { step: 'password', message: signInCopy.unavailable };
  if (!operator) redirect(signInPath(twoFactorPath));
  const sent = await headers();
  const totpUri = field(form, 'totpUri', 500);
  try {
    if (!totpUri) {
      const enabled = await ctx.auth.api.enableTwoFactor({
        body: { password: field(form, 'password', MAX_PASSWORD_LENGTH + 1), method: 'totp' },
        headers: sent,
      });
      if (enabled.method !== 'totp') throw new Error('enableTwoFactor answered without a TOTP key');
      return { step: 'confirm', totpUri: enabled.totpURI, backupCodes: enabled.backupCodes };
    }
    await ctx.auth.api.verifyTOTP({
      body: { code: field(form, 'code', 20).replace(/\s/g, '') },
      headers: sent,
    });
    await log!({ action: 'two-factor-enabled' });
  } catch (error) {
    if (!refusedInput(error)) {
      failedOnOurSide(error);
      return { step: 'password', message: signInCopy.unavailable };
    }
    if (!totpUri) {
      await log!({ action: 'two-factor-failed', detail: 'password wrong' });
      return { step: 'password', message: twoFactorCopy.wrongPassword };
    }
    await log!({ action: 'two-factor-failed', detail: 'code wrong' });
    const backupCodes = form.getAll('backupCode').filter((code) => typeof code === 'string');
    return { step: 'confirm', totpUri, backupCodes, message: twoFactorCopy.wrongCode };
  }
  redirect(next);
}
