import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { clientAddress } from '../http/client-address';
import { apiContext, type ApiContext } from '../intake/api-context';
import { recordAccess, type AccessEntry } from './access-log';
import { signInPath, twoFactorPath } from '@/lib/inbox/inbox-paths';
import { can, isRole, type Role } from '@/lib/inbox/roles';

export type Operator = {
  id: string;
  name: string;
  email: string;
  role: Role;
  twoFactorEnabled: boolean;
};

type Permission = Parameters<typeof can>[1];

/** The process's context and where the request came from. */
async function requestOrigin() {
  const ctx = await apiContext();
  const sent = await headers();
  return { ctx, sent, address: clientAddress(sent, ctx.config.trustedProxyHops) };
}

/** Logs what a request did, as its operator unless the entry names another. */
const accessLogger =
  (ctx: ApiContext, address: string, operator: Operator | null) =>
  (entry: Omit<AccessEntry, 'address'>) =>
    recordAccess(ctx.store.database, {
      operatorId: operator?.id ?? null,
      operatorEmail: operator?.email ?? null,
      ...entry,
      address,
    });

/** A request before any session (a sign-in): its context, address and log. */
export async function signInRequest() {
  const { ctx, address } = await requestOrigin();
  return { ctx, address, log: accessLogger(ctx, address, null) };
}

/** The request's operator and where it came from, with the process's context. */
export async function requestOperator() {
  const { ctx, sent, address } = await requestOrigin();
  // Read from the store on every request (no cookie cache): a disabled operator's session,
  // deleted when they were disabled, ends on their next request.
  const session = await ctx.auth.api.getSession({ headers: sent });
  const user = session?.user;
  const operator: Operator | null =
    user && !user.banned && isRole(user.role)
      ? {
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.role,
          twoFactorEnabled: Boolean(user.twoFactorEnabled),
        }
      : null;
  return { ctx, operator, address, log: accessLogger(ctx, address, operator) };
}

export type RequestOperator = Awaited<ReturnType<typeof requestOperator>>;

/**
 * Every inbox page starts here: without a session the visitor is sent to sign in (and back to
 * `path` after); where two-factor is required and not set up, to set it up; an operator whose
 * role may not see the page is answered 403. Each view and refusal is in the access log; the
 * page writes what it does after with the `log` returned.
 */
export async function requireOperator(
  path: string,
  permission?: Permission,
): Promise<{ operator: Operator; ctx: ApiContext; log: RequestOperator['log'] }> {
  const { ctx, operator, log } = await requestOperator();
  if (!operator) redirect(signInPath(path));
  if (ctx.config.twoFactorRequired && !operator.twoFactorEnabled && !path.startsWith(twoFactorPath))
    redirect(`${twoFactorPath}?next=${encodeURIComponent(path)}`);
  if (permission && !can(operator.role, permission)) {
    await log({ action: 'access-refused', record: path, detail: `role ${operator.role}` });
    forbidden();
  }
  await log({ action: 'page-viewed', record: path });
  return { operator, ctx, log };
}
