import 'server-only';
import type { Operator } from '../inbox/operator';
import type { SiteContext } from '../site/site-context';
import type { PushEndpoint } from '../push/push-subscriptions';

// The signed-in operator's own account (docs/architecture.md#the-actors-services): their second
// factor, their sign-out and their browsers' pushes, each bound to them and to their session, so
// no entry names another operator's. The guard hands it to every inbox entry; before a session,
// the sign-in's entries get `signInDesk` alone.

type Session = { token: string };

/** Records that a code was given in this session (the two-factor step-up): it now counts. */
async function markSecondFactor(ctx: SiteContext, token: string) {
  const context = await ctx.auth.$context;
  await context.internalAdapter.updateSession(token, { twoFactorVerifiedAt: new Date() });
}

export function operatorAccount(
  ctx: SiteContext,
  { operator, session, address }: { operator: Operator; session: Session; address: string },
) {
  const { auth, push } = ctx;
  return {
    /** OPERATOR_TWO_FACTOR: every operator must set two-factor up. */
    twoFactorRequired: ctx.config.twoFactorRequired,
    /** Counts a password or code typed in the set-up, against this address at this account. */
    attempt: () => ctx.signInLimits.attempt(address, operator.email),
    /** A wrong password in the set-up, counted at the account. */
    failed: () => ctx.signInLimits.failed(operator.email),
    enableTwoFactor: (password: string, sent: Headers) =>
      auth.api.enableTwoFactor({ body: { password, method: 'totp' }, headers: sent }),
    verifyCode: (code: string, sent: Headers) =>
      auth.api.verifyTOTP({ body: { code }, headers: sent }),
    /** This session now counts as a second factor. */
    markSecondFactor: () => markSecondFactor(ctx, session.token),
    signOut: (sent: Headers) => auth.api.signOut({ headers: sent }),
    /** This operator's browsers that take pushes. */
    push: {
      /** The key a browser subscribes with; null: pushes are off. */
      publicKey: push.publicKey,
      save: (subscription: PushEndpoint, previous: string | null) =>
        push.save(operator.id, subscription, previous),
      remove: (endpoint: string) => push.remove(operator.id, endpoint),
      count: () => push.count(operator.id),
      test: () => push.test(operator.id),
    },
  };
}

export type OperatorAccount = ReturnType<typeof operatorAccount>;

/** A sign-in before any session, from `address`: its limits, the password and the code. */
export function signInDesk(ctx: SiteContext, address: string) {
  const { auth, signInLimits } = ctx;
  return {
    /** Whether the typed email is an operator's: only then does the access log keep it. */
    async isOperatorEmail(email: string) {
      const context = await auth.$context;
      return Boolean(await context.internalAdapter.findUserByEmail(email));
    },
    attempt: (email?: string) => signInLimits.attempt(address, email),
    succeeded: (email: string) => signInLimits.succeeded(address, email),
    failed: (email: string) => signInLimits.failed(email),
    signInEmail: (email: string, password: string, sent: Headers) =>
      auth.api.signInEmail({ body: { email, password }, headers: sent }),
    verifyCode: (code: string, sent: Headers) =>
      auth.api.verifyTOTP({ body: { code }, headers: sent }),
  };
}

export type SignInDesk = ReturnType<typeof signInDesk>;
