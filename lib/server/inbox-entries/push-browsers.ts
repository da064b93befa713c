import 'server-only';
import { notificationsPath } from '@/lib/inbox/inbox-paths';
import type { OperatorCall } from './operator-guard';

// What the push actions and signing out write of a browser (push-actions.ts, sign-in-actions.ts).

/** The push service, not the endpoint: the endpoint is the browser's address for pushes. */
export const serviceOf = (endpoint: string) =>
  URL.canParse(endpoint) ? new URL(endpoint).host.slice(0, 100) : 'no address';

/** Forgets this browser's subscription, if it was the operator's, and logs it with why. */
export async function forgetBrowser(
  endpoint: string,
  { account, log }: Pick<OperatorCall, 'account' | 'log'>,
  why: string,
) {
  if (!(await account.push.remove(endpoint))) return;
  await log({
    action: 'push-unsubscribed',
    record: notificationsPath,
    detail: `a browser at ${serviceOf(endpoint)}; ${why}; ${await account.push.count()} in all`,
  });
}
