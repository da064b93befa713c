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
import { sendContactCode } from './contact-code-email';
import { contactChecks, hasVerified, namedPerson, verifiedPerson } from './contact-checks';
import type { Person } from './personal-data';
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

/**
 * The person the request names, as far as it is verified: only the contacts checked on their own
 * (contact-checks.ts) reach their data, and only records holding no other contact (`exact`);
 * a problem when its contact fields were erased or none is verified yet.
 */
const personOf = (
  request: InboxRightsRequest,
): { person: Person } | { problem: 'no-contact' | 'unverified' } =>
  !request.phone && !request.email
    ? { problem: 'no-contact' }
    : hasVerified(request)
      ? { person: verifiedPerson(request) }
      : { problem: 'unverified' };

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
      const reached = personOf(request);
      if ('problem' in reached) go = outcomePath(request.reference, { problem: reached.problem });
      else {
        const report = await ctx.personalData.withdraw(
          reached.person,
          { at: new Date(), by: operator.id },
          { exact: true, named: namedPerson(request) },
        );
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
      const reached = personOf(request);
      if (form.get('confirm') !== 'erase')
        go = outcomePath(request.reference, { problem: 'not-confirmed' });
      else if ('problem' in reached)
        go = outcomePath(request.reference, { problem: reached.problem });
      else {
        const report = await ctx.personalData.erase(
          reached.person,
          { at: new Date(), by: operator.id },
          { exact: true, named: namedPerson(request) },
        );
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

/**
 * Sends a one-time code to the email the request names (contact-checks.ts), for the person to
 * read back: until it is entered, nothing is shown or erased under that email.
 */
export async function sendRequestEmailCode(form: FormData) {
  if (!(form instanceof FormData)) return;
  let go: string;
  try {
    const admin = await adminWith(form, 'email-code');
    if ('go' in admin) go = admin.go;
    else {
      const { ctx, log, request } = admin;
      const code = await contactChecks(ctx.store.database).newEmailCode(
        request.id,
        request.reference,
      );
      if (code === null)
        go = outcomePath(request.reference, {
          problem: request.email ? 'already-verified' : 'no-contact',
        });
      else {
        const result = await sendContactCode(ctx.config, {
          to: request.email,
          reference: request.reference,
          code,
          language: request.language,
        });
        if (result.sent)
          await log({ action: 'contact-code-sent', record: request.reference, detail: 'email' });
        go = outcomePath(
          request.reference,
          result.sent ? { done: 'code-sent' } : { problem: `code-${result.why}` },
        );
      }
    }
  } catch (error) {
    failed(error);
    go = outcomePath(field(form, 'reference', 40).trim(), { problem: 'unavailable' });
  }
  redirect(go);
}

/** The code the person read back, as the admin typed it: right, their email is verified. */
export async function checkRequestEmailCode(form: FormData) {
  if (!(form instanceof FormData)) return;
  let go: string;
  try {
    const admin = await adminWith(form, 'email-code');
    if ('go' in admin) go = admin.go;
    else {
      const { ctx, operator, log, request } = admin;
      const typed = field(form, 'code', 20);
      const result = /^\s*\d{6}\s*$/.test(typed)
        ? await contactChecks(ctx.store.database).checkEmailCode(request.id, typed.trim(), {
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
      go = outcomePath(
        request.reference,
        result === 'verified' ? { done: 'email-verified' } : { problem: `code-${result}` },
      );
    }
  } catch (error) {
    failed(error);
    go = outcomePath(field(form, 'reference', 40).trim(), { problem: 'unavailable' });
  }
  redirect(go);
}

/**
 * The admin called the phone the request names and the person said it is theirs: recorded with
 * the admin and the time. Only with the box that says so ticked.
 */
export async function confirmRequestPhone(form: FormData) {
  if (!(form instanceof FormData)) return;
  let go: string;
  try {
    const admin = await adminWith(form, 'phone-check');
    if ('go' in admin) go = admin.go;
    else {
      const { ctx, operator, log, request } = admin;
      if (form.get('called') !== 'yes')
        go = outcomePath(request.reference, { problem: 'phone-not-called' });
      else if (!request.phone) go = outcomePath(request.reference, { problem: 'no-contact' });
      else {
        const confirmed = await contactChecks(ctx.store.database).confirmPhone(request.id, {
          at: new Date(),
          by: operator.id,
        });
        if (confirmed)
          await log({
            action: 'contact-verified',
            record: request.reference,
            detail: 'phone, by a call',
          });
        go = outcomePath(
          request.reference,
          confirmed ? { done: 'phone-verified' } : { problem: 'already-verified' },
        );
      }
    }
  } catch (error) {
    failed(error);
    go = outcomePath(field(form, 'reference', 40).trim(), { problem: 'unavailable' });
  }
  redirect(go);
}
