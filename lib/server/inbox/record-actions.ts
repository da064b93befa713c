'use server';

import 'server-only';
import { redirect } from 'next/navigation';
import { signInPath, suspectedPath } from '@/lib/inbox/inbox-paths';
import { can } from '@/lib/inbox/roles';
import type { RecordType, ReleaseResult } from '../store/lead-store';
import { logEvent } from '../http/http';
import { requestOperator } from './operator-session';

// What an admin does to the records the site held as suspected (/inbox/suspected).

/** Where the page goes after a release: the outcome in its address, so a reload posts nothing. */
const after = (type: RecordType, id: number | null, done: ReleaseResult | 'unavailable') =>
  `${suspectedPath}?${new URLSearchParams({ done, type, id: String(id ?? '') }).toString()}`;

/**
 * Releases a suspected lead or subscriber, as `npm run leads -- release` does: the store queues
 * it for each destination that is on (the alerts, the hosted API) and the forwarder is woken, as
 * after a new record. Only an admin may; a refusal ends on the page's 403, and both are logged.
 */
export async function releaseRecord(form: FormData) {
  if (!(form instanceof FormData)) return;
  const type: RecordType = form.get('type') === 'subscriber' ? 'subscriber' : 'lead';
  const sent = form.get('id');
  const id = typeof sent === 'string' && /^\d{1,12}$/.test(sent) ? Number(sent) : null;
  let outcome: ReleaseResult | 'unavailable' | 'sign-in' | 'forbidden';
  try {
    const { ctx, operator, log } = await requestOperator();
    const record = `${type} ${id ?? String(sent ?? '').slice(0, 20)}`;
    if (!operator) outcome = 'sign-in';
    else if (!can(operator.role, { lead: ['release'] })) {
      await log({
        action: 'access-refused',
        record: `release ${record}`,
        detail: `role ${operator.role}`,
      });
      outcome = 'forbidden';
    } else if (id === null) outcome = 'not_found';
    else {
      outcome = await ctx.store.release(type, id);
      if (outcome === 'released') {
        await log({ action: 'record-released', record });
        ctx.forwarder?.wake();
      }
    }
  } catch (error) {
    logEvent('error', 'inbox_action_failed', { error: (error as Error).message });
    outcome = 'unavailable';
  }
  // Outside the try: redirect() ends the action by throwing. A refused operator is sent to the
  // page, which answers them 403 (forbidden() in an action posted without a script gives a 404).
  if (outcome === 'sign-in') redirect(signInPath(suspectedPath));
  if (outcome === 'forbidden') redirect(suspectedPath);
  redirect(after(type, id, outcome));
}
