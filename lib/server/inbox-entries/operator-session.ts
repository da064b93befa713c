import 'server-only';
import { headers } from 'next/headers';
import { clientAddress } from '../http/client-address';
import { siteContext, type SiteContext } from '../site/site-context';
import type { AccessEntry } from '../inbox/access-log';
import { isRole } from '@/lib/inbox/roles';
import type { Operator } from '../inbox/operator';
import { signInDesk } from './operator-account';

// Who sent a request to the inbox, read from its session cookie. Only the guard
// (operator-guard.ts) and the sign-in's own entries read it: every other entry is given it.

export type AccessLogger = (entry: Omit<AccessEntry, 'address'>) => Promise<void>;

/** Logs what a request did, as its operator unless the entry names another. */
const accessLogger =
  (ctx: SiteContext, address: string, operator: Operator | null): AccessLogger =>
  (entry) =>
    ctx.recordAccess({
      operatorId: operator?.id ?? null,
      operatorEmail: operator?.email ?? null,
      ...entry,
      address,
    });

/** A request before any session (a sign-in): its address, log and the sign-in's services. */
export async function signInRequest() {
  const ctx = await siteContext();
  const address = clientAddress(await headers(), ctx.config.trustedProxyHops);
  return { address, log: accessLogger(ctx, address, null), signIn: signInDesk(ctx, address) };
}

export type SessionRead = {
  ctx: SiteContext;
  address: string;
  operator: Operator | null;
  /** The session's id and token, and whether a two-factor code was given in it (migration 021). */
  session: { id: string; token: string; secondFactor: boolean } | null;
  log: AccessLogger;
};

/** The operator whose session cookie `sent` carries, with the process's context. */
export async function readSession(sent: Headers): Promise<SessionRead> {
  const ctx = await siteContext();
  const address = clientAddress(sent, ctx.config.trustedProxyHops);
  // Read from the store on every request (no cookie cache): a disabled operator's session,
  // deleted when they were disabled, ends on their next request.
  const found = await ctx.auth.api.getSession({ headers: sent });
  const user = found?.user;
  const operator: Operator | null =
    user && !user.banned && isRole(user.role)
      ? {
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.role,
          university: (user as { university?: string | null }).university ?? null,
          twoFactorEnabled: Boolean(user.twoFactorEnabled),
        }
      : null;
  const session =
    operator && found
      ? {
          id: found.session.id,
          token: found.session.token,
          secondFactor: Boolean(found.session.twoFactorVerifiedAt),
        }
      : null;
  return { ctx, address, operator, session, log: accessLogger(ctx, address, operator) };
}

/** The signed-in operator of this request, if any (the sign-in page sends them on). */
export async function signedInOperator() {
  return (await readSession(await headers())).operator;
}
