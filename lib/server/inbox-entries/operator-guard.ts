import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect, unstable_rethrow } from 'next/navigation';
import * as z from 'zod/mini';
import { inboxHomeCopy } from '@/content/inbox';
import { signInPath, twoFactorPath } from '@/lib/inbox/inbox-paths';
import { can } from '@/lib/inbox/roles';
import { logEvent, storageUnavailable } from '../http/http';
import type { ApiContext } from '../intake/api-context';
import type { Operator } from '../inbox/operator';
import { operatorLeads, type OperatorLeads } from '../inbox/operator-leads';
import { requestPerson, type RequestPerson } from '../privacy/request-person';
import { operatorServices, type OperatorServices } from './operator-services';
import { readSession, type AccessLogger, type SessionRead } from './operator-session';

// The one guard of every inbox entry (docs/operations.md#one-guard-for-every-inbox-entry), in
// the manner of nextjs/saas-starter's `validatedActionWithUser`: a page calls `operatorPage`, a
// Server Action is made by `operatorAction`, a route handler by `operatorRoute`
// (operator-guard.test.ts fails on an entry under app/inbox that does not). Each checks, in this
// order and here only: a session; the second factor, by session; the role's permission; for an
// action, its form's schema. A signed-in operator's refusal is logged `access-refused`, a failure
// on our side `inbox_entry_failed` in the server's log, the same way for every entry. What a
// lead's owner may do stays in the services the guard hands the entry (operator-leads.ts).

export type Permission = Parameters<typeof can>[1];

/** What a guarded entry is handed: its operator, the process's context, address and log. */
export type OperatorCall = {
  operator: Operator;
  ctx: ApiContext;
  address: string;
  log: AccessLogger;
  /** The session: its id and token (the two-factor step-up marks it), and whether a code was given in it. */
  session: NonNullable<SessionRead['session']>;
  /** The leads as this operator may open and save them (operator-leads.ts). */
  leads: OperatorLeads;
  /** A rights request's person, reached only through its verified contacts (request-person.ts). */
  requestPerson: RequestPerson;
  /** The admin-only services, refusing inside for a role without their permission (operator-services.ts). */
  services: OperatorServices;
};

export type GuardOptions = {
  /**
   * For two-factor's own set-up and step-up, and signing out: a session without its second
   * factor passes. No other entry may say so (operator-guard.test.ts).
   */
  beforeSecondFactor?: boolean;
};

type Checked =
  { pass: OperatorCall } | { refused: 'sign-in' | 'two-factor' | 'role'; read: SessionRead };

/**
 * A session counts as a second factor only where a code was given in it (migration 021): where
 * two-factor is required, and for every operator who has set it up, a session opened with a
 * password alone (before enrolment, say) passes nothing until its operator gives a code.
 */
export const needsSecondFactor = (read: Pick<SessionRead, 'ctx' | 'operator' | 'session'>) =>
  Boolean(
    read.operator &&
    !read.session?.secondFactor &&
    (read.ctx.config.twoFactorRequired || read.operator.twoFactorEnabled),
  );

/**
 * `record` is the page or route asked for; `name`, the action posted from it, named first in a
 * refusal's detail as lead-actions.ts names its own (`save: another counsellor’s lead`).
 */
async function check(
  sent: Headers,
  record: string,
  permission: Permission | undefined,
  { beforeSecondFactor = false, name }: GuardOptions & { name?: string },
): Promise<Checked> {
  const read = await readSession(sent);
  const { operator, session, log } = read;
  if (!operator || !session) return { refused: 'sign-in', read };
  const refuse = (why: string) =>
    log({ action: 'access-refused', record, detail: name ? `${name}: ${why}` : why });
  if (!beforeSecondFactor && needsSecondFactor(read)) {
    await refuse('no two-factor code in this session');
    return { refused: 'two-factor', read };
  }
  if (permission && !can(operator.role, permission)) {
    await refuse(`role ${operator.role}`);
    return { refused: 'role', read };
  }
  const { ctx } = read;
  const leads = operatorLeads(ctx, operator, log);
  const person = requestPerson(ctx.personalData);
  const services = operatorServices(ctx, operator, log);
  return { pass: { ...read, operator, session, leads, requestPerson: person, services } };
}

const failed = (entry: string, error: unknown) =>
  logEvent('error', 'inbox_entry_failed', { entry, error: (error as Error).message });

/** Where a session without its second factor is sent: the code (or the set-up), then back. */
const secondFactorPath = (path: string) => `${twoFactorPath}?next=${encodeURIComponent(path)}`;

/**
 * Every inbox page starts here: without a session the visitor is sent to sign in (and back to
 * `path` after); without the second factor, to give it; an operator whose role may not see the
 * page is answered 403. Each view and refusal is in the access log; the page writes what it does
 * after with the `log` returned.
 */
export async function operatorPage(
  path: string,
  permission?: Permission,
  options: GuardOptions = {},
): Promise<OperatorCall> {
  const checked = await check(await headers(), path, permission, options);
  if ('refused' in checked) {
    if (checked.refused === 'sign-in') redirect(signInPath(path));
    if (checked.refused === 'two-factor') redirect(secondFactorPath(path));
    forbidden();
  }
  await checked.pass.log({ action: 'page-viewed', record: path });
  return checked.pass;
}

