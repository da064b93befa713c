'use server';

import 'server-only';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { requestPageCopy } from '@/content/inbox-requests';
import { rightsRequestPath, rightsRequestsPath } from '@/lib/inbox/inbox-paths';
import type { AnswerState } from '@/lib/inbox/inbox-states';
import { RIGHTS_REQUESTS_PERMISSION } from '@/lib/inbox/roles';
import { MAX_DETAILS_LENGTH } from '@/lib/privacy/rights-request-values';
import { withoutControls } from '@/lib/validations/text';
import { operatorAction, type OperatorCall } from './operator-guard';

// What an admin does about a rights request from its page (/inbox/requests/<reference>). Each
// form posts natively; each action goes through the guard (operator-guard.ts), and logs what it
// did with the request's reference, never the person's phone or email.

const { problems } = requestPageCopy;

const field = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};

const reference = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));

/**
 * The request's page the form was on: where a sign-in comes back to and where a counsellor is
 * sent (the page answers them 403).
 */
const pageOf = (form: FormData) => {
  const sent = field(form, 'reference', 40).trim();
  return sent ? rightsRequestPath(sent) : rightsRequestsPath;
};

/** Where a person action ends: the request's page with its outcome, or a problem, in the address. */
const outcomePath = (reference: string, query: Record<string, string>) =>
  `${rightsRequestPath(reference)}?${new URLSearchParams(query).toString()}`;

/** The request the form names, or the list when there is none such. */
async function requestOf(services: OperatorCall['services'], key: string) {
  const request = await services.rightsRequests.find(key);
  if (!request) redirect(rightsRequestsPath);
  return request;
}

const personAction = {
  permission: RIGHTS_REQUESTS_PERMISSION,
  page: pageOf,
  invalid: () => redirect(rightsRequestsPath),
  unavailable: (form: FormData) =>
    redirect(outcomePath(field(form, 'reference', 40).trim(), { problem: 'unavailable' })),
};

/**
 * Marks the request answered with what the person was told. A missing or overlong note, or a
 * store that fails, comes back to the form with the note as typed.
 */
export const answerRightsRequest = operatorAction<{ reference: string }, AnswerState>(
  {
    name: 'answer',
    schema: z.object({ reference }),
    permission: RIGHTS_REQUESTS_PERMISSION,
    page: pageOf,
    invalid: () => redirect(rightsRequestsPath),
    unavailable: (form) => ({
      note: field(form, 'note', MAX_DETAILS_LENGTH + 1),
      message: problems.unavailable,
    }),
  },
  async (input, { services, operator, log }, { form }) => {
    const typed = field(form, 'note', MAX_DETAILS_LENGTH + 1);
    const note = withoutControls(typed, { multiline: true }).trim();
    const request = await requestOf(services, input.reference);
    if (!note) return { note: typed, message: problems.noteMissing };
    if (note.length > MAX_DETAILS_LENGTH)
      return { note: typed, message: problems.noteTooLong(MAX_DETAILS_LENGTH) };
    const result = await services.rightsRequests.answer(request.id, {
      at: new Date(),
      by: operator.id,
      outcome: note,
    });
    if (result === 'already_answered') return { note: typed, message: problems.alreadyAnswered };
    // The note's words stay out of the log: they may hold what the person said.
    if (result === 'answered')
      await log({ action: 'request-answered', record: request.reference, detail: request.kind });
    redirect(`${rightsRequestPath(request.reference)}?done=answered`);
  },
);

/**
 * The person asked for no more contact: their leads are marked (no calls, no ad export), their
 * unsent items cancelled and their subscription ended, at once (personal-data.ts).
 */
export const withdrawRequestPerson = operatorAction<{ reference: string }, void>(
  { ...personAction, name: 'withdraw', schema: z.object({ reference }) },
  async (input, { services, operator, log, requestPerson }) => {
    const request = await requestOf(services, input.reference);
    const withdrawn = await requestPerson.withdraw(request, { at: new Date(), by: operator.id });
    if ('problem' in withdrawn)
      redirect(outcomePath(request.reference, { problem: withdrawn.problem }));
    const { report } = withdrawn;
    await log({
      action: 'person-withdrawn',
      record: request.reference,
      detail: `${report.leads.length} leads (${report.newlyWithdrawn.length} newly), ${report.outboxCancelled} unsent items cancelled, ${report.subscribers} subscriptions ended`,
    });
    redirect(
      outcomePath(request.reference, { done: 'withdrawn', leads: String(report.leads.length) }),
    );
  },
);

