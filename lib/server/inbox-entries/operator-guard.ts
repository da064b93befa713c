import 'server-only';
import { headers } from 'next/headers';
import { forbidden, notFound, redirect, unstable_rethrow } from 'next/navigation';
import * as z from 'zod/mini';
import { inboxHomeCopy } from '@/content/inbox';
import { signInPath, twoFactorPath } from '@/lib/inbox/inbox-paths';
import { can } from '@/lib/inbox/roles';
import { portalHome, portalPath } from '@/lib/portal/portal-paths';
import { logEvent, storageUnavailable } from '../http/http';
import type { Operator } from '../inbox/operator';
import { operatorLeads, type OperatorLeads } from '../inbox/operator-leads';
import { requestPerson, type RequestPerson } from '../privacy/request-person';
import { portalUniversity, type PortalActor, type PortalServices } from '../portal/portal-services';
import { operatorAccount, type OperatorAccount } from './operator-account';
import { operatorServices, type OperatorServices } from './operator-services';
import { readSession, type AccessLogger, type SessionRead } from './operator-session';
import { isServiceRefused, type RefuseService } from './service-gate';

// The one guard of every inbox entry (docs/operations.md#one-guard-for-every-inbox-entry), in
// the manner of nextjs/saas-starter's `validatedActionWithUser`: a page calls `operatorPage`, a
// Server Action is made by `operatorAction`, a route handler by `operatorRoute`
// (operator-guard.test.ts fails on an entry under app/inbox that does not). Each checks, in this
// order and here only: a session; the second factor, by session; the role's permission; for an
// action, its form's schema. A signed-in operator's refusal is logged `access-refused`, a failure
// on our side `inbox_entry_failed` in the server's log, the same way for every entry. What a
// lead's owner may do stays in the services the guard hands the entry (operator-leads.ts).
// A university user (docs/operations.md#university-users) passes no inbox entry: its pages send
// it to the portal, whose entries (`portalPage`, `portalAction`, `portalRoute`) hand it the
// university actor's services alone (lib/server/portal/portal-services.ts), without the process's
// context or any handle on the store.

export type Permission = Parameters<typeof can>[1];

/**
 * What a guarded entry is handed: its operator, address and log, and the operator's services;
 * never the process's context, so no entry reaches the store's database or a lifecycle handle.
 */
export type OperatorCall = {
  operator: Operator;
  address: string;
  log: AccessLogger;
  /** The session: its id and token (the two-factor step-up marks it), and whether a code was given in it. */
  session: NonNullable<SessionRead['session']>;
  /** The leads as this operator may open and save them (operator-leads.ts). */
  leads: OperatorLeads;
  /** A rights request's person, reached only through its verified contacts (request-person.ts). */
  requestPerson: RequestPerson;
  /** The role's services, refusing inside for a role without their permission (operator-services.ts). */
  services: OperatorServices;
  /** The operator's own account: two-factor, sign-out, their browsers' pushes (operator-account.ts). */
  account: OperatorAccount;
};

export type GuardOptions = {
  /**
   * For two-factor's own set-up and step-up, and signing out: a session without its second
   * factor passes. No other entry may say so (operator-guard.test.ts).
   */
  beforeSecondFactor?: boolean;
};

/**
 * Why an entry was refused: no session; no second factor; the role may not (403); a university
 * user at an inbox entry (sent to the portal); a portal that is not the user's (not-found).
 */
type Refusal = 'sign-in' | 'two-factor' | 'role' | 'university' | 'not-found';

type Checked<Call> = { pass: Call } | { refused: Refusal };

type SignedIn = {
  read: SessionRead & { operator: Operator; session: NonNullable<SessionRead['session']> };
  refuse: (why: string) => Promise<void>;
};

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
 * The checks of every entry, inbox or portal: a session, then its second factor. `record` is the
 * page or route asked for; `name`, the action posted from it, named first in a refusal's detail as
 * lead-actions.ts names its own (`save: another counsellor’s lead`).
 */
async function signedIn(
  sent: Headers,
  record: string,
  { beforeSecondFactor = false, name }: GuardOptions & { name?: string },
): Promise<SignedIn | { refused: 'sign-in' | 'two-factor' }> {
  const read = await readSession(sent);
  const { operator, session, log } = read;
  if (!operator || !session) return { refused: 'sign-in' };
  const refuse = (why: string) =>
    log({ action: 'access-refused', record, detail: name ? `${name}: ${why}` : why });
  if (!beforeSecondFactor && needsSecondFactor(read)) {
    await refuse('no two-factor code in this session');
    return { refused: 'two-factor' };
  }
  return { read: { ...read, operator, session }, refuse };
}

