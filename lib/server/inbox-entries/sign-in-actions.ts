'use server';

import 'server-only';
import { isAPIError } from 'better-auth/api';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { signInCopy, twoFactorCopy } from '@/content/inbox';
import * as z from 'zod/mini';
import { inboxHome, safeNext, signInPagePath, twoFactorPath } from '@/lib/inbox/inbox-paths';
import type { SetupState, SignInState, TwoFactorCodeState } from '@/lib/inbox/inbox-states';
import { logEvent } from '../http/http';
import { MAX_PASSWORD_LENGTH } from '../inbox/operator-auth';
import { operatorAction, type OperatorCall } from './operator-guard';
import { signInRequest } from './operator-session';
import { forgetBrowser } from './push-browsers';

// The sign-in's Server Actions: each form posts here natively, before or without its script.
// `signIn` and `verifySignInCode` come before any session, the guard's two deliberate
// exceptions (operator-guard.test.ts); the others go through it. A failure on our side (the
// store, the library) is said plainly and logged, never answered with a 500.

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
    const { log, signIn: desk } = await signInRequest();
    // What was typed as the email is logged only when it is an operator's: a password typed
    // there by mistake must not stay in the log for a year.
    const attempt = async () =>
      (await desk.isOperatorEmail(email))
        ? { operatorId: null, operatorEmail: email }
        : { operatorId: null, operatorEmail: null, record: 'unknown account' };
    const counted = await desk.attempt(email);
    if (counted.refusal) {
      const { refused, retryAfterSeconds } = counted.refusal;
      await log({
        ...(await attempt()),
        action: 'sign-in-refused',
        detail: `too many from this address${refused === 'account' ? ' for this account' : ''}`,
      });
      return { email, message: signInCopy.tooMany(retryAfterSeconds) };
    }
    const slowed = counted.slowed ? '; slowed: the account had many wrong passwords' : '';
    try {
      const result = await desk.signInEmail(email, password, await headers());
      askCode = 'twoFactorRedirect' in result && Boolean(result.twoFactorRedirect);
      await desk.succeeded(email);
      await log({
        action: 'sign-in',
        operatorId: 'user' in result ? result.user.id : null,
        operatorEmail: email,
        detail: `${askCode ? 'password right; two-factor code asked' : 'password'}${slowed}`,
      });
    } catch (error) {
      if (!refusedInput(error)) throw error;
      if (isAPIError(error) && error.body?.code === 'BANNED_USER') {
        await log({ ...(await attempt()), action: 'sign-in-refused', detail: 'operator disabled' });
        return { email, message: signInCopy.disabled };
      }
      await desk.failed(email);
      await log({
        ...(await attempt()),
        action: 'sign-in-failed',
        detail: `email or password wrong${slowed}`,
      });
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
    const { log, signIn: desk } = await signInRequest();
    // Counted against the address like a password; the account's wrong codes are Better Auth's
    // own to count (its two-factor plugin locks the account after repeated ones).
    const { refusal } = await desk.attempt();
    if (refusal) return { message: signInCopy.tooMany(refusal.retryAfterSeconds) };
    try {
      const result = await desk.verifyCode(code, await headers());
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

const nextPage = (form: FormData) =>
  `${twoFactorPath}?${new URLSearchParams({ next: safeNext(form.get('next')) }).toString()}`;

/**
 * Signing out: any session may, its second factor given or not. The button's script sends this
 * browser's push endpoint, having unsubscribed it (components/inbox/sign-out-button.tsx): a
 * shared computer notifies nobody once its operator has gone.
 */
export const signOut = operatorAction(
  {
    name: 'sign-out',
    // Any text: a sign-out is never refused for what its script added.
    schema: z.object({ endpoint: z.optional(z.string()) }),
    page: () => inboxHome,
    beforeSecondFactor: true,
    invalid: () => undefined,
    unavailable: () => redirect(signInPagePath),
  },
  async ({ endpoint }, call) => {
    if (endpoint) await forgetBrowser(endpoint, call, 'signed out');
    await call.account.signOut(await headers());
    await call.log({ action: 'sign-out' });
    redirect(signInPagePath);
  },
);

const setupSchema = z.object({
  password: z.optional(z.string().check(z.maxLength(MAX_PASSWORD_LENGTH))),
  totpUri: z.optional(z.string().check(z.maxLength(500))),
  code: z.optional(z.string().check(z.maxLength(20))),
  next: z.optional(z.string()),
  backupCode: z.optional(z.union([z.string(), z.array(z.string())])),
});

/** The password (or code) of the set-up's step, checked against this address's limit at the account. */
async function overLimit({ account, log }: OperatorCall, what: string) {
  const { refusal } = await account.attempt();
  if (!refusal) return null;
  await log({ action: 'two-factor-failed', detail: `too many ${what}s from this address` });
  return signInCopy.tooMany(refusal.retryAfterSeconds);
}

/**
 * Two-factor set-up, for the signed-in operator who has none: the password again, then the key
 * for the app and backup codes; then a code from the app turns it on, and this session counts
 * as a second factor (operator-auth.ts). An operator who has it already is refused, logged: a
 * stolen session must not re-key it. The password is counted like a sign-in's.
 */
export const setUpTwoFactor = operatorAction<z.infer<typeof setupSchema>, SetupState>(
  {
    name: 'two-factor-set-up',
    schema: setupSchema,
    page: nextPage,
    beforeSecondFactor: true,
    invalid: () => ({ step: 'password', message: twoFactorCopy.wrongPassword }),
    unavailable: () => ({ step: 'password', message: signInCopy.unavailable }),
  },
  async (input, call, { form }) => {
    const { account, operator, log } = call;
    if (operator.twoFactorEnabled) {
      await log({ action: 'access-refused', record: twoFactorPath, detail: 'set-up: already on' });
      return { step: 'password', message: twoFactorCopy.alreadyOn };
    }
    const sent = await headers();
    const totpUri = input.totpUri ?? '';
    if (!totpUri) {
      const tooMany = await overLimit(call, 'password');
      if (tooMany) return { step: 'password', message: tooMany };
      try {
        const enabled = await account.enableTwoFactor(input.password ?? '', sent);
        if (enabled.method !== 'totp')
          throw new Error('enableTwoFactor answered without a TOTP key');
        return { step: 'confirm', totpUri: enabled.totpURI, backupCodes: enabled.backupCodes };
      } catch (error) {
        if (!refusedInput(error)) throw error;
        await account.failed();
        await log({ action: 'two-factor-failed', detail: 'password wrong' });
        return { step: 'password', message: twoFactorCopy.wrongPassword };
      }
    }
    const backupCodes = form.getAll('backupCode').filter((code) => typeof code === 'string');
    const tooMany = await overLimit(call, 'code');
    if (tooMany) return { step: 'confirm', totpUri, backupCodes, message: tooMany };
    try {
      await account.verifyCode((input.code ?? '').replace(/\s/g, ''), sent);
    } catch (error) {
      if (!refusedInput(error)) throw error;
      await log({ action: 'two-factor-failed', detail: 'code wrong' });
      return { step: 'confirm', totpUri, backupCodes, message: twoFactorCopy.wrongCode };
    }
    await log({ action: 'two-factor-enabled' });
    redirect(safeNext(input.next));
  },
);

/**
 * A session opened with a password alone (before its operator set two-factor up) gives the
 * app's code before it opens anything; counted like a sign-in's password, as Better Auth counts
 * no code checked within a session.
 */
export const verifySessionCode = operatorAction<
  { code?: string; next?: string },
  TwoFactorCodeState
>(
  {
    name: 'two-factor-code',
    schema: z.object({
      code: z.optional(z.string().check(z.maxLength(20))),
      next: z.optional(z.string()),
    }),
    page: nextPage,
    beforeSecondFactor: true,
    invalid: () => ({ message: twoFactorCopy.wrongCode }),
    unavailable: () => ({ message: signInCopy.unavailable }),
  },
  async (input, call) => {
    const { account, log } = call;
    const tooMany = await overLimit(call, 'code');
    if (tooMany) return { message: tooMany };
    try {
      await account.verifyCode((input.code ?? '').replace(/\s/g, ''), await headers());
    } catch (error) {
      if (!refusedInput(error)) throw error;
      await log({ action: 'two-factor-failed', detail: 'code wrong (session step-up)' });
      return { message: twoFactorCopy.wrongCode };
    }
    await account.markSecondFactor();
    await log({ action: 'sign-in', detail: 'two-factor code (session step-up)' });
    redirect(safeNext(input.next));
  },
);
