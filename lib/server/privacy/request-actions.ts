'use server';

import 'server-only';
import { redirect } from 'next/navigation';
import { requestPageCopy } from '@/content/inbox-requests';
import { rightsRequestPath, rightsRequestsPath, signInPath } from '@/lib/inbox/inbox-paths';
import type { AnswerState } from '@/lib/inbox/inbox-states';
import { can, RIGHTS_REQUESTS_PERMISSION } from '@/lib/inbox/roles';
import { MAX_DETAILS_LENGTH } from '@/lib/privacy/rights-request-values';
import { withoutControls } from '@/lib/validations/text';
import { logEvent } from '../http/http';
import { requestOperator, type RequestOperator } from '../inbox/operator-session';
import { rightsRequests, type InboxRightsRequest } from './rights-requests';

// What an admin does about a rights request from its page (/inbox/requests/<reference>). Each
// form posts natively; each action reads the session again and checks the role on the server,
// and logs what it did with the request's reference, never the person's phone or email.

const { problems } = requestPageCopy;

const field = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};

type Admin = Omit<RequestOperator, 'operator'> & {
  operator: NonNullable<RequestOperator['operator']>;
  request: InboxRightsRequest;
};

/**
 * The signed-in admin and the request the form names; otherwise where to send the browser: to
 * sign in, or back to the page, which answers a counsellor 403 (forbidden() in an action posted
 * without a script would be a 404), or to the list when there is no such request. A refusal is
 * logged with what was tried.
 */
async function adminWith(form: FormData, what: string): Promise<Admin | { go: string }> {
  const reference = field(form, 'reference', 40).trim();
  const page = reference ? rightsRequestPath(reference) : rightsRequestsPath;
  const { ctx, operator, address, log } = await requestOperator();
  if (!operator) return { go: signInPath(page) };
  if (!can(operator.role, RIGHTS_REQUESTS_PERMISSION)) {
    await log({
      action: 'access-refused',
      record: `${what} ${reference || '-'}`,
      detail: `role ${operator.role}`,
    });
    return { go: page };
  }
  const request = reference ? await rightsRequests(ctx.store.database).find(reference) : undefined;
  if (!request) return { go: rightsRequestsPath };
  return { ctx, operator, address, log, request };
}

const failed = (error: unknown) =>
  logEvent('error', 'inbox_action_failed', { error: (error as Error).message });

/**
 * Marks the request answered with what the person was told. A missing or overlong note, or a
 * store that fails, comes back to the form with the note as typed.
 */
export async function answerRightsRequest(_: AnswerState, form: FormData): Promise<AnswerState> {
  if (!(form instanceof FormData)) return null;
  const typed = field(form, 'note', MAX_DETAILS_LENGTH + 1);
  const note = withoutControls(typed, { multiline: true }).trim();
  let go: string;
  try {
    const admin = await adminWith(form, 'answer');
    if ('go' in admin) go = admin.go;
    else {
      if (!note) return { note: typed, message: problems.noteMissing };
      if (note.length > MAX_DETAILS_LENGTH)
        return { note: typed, message: problems.noteTooLong(MAX_DETAILS_LENGTH) };
      const { ctx, operator, log, request } = admin;
      const result = await rightsRequests(ctx.store.database).answer(request.id, {
        at: new Date(),
        by: operator.id,
        outcome: note,
      });
      if (result === 'already_answered') return { note: typed, message: problems.alreadyAnswered };
      // The note's words stay out of the log: they may hold what the person said.
      if (result === 'answered')
        await log({ action: 'request-answered', record: request.reference, detail: request.kind });
      go = `${rightsRequestPath(request.reference)}?done=answered`;
    }
  } catch (error) {
    failed(error);
    return { note: typed, message: problems.unavailable };
  }
  redirect(go);
}

/** Where a person action ends: the request's page with its outcome, or a problem, in the address. */
const outcomePath = (reference: string, query: Record<string, string>) =>
  `${rightsRequestPath(reference)}?${new URLSearchParams(query).toString()}`;

/** The person the request names; null once its contact fields were erased. */
const personOf = (request: InboxRightsRequest) =>
  request.phone || request.email ? { phone: request.phone, email: request.email } : null;

/**
 * The person asked for no more contact: their leads are marked (no calls, no ad export), their
 * unsent items cancelled and their subscription ended, at once (personal-data.ts).
 */
export async function withdrawRequestPerson(form: FormData) {
  if (!(form instanceof FormData)) return;
  let go: string;
  try {
    const admin = await adminWith(form, 'withdraw');
    if ('go' in admin) go = admin.go;
    else {
      const { ctx, operator, log, request } = admin;
      const person = personOf(request);
      if (!person) go = outcomePath(request.reference, { problem: 'no-contact' });
      else {
        const report = await ctx.personalData.withdraw(person, {
          at: new Date(),
          by: operator.id,
        });
        await log({
          action: 'person-withdrawn',
          record: request.reference,
          detail: `${report.leads.length} leads (${report.newlyWithdrawn.length} newly), ${report.outboxCancelled} unsent items cancelled, ${report.subscribers} subscriptions ended`,
        });
        go = outcomePath(request.reference, {
          done: 'withdrawn',
          leads: String(report.leads.length),
        });
      }
    }
  } catch (error) {
    failed(error);
    go = outcomePath(field(form, 'reference', 40).trim(), { problem: 'unavailable' });
  }
  redirect(go);
}

/**
 * Erases every personal field of the person the request names (personal-data.ts): only from its
 * confirm step, which says what goes and that it cannot be undone.
 */
export async function eraseRequestPerson(form: FormData) {
  if (!(form instanceof FormData)) return;
  let go: string;
  try {
    const admin = await adminWith(form, 'erase');
    if ('go' in admin) go = admin.go;
    else {
      const { ctx, operator, log, request } = admin;
      const person = personOf(request);
      if (form.get('confirm') !== 'erase')
        go = outcomePath(request.reference, { problem: 'not-confirmed' });
      else if (!person) go = outcomePath(request.reference, { problem: 'no-contact' });
      else {
        const report = await ctx.personalData.erase(person, { at: new Date(), by: operator.id });
        await log({
          action: 'person-erased',
          record: request.reference,
          detail: `${report.leads.length} leads, ${report.enquiries} enquiries, ${report.notes} notes, ${report.mentions} mentions, ${report.subscribers} subscriptions, ${report.rightsRequests} requests, ${report.outboxCancelled} unsent items cancelled`,
        });
        go = outcomePath(request.reference, {
          done: 'erased',
          leads: String(report.leads.length),
        });
      }
    }
  } catch (error) {
    failed(error);
    go = outcomePath(field(form, 'reference', 40).trim(), { problem: 'unavailable' });
  }
  redirect(go);
}
