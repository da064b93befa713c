'use server';

import 'server-only';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { leadFieldLabels, leadFormCopy, leadPageCopy } from '@/content/inbox-lead';
import { statusLabels } from '@/content/inbox-work';
import { inboxHome, leadPath } from '@/lib/inbox/inbox-paths';
import {
  keepTyped,
  leadFormValues,
  parseLeadForm,
  savedDetail,
  type LeadFormErrors,
  type LeadFormState,
} from '@/lib/inbox/lead-form';
import { indiaReadable } from '@/lib/time/india-time';
import { changeLine, nameOf } from '../inbox/lead-timeline';
import type { LeadProblem } from '../inbox/lead-work';
import { parseLeadId } from '../inbox/lead-access';
import { operatorAction } from './operator-guard';

// The lead page's work form posts here, natively or by its script. It trusts nothing the page
// showed: the session, the operator's right to the lead and the lead's version are read again.
// Whatever is refused comes back with what was typed; a failure on our side is said plainly. An
// operator who may not save the lead is sent back to its page, which answers 403 with or without
// the script (forbidden() in an action posted without one answers 404).

const problemField: Record<LeadProblem, [keyof LeadFormErrors, string]> = {
  'lost-needs-reason': ['lostReason', leadFormCopy.problems.lostReason],
  'unknown-owner': ['owner', leadFormCopy.problems.ownerGone],
  'may-not-assign': ['owner', leadFormCopy.problems.mayNotAssign],
  'invalid-follow-up': ['nextFollowUp', leadFormCopy.problems.nextFollowUp],
  'note-on-erased': ['note', leadFormCopy.problems.noteOnErased],
  'note-on-withdrawn': ['note', leadFormCopy.problems.noteOnWithdrawn],
  'reason-on-erased': ['lostReason', leadFormCopy.problems.reasonOnErased],
  'reason-on-withdrawn': ['lostReason', leadFormCopy.problems.reasonOnWithdrawn],
  'follow-up-no-contact': ['nextFollowUp', leadFormCopy.problems.followUpNoContact],
};

const pageOf = (form: FormData) => {
  const id = parseLeadId(form.get('lead'));
  return id === null ? inboxHome : leadPath(id);
};

const refused = (form: FormData, previous: LeadFormState, message: string): LeadFormState => ({
  stamp: (previous?.stamp ?? 0) + 1,
  result: 'refused',
  message,
  values: parseLeadForm(form, '').values,
  errors: {},
});

export const saveLead = operatorAction<{ lead: string }, LeadFormState>(
  {
    name: 'save',
    // The lead's number; its fields are the lead form's to check, each with its own message.
    schema: z.object({ lead: z.string().check(z.regex(/^[1-9]\d{0,9}$/)) }),
    permission: { lead: ['work'] },
    page: pageOf,
    invalid: (form, previous) => refused(form, previous, leadFormCopy.gone),
    unavailable: (form, previous) => refused(form, previous, leadFormCopy.unavailable),
  },
  async (input, { services, operator, log, leads }, { form, previous }) => {
    const stamp = (previous?.stamp ?? 0) + 1;
    const id = parseLeadId(input.lead);
    if (id === null) return refused(form, previous, leadFormCopy.gone);
    const path = leadPath(id);
    const parsed = parseLeadForm(form, operator.id);

    const { values } = parsed;
    if (parsed.errors)
      return {
        stamp,
        result: 'refused',
        message: leadFormCopy.invalid,
        values,
        errors: parsed.errors,
      };

    const opening = await leads.open(id, 'save');
    if ('refused' in opening) redirect(path);
    if (!('opened' in opening))
      return { stamp, result: 'refused', message: leadFormCopy.gone, values, errors: {} };
    const saved = await leads.save(id, parsed.changes);
    switch (saved.result) {
      case 'saved':
        await log({ action: 'lead-saved', record: path, detail: savedDetail(saved.events) });
        revalidatePath(path);
        return { stamp, result: 'saved', message: leadFormCopy.saved };
      case 'conflict': {
        const name = nameOf(await services.people());
        const events = saved.events.filter((event) => event.id > parsed.lastEvent);
        const { lead } = saved;
        await log({
          action: 'lead-saved',
          record: path,
          detail: `conflict: form from version ${parsed.changes.expectedVersion}, lead at ${lead.version}; nothing saved`,
        });
        revalidatePath(path);
        return {
          stamp,
          result: 'conflict',
          message: leadFormCopy.conflict,
          values: keepTyped(values, parsed.shown, leadFormValues(lead, values.owner !== undefined)),
          version: lead.version,
          lastEvent: Math.max(parsed.lastEvent, ...events.map((event) => event.id)),
          changed: events.map((event) => changeLine(event, name)),
          now: [
            `${leadFieldLabels.status}: ${statusLabels[lead.status]}`,
            `${leadFieldLabels.owner}: ${name(lead.owner_id)}`,
            `${leadFieldLabels.nextFollowUp}: ${
              lead.next_follow_up_at ? indiaReadable(lead.next_follow_up_at) : leadPageCopy.none
            }`,
          ],
        };
      }
      case 'refused': {
        const [field, message] = problemField[saved.problem];
        await log({ action: 'lead-saved', record: path, detail: `refused: ${saved.problem}` });
        return {
          stamp,
          result: 'refused',
          message: leadFormCopy.invalid,
          values,
          errors: { [field]: message },
        };
      }
      case 'forbidden':
        await log({
          action: 'access-refused',
          record: path,
          detail: 'save: another counsellor’s lead',
        });
        redirect(path);
      case 'not-found':
        await log({ action: 'lead-not-found', record: path });
        return { stamp, result: 'refused', message: leadFormCopy.gone, values, errors: {} };
    }
  },
);
