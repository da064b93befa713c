'use server';

import 'server-only';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { inboxHome, leadMergePath, leadPath } from '@/lib/inbox/inbox-paths';
import { parseLeadId } from '../inbox/lead-access';
import { MERGE_PERMISSION } from '../inbox/lead-merge';
import { operatorAction } from './operator-guard';

// The merge's confirm step posts here, natively (docs/leads.md#merging-leads). Nothing the page
// showed is trusted: the session, the admin's right and both leads are read again, in the merge's
// transaction. Each merge and each refusal is in the access log.

const leadNumber = z.string().check(z.regex(/^[1-9]\d{0,9}$/));

/** The confirm step the form was on: the kept lead's, with the other lead's number only. */
const confirmStep = (form: FormData) => {
  const kept = parseLeadId(form.get('lead'));
  const merged = parseLeadId(form.get('other'));
  return kept === null ? inboxHome : leadMergePath(kept, merged === null ? '' : String(merged));
};

/** Where a merge ends: the kept lead saying so, or the confirm step with what stopped it. */
export const mergeLead = operatorAction<{ lead: string; other: string }, void>(
  {
    name: 'merge',
    schema: z.object({ lead: leadNumber, other: leadNumber }),
    permission: MERGE_PERMISSION,
    page: confirmStep,
    invalid: (form) => redirect(confirmStep(form)),
    unavailable: (form) => {
      const back = confirmStep(form);
      redirect(`${back}${back.includes('?') ? '&' : '?'}problem=unavailable`);
    },
  },
  async (input, { services, operator, log }, { form }) => {
    const kept = parseLeadId(input.lead);
    const merged = parseLeadId(input.other);
    if (kept === null || merged === null) redirect(confirmStep(form));
    const record = `lead ${kept}`;
    const result = await services.merges.merge(kept, merged, operator);
    if (result.result !== 'merged') {
      await log({
        action: 'lead-merge-refused',
        record,
        detail: `lead ${merged}: ${result.problem}`,
      });
      redirect(confirmStep(form));
    }
    await log({ action: 'lead-merged', record, detail: `lead ${merged} merged into lead ${kept}` });
    redirect(`${leadPath(kept)}?${new URLSearchParams({ merged: String(merged) }).toString()}`);
  },
);
