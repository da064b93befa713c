'use server';

import 'server-only';
import { redirect, unstable_rethrow } from 'next/navigation';
import { inboxHome, leadMergePath, leadPath, signInPath } from '@/lib/inbox/inbox-paths';
import { can } from '@/lib/inbox/roles';
import { logEvent } from '../http/http';
import { parseLeadId } from './lead-access';
import { leadMerges, MERGE_PERMISSION } from './lead-merge';
import { requestOperator } from './operator-session';

// The merge's confirm step posts here, natively (docs/leads.md#merging-leads). Nothing the page
// showed is trusted: the session, the admin's right and both leads are read again, in the merge's
// transaction. Each merge and each refusal is in the access log.

/** Where a merge ends: the kept lead saying so, or the confirm step with what stopped it. */
export async function mergeLead(form: FormData) {
  if (!(form instanceof FormData)) return;
  const kept = parseLeadId(form.get('lead'));
  const sent = form.get('other');
  const merged = parseLeadId(sent);
  const other = typeof sent === 'string' ? sent.slice(0, 20) : '';
  const back = kept === null ? inboxHome : leadMergePath(kept, other);
  let to: string;
  try {
    const { ctx, operator, log } = await requestOperator();
    if (!operator) redirect(signInPath(back));
    const record = `lead ${kept ?? '?'}`;
    if (!can(operator.role, MERGE_PERMISSION)) {
      await log({
        action: 'access-refused',
        record,
        detail: `merge lead ${other}: role ${operator.role}`,
      });
      // The confirm step answers them 403 (forbidden() in an action posted without a script gives a 404).
      redirect(back);
    }
    if (kept === null || merged === null) redirect(back);
    const result = await leadMerges(ctx.store.database).merge(kept, merged, operator);
    if (result.result === 'merged') {
      await log({
        action: 'lead-merged',
        record,
        detail: `lead ${merged} merged into lead ${kept}`,
      });
      to = `${leadPath(kept)}?${new URLSearchParams({ merged: String(merged) }).toString()}`;
    } else {
      await log({
        action: 'lead-merge-refused',
        record,
        detail: `lead ${merged}: ${result.problem}`,
      });
      to = back;
    }
  } catch (error) {
    // redirect() answers by throwing: Next's to handle, not a failure.
    unstable_rethrow(error);
    logEvent('error', 'inbox_action_failed', { error: (error as Error).message });
    to = `${back}${back.includes('?') ? '&' : '?'}problem=unavailable`;
  }
  redirect(to);
}