/** A form's fields as the schema reads them: one string each, or every value of a repeated one. */
export function fieldsOf(form: FormData): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const name of new Set(form.keys())) {
    if (name.startsWith('$ACTION')) continue;
    const values = form.getAll(name).filter((value) => typeof value === 'string');
    fields[name] = values.length === 1 ? values[0] : values;
  }
  return fields;
}

export type ActionOptions<Input, State> = GuardOptions & {
  /** What the action does, as the access log names it when it refuses one (`merge`, `erase`). */
  name: string;
  schema: z.ZodMiniType<Input>;
  permission?: Permission;
  /**
   * The page the form is on, from what it posted: where a sign-in comes back to, and where a
   * refused operator is sent, which answers them 403 (forbidden() in an action posted without a
   * script answers 404).
   */
  page: (form: FormData) => string;
  /** What the form says to fields the schema refuses (or where it sends the browser). */
  invalid: (form: FormData, previous: State | null) => State | Promise<State>;
  /** What the form says when our side failed, said plainly, never a 500. */
  unavailable: (form: FormData, previous: State | null) => State | Promise<State>;
};

/**
 * A Server Action of the inbox, guarded: it trusts nothing the page showed, reads the session
 * again, and hands `handle` the form's fields as its schema parsed them. It takes the form alone
 * (`<form action>`) or after a previous state (`useActionState`).
 */
export function operatorAction<Input, State>(
  options: ActionOptions<Input, State>,
  handle: (
    input: Input,
    call: OperatorCall,
    context: { form: FormData; previous: State | null },
  ) => Promise<State>,
) {
  return async (first: State | FormData | null, second?: FormData): Promise<State> => {
    const form = second ?? first;
    const previous = second === undefined ? null : (first as State | null);
    // Next posts an action's used arguments only; anything else is not one of the inbox's forms.
    if (!(form instanceof FormData)) return previous as State;
    const page = options.page(form);
    let checked: Checked;
    try {
      checked = await check(await headers(), page, options.permission, options);
    } catch (error) {
      failed(`${options.name} ${page}`, error);
      return options.unavailable(form, previous);
    }
    if ('refused' in checked) {
      if (checked.refused === 'sign-in') redirect(signInPath(page));
      if (checked.refused === 'two-factor') redirect(secondFactorPath(page));
      redirect(page);
    }
    const parsed = z.safeParse(options.schema, fieldsOf(form));
    if (!parsed.success) return options.invalid(form, previous);
    try {
      return await handle(parsed.data, checked.pass, { form, previous });
    } catch (error) {
      // redirect() answers by throwing: Next's to handle, not a failure.
      unstable_rethrow(error);
      failed(`${options.name} ${page}`, error);
      return options.unavailable(form, previous);
    }
  };
}

const PRIVATE = { 'Cache-Control': 'private, no-store' };

export type RouteOptions = {
  /**
   * `file`: a download a person opens (redirects to sign in, text refusals); `json`: what a
   * script reads (401 and 403 in JSON).
   */
  answer: 'file' | 'json';
};

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' },
  });

const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...PRIVATE, ...extra } });

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { ...PRIVATE, Location: location } });

/** What another site's page made the browser ask (a link, an image, a form): never an operator's choice. */
const fromAnotherSite = (request: Request) =>
  ['cross-site', 'same-site'].includes(request.headers.get('sec-fetch-site') ?? '');

/**
 * A route handler of the inbox, guarded. Besides the checks of every entry, a request another
 * site started is refused (403, logged): a download or an access copy must be the operator's
 * own click in the inbox, though the session cookie (SameSite=Lax) rides along on another site's
 * link (OWASP ASVS 5.0 V3.5.3).
 */
export function operatorRoute<Params>(
  permission: Permission | undefined,
  handle: (request: Request, call: OperatorCall, params: Params) => Promise<Response>,
  { answer }: RouteOptions,
) {
  return async (request: Request, context: { params: Promise<Params> }): Promise<Response> => {
    const url = new URL(request.url);
    const here = `${url.pathname}${url.search}`;
    try {
      if (fromAnotherSite(request)) {
        const { log } = await readSession(request.headers);
        await log({ action: 'access-refused', record: here, detail: 'started by another site' });
        return answer === 'json'
          ? json(403, { error: inboxHomeCopy.otherSite })
          : text(403, inboxHomeCopy.otherSite);
      }
      const checked = await check(request.headers, here, permission, {});
      if ('refused' in checked) {
        if (answer === 'json')
          return checked.refused === 'role'
            ? json(403, { error: inboxHomeCopy.forbidden })
            : json(401, { error: inboxHomeCopy.signInAgain });
        if (checked.refused === 'sign-in') return seeOther(signInPath(here));
        if (checked.refused === 'two-factor') return seeOther(secondFactorPath(here));
        return text(403, inboxHomeCopy.forbidden);
      }
      return await handle(request, checked.pass, await context.params);
    } catch (error) {
      failed(here, error);
      return answer === 'json'
        ? json(503, { error: inboxHomeCopy.storeDown }, { 'Retry-After': '15' })
        : storageUnavailable();
    }
  };
}