/**
 * Erases every personal field of the person the request names (personal-data.ts): only from its
 * confirm step, which says what goes and that it cannot be undone.
 */
export const eraseRequestPerson = operatorAction<{ reference: string; confirm?: string }, void>(
  {
    ...personAction,
    name: 'erase',
    schema: z.object({ reference, confirm: z.optional(z.string()) }),
  },
  async (input, { services, operator, log, requestPerson }) => {
    const request = await requestOf(services, input.reference);
    if (input.confirm !== 'erase')
      redirect(outcomePath(request.reference, { problem: 'not-confirmed' }));
    const erased = await requestPerson.erase(request, { at: new Date(), by: operator.id });
    if ('problem' in erased) redirect(outcomePath(request.reference, { problem: erased.problem }));
    const { report } = erased;
    await log({
      action: 'person-erased',
      record: request.reference,
      detail: `${report.leads.length} leads, ${report.enquiries} enquiries, ${report.notes} notes, ${report.mentions} mentions, ${report.subscribers} subscriptions, ${report.rightsRequests} requests, ${report.outboxCancelled} unsent items cancelled`,
    });
    redirect(
      outcomePath(request.reference, { done: 'erased', leads: String(report.leads.length) }),
    );
  },
);

/**
 * Sends a one-time code to the email the request names (contact-checks.ts), for the person to
 * read back: until it is entered, nothing is shown or erased under that email.
 */
export const sendRequestEmailCode = operatorAction<{ reference: string }, void>(
  { ...personAction, name: 'email-code', schema: z.object({ reference }) },
  async (input, { services, log }) => {
    const request = await requestOf(services, input.reference);
    const code = await services.contactChecks.newEmailCode(request.id, request.reference);
    if (code === null)
      redirect(
        outcomePath(request.reference, {
          problem: request.email ? 'already-verified' : 'no-contact',
        }),
      );
    const result = await services.contactChecks.sendEmailCode({
      to: request.email,
      reference: request.reference,
      code,
      language: request.language,
    });
    if (result.sent)
      await log({ action: 'contact-code-sent', record: request.reference, detail: 'email' });
    redirect(
      outcomePath(
        request.reference,
        result.sent ? { done: 'code-sent' } : { problem: `code-${result.why}` },
      ),
    );
  },
);

/** The code the person read back, as the admin typed it: right, their email is verified. */
export const checkRequestEmailCode = operatorAction<{ reference: string; code?: string }, void>(
  {
    ...personAction,
    name: 'email-check',
    schema: z.object({ reference, code: z.optional(z.string().check(z.maxLength(20))) }),
  },
  async (input, { services, operator, log }) => {
    const request = await requestOf(services, input.reference);
    const typed = input.code ?? '';
    const result = /^\s*\d{6}\s*$/.test(typed)
      ? await services.contactChecks.checkEmailCode(request.id, typed.trim(), {
          at: new Date(),
          by: operator.id,
        })
      : 'wrong';
    if (result === 'verified')
      await log({
        action: 'contact-verified',
        record: request.reference,
        detail: 'email, by code',
      });
    else if (result !== 'already-verified')
      await log({ action: 'contact-code-refused', record: request.reference, detail: result });
    redirect(
      outcomePath(
        request.reference,
        result === 'verified' ? { done: 'email-verified' } : { problem: `code-${result}` },
      ),
    );
  },
);

/**
 * The admin called the phone the request names and the person said it is theirs: recorded with
 * the admin and the time. Only with the box that says so ticked.
 */
export const confirmRequestPhone = operatorAction<{ reference: string; called?: string }, void>(
  {
    ...personAction,
    name: 'phone-check',
    schema: z.object({ reference, called: z.optional(z.string()) }),
  },
  async (input, { services, operator, log }) => {
    const request = await requestOf(services, input.reference);
    if (input.called !== 'yes')
      redirect(outcomePath(request.reference, { problem: 'phone-not-called' }));
    if (!request.phone) redirect(outcomePath(request.reference, { problem: 'no-contact' }));
    const confirmed = await services.contactChecks.confirmPhone(request.id, {
      at: new Date(),
      by: operator.id,
    });
    if (confirmed)
      await log({
        action: 'contact-verified',
        record: request.reference,
        detail: 'phone, by a call',
      });
    redirect(
      outcomePath(
        request.reference,
        confirmed ? { done: 'phone-verified' } : { problem: 'already-verified' },
      ),
    );
  },
);