/** An inbox entry's checks: besides a session, no university user, and the role's permission. */
async function check(
  sent: Headers,
  record: string,
  permission: Permission | undefined,
  options: GuardOptions & { name?: string; refuseService?: RefuseService },
): Promise<Checked<OperatorCall>> {
  const signed = await signedIn(sent, record, options);
  if ('refused' in signed) return signed;
  const { read, refuse } = signed;
  const { operator, ctx, log, address, session } = read;
  // Two-factor's own set-up and signing out are a university user's too.
  if (operator.role === 'university' && !options.beforeSecondFactor) {
    await refuse('a university user');
    return { refused: 'university' };
  }
  if (permission && !can(operator.role, permission)) {
    await refuse(`role ${operator.role}`);
    return { refused: 'role' };
  }
  return {
    pass: {
      operator,
      address,
      log,
      session,
      leads: operatorLeads(ctx, operator, log),
      requestPerson: requestPerson(ctx.personalData),
      services: operatorServices(ctx, { operator, address, log }, options.refuseService),
      account: operatorAccount(ctx, { operator, session, address }),
    },
  };
}

/** What a portal entry is handed: who is looking, as which university, and its services alone. */
export type PortalCall = { actor: PortalActor; portal: PortalServices };

/**
 * A portal entry's checks: a university user opens its own university's portal only (another's
 * answers not-found, as a lead that is not its own does); an agency admin any university's, as
 * that university sees it; a counsellor none.
 */
async function checkPortal(
  sent: Headers,
  record: string,
  universityId: string,
  options: { name?: string } = {},
): Promise<Checked<PortalCall>> {
  const signed = await signedIn(sent, record, options);
  if ('refused' in signed) return signed;
  const { read, refuse } = signed;
  const { operator, ctx, log } = read;
  const university = portalUniversity(universityId);
  const own = operator.role === 'university' && operator.university === universityId;
  if (operator.role !== 'university' && operator.role !== 'admin') {
    await refuse(`role ${operator.role}`);
    return { refused: 'role' };
  }
  if (!university || (operator.role === 'university' && !own)) {
    await refuse(`the portal of ${universityId}: not this user's`);
    return { refused: 'not-found' };
  }
  const actor: PortalActor = {
    operator: { id: operator.id, name: operator.name },
    university,
    agencyView: operator.role === 'admin',
  };
  return { pass: { actor, portal: ctx.portal.as(actor, log) } };
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
  // A service the page's permission let through but the role may not use answers 403 too.
  const checked = await check(await headers(), path, permission, {
    ...options,
    refuseService: () => forbidden(),
  });
  if ('refused' in checked) pageRefused(checked.refused, path);
  await checked.pass.log({ action: 'page-viewed', record: path });
  return checked.pass;
}

/** A refused page's answer: sign in, give the code, the portal, not found, or 403. */
function pageRefused(refused: Refusal, path: string): never {
  if (refused === 'sign-in') redirect(signInPath(path));
  if (refused === 'two-factor') redirect(secondFactorPath(path));
  if (refused === 'university') redirect(portalHome);
  if (refused === 'not-found') notFound();
  forbidden();
}

/**
 * Every portal page starts here, for the university its address names (`/portal/amity/…`):
 * refused as an inbox page is (a counsellor 403), and a university that is not the user's
 * answers not-found. The services log what the page reads, the university named.
 */
