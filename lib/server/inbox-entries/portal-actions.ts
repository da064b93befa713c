'use server';

import { revalidatePath } from 'next/cache';
import { outcomeLabels, portalFormCopy as copy, returnReasonLabels } from '@/content/portal';
import {
  outcomeFormSchema,
  returnFormSchema,
  type PortalFormState,
} from '@/lib/portal/portal-forms';
import { portalLeadPath, portalPath } from '@/lib/portal/portal-paths';
import { portalAction } from './operator-guard';

// The portal's forms on a lead's page (docs/operations.md#outcomes, #returns): each through the
// guard for the university it names, which hands the actor's services; those answer not-found for
// any lead not delivered to that university, and change nothing in an agency admin's view.

const pageOf = (form: FormData) => {
  const university = String(form.get('university') ?? '');
  const lead = Number(form.get('lead'));
  return Number.isInteger(lead) && lead > 0
    ? portalLeadPath(university, lead)
    : portalPath(university);
};

const answer = (ok: boolean, message: string): PortalFormState => ({
  ok,
  message,
  stamp: Date.now(),
});

const common = {
  page: pageOf,
  invalid: () => answer(false, copy.invalid),
  unavailable: () => answer(false, copy.unavailable),
};

export const setOutcome = portalAction(
  { ...common, name: 'outcome', schema: outcomeFormSchema },
  async (input, { portal }, { form }) => {
    const result = await portal.setOutcome(Number(input.lead), input.outcome);
    if (result === 'saved') {
      revalidatePath(pageOf(form));
      return answer(true, copy.outcomeSaved(outcomeLabels[input.outcome]));
    }
    if (result === 'unchanged') return answer(true, copy.outcomeUnchanged);
    return answer(false, result === 'agency-view' ? copy.agencyView : copy.missing);
  },
);

export const returnLead = portalAction(
  { ...common, name: 'return', schema: returnFormSchema },
  async (input, { portal }, { form }) => {
    const result = await portal.returnLead(Number(input.lead), input.reason, input.note ?? '');
    if (result === 'returned') {
      revalidatePath(pageOf(form));
      return answer(true, `${copy.returned} (${returnReasonLabels[input.reason]})`);
    }
    const messages = {
      missing: copy.missing,
      'window-closed': copy.windowClosed,
      'already-returned': copy.alreadyReturned,
      'agency-view': copy.agencyView,
    } as const;
    return answer(false, messages[result]);
  },
);