export async function portalPage(university: string, path: string): Promise<PortalCall> {
  const checked = await checkPortal(await headers(), path, university);
  if ('refused' in checked) pageRefused(checked.refused, path);
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

type Handle<Input, State, Call> = (
  input: Input,
  call: Call,
  context: { form: FormData; previous: State | null },
) => Promise<State>;

/** A guarded Server Action whose checks `resolve` makes: the inbox's or the portal's. */
function guardedAction<Input, State, Call>(
  options: ActionOptions<Input, State>,
  resolve: (sent: Headers, page: string, form: FormData) => Promise<Checked<Call>>,
  handle: Handle<Input, State, Call>,
) {
  return async (first: State | FormData | null, second?: FormData): Promise<State> => {
    const form = second ?? first;
    const previous = second === undefined ? null : (first as State | null);
    // Next posts an action's used arguments only; anything else is not one of the inbox's forms.
    if (!(form instanceof FormData)) return previous as State;
    const page = options.page(form);
    let checked: Checked<Call>;
    try {
      checked = await resolve(await headers(), page, form);
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
      // Refused inside a service (logged there): sent back as the guard's refusals are.
      if (isServiceRefused(error)) redirect(page);
      failed(`${options.name} ${page}`, error);
      return options.unavailable(form, previous);
    }
  };
}

/**
 * A Server Action of the inbox, guarded: it trusts nothing the page showed, reads the session
 * again, and hands `handle` the form's fields as its schema parsed them. It takes the form alone
 * (`<form action>`) or after a previous state (`useActionState`).
 */
export const operatorAction = <Input, State>(
  options: ActionOptions<Input, State>,
  handle: Handle<Input, State, OperatorCall>,
) => guardedAction(options, (sent, page) => check(sent, page, options.permission, options), handle);

/**
 * A Server Action of the portal, guarded as the inbox's are, for the university its form names
 * (`university`, checked again here: a form posted with another university's id is refused as its
 * page would be, not-found).
 */
export const portalAction = <Input, State>(
  options: Omit<ActionOptions<Input, State>, 'permission' | 'beforeSecondFactor'>,
  handle: Handle<Input, State, PortalCall>,
) =>
  guardedAction(
    options,
    (sent, page, form) => checkPortal(sent, page, String(form.get('university') ?? ''), options),
    handle,
  );

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

/** A guarded route handler whose checks `resolve` makes: the inbox's or the portal's. */
function guardedRoute<Params, Call>(
  resolve: (sent: Headers, here: string, params: Params) => Promise<Checked<Call>>,
  handle: (request: Request, call: Call, params: Params) => Promise<Response>,
  { answer }: RouteOptions,
) {
  /** A refusal in the route's own kind: JSON for a script, text for a person. */
  const said = (status: number, error: string) =>
    answer === 'json' ? json(status, { error }) : text(status, error);
  return async (request: Request, context: { params: Promise<Params> }): Promise<Response> => {
    const url = new URL(request.url);
    const here = `${url.pathname}${url.search}`;
    try {
      if (fromAnotherSite(request)) {
        const { log } = await readSession(request.headers);
        await log({ action: 'access-refused', record: here, detail: 'started by another site' });
        return said(403, inboxHomeCopy.otherSite);
      }
      const params = await context.params;
      const checked = await resolve(request.headers, here, params);
      if ('refused' in checked) {
        const { refused } = checked;
        if (answer === 'json' && (refused === 'sign-in' || refused === 'two-factor'))
          return json(401, { error: inboxHomeCopy.signInAgain });
        if (refused === 'sign-in') return seeOther(signInPath(here));
        if (refused === 'two-factor') return seeOther(secondFactorPath(here));
        if (refused === 'not-found') return said(404, inboxHomeCopy.notFound);
        return said(403, inboxHomeCopy.forbidden);
      }
      return await handle(request, checked.pass, params);
    } catch (error) {
      // Refused inside a service (logged there): a 403, as the guard's own refusal.
      if (isServiceRefused(error)) return said(403, inboxHomeCopy.forbidden);
      failed(here, error);
      return answer === 'json'
        ? json(503, { error: inboxHomeCopy.storeDown }, { 'Retry-After': '15' })
        : storageUnavailable();
    }
  };
}

/**
 * A route handler of the inbox, guarded. Besides the checks of every entry, a request another
 * site started is refused (403, logged): a download or an access copy must be the operator's
 * own click in the inbox, though the session cookie (SameSite=Lax) rides along on another site's
 * link (OWASP ASVS 5.0 V3.5.3).
 */
export const operatorRoute = <Params>(
  permission: Permission | undefined,
  handle: (request: Request, call: OperatorCall, params: Params) => Promise<Response>,
  options: RouteOptions,
) =>
  guardedRoute<Params, OperatorCall>(
    (sent, here) => check(sent, here, permission, {}),
    handle,
    options,
  );

/**
 * A route handler of the portal (a download), guarded as the inbox's are, for the university its
 * address names: another university's answers 404.
 */
export const portalRoute = <Params extends { university: string }>(
  handle: (request: Request, call: PortalCall, params: Params) => Promise<Response>,
  options: RouteOptions,
) =>
  guardedRoute<Params, PortalCall>(
    (sent, here, params) => checkPortal(sent, here, params.university),
    handle,
    options,
  );

/**
 * `/portal`, where a sign-in lands a university user: sent on to its university's list. An agency
 * admin is given the universities to look at as each sees it; anyone else refused as a page is.
 */
export async function portalLanding(): Promise<{ admin: Operator }> {
  const signed = await signedIn(await headers(), portalHome, {});
  if ('refused' in signed) pageRefused(signed.refused, portalHome);
  const { operator } = signed.read;
  if (operator.role === 'university' && operator.university)
    redirect(portalPath(operator.university));
  if (operator.role !== 'admin') {
    await signed.refuse(`role ${operator.role}`);
    forbidden();
  }
  await signed.read.log({ action: 'page-viewed', record: portalHome });
  return { admin: operator };
}
