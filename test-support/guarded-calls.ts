import type { SiteContext } from '@/lib/server/site/site-context';

// An inbox entry called in Jest as Next calls it (operator-guard.test.ts, inbox-refusals.test.ts):
// `next/headers` answers the request set here, and the process's context is the test's. Each test
// file mocks the two modules with these:
//   jest.mock('next/headers', () => jest.requireActual('@/test-support/guarded-calls').nextHeaders);
//   jest.mock('@/lib/server/site/site-context', () =>
//     jest.requireActual('@/test-support/guarded-calls').testSiteContext());

export const called = { sent: new Headers(), ctx: null as SiteContext | null };

export const nextHeaders = {
  headers: async () => called.sent,
  cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }),
};

export const testSiteContext = () => ({
  ...jest.requireActual('@/lib/server/site/site-context'),
  siteContext: async () => called.ctx,
});

/** Sets the next call's request: its session cookie, client address and any other header. */
export function asRequest(
  cookie: string,
  address = '127.0.0.2',
  extra: Record<string, string> = {},
) {
  called.sent = new Headers({ cookie, 'x-forwarded-for': address, ...extra });
  return called.sent;
}

/** A form as an inbox page posts it. */
export const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

/** The session cookie a sign-in answered with, as a request sends it back. */
export const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

export type Outcome = { redirect: string } | { status: number; location: string | null } | 'passed';

/** What an entry answered: a redirect, 403 or 404 (Next throws them), a Response, or anything else. */
export async function outcomeOf(call: () => Promise<unknown>): Promise<Outcome> {
  try {
    const answer = await call();
    return answer instanceof Response
      ? { status: answer.status, location: answer.headers.get('location') }
      : 'passed';
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (digest.startsWith('NEXT_REDIRECT')) return { redirect: digest.split(';')[2] };
    if (digest === 'NEXT_HTTP_ERROR_FALLBACK;403') return { status: 403, location: null };
    if (digest === 'NEXT_HTTP_ERROR_FALLBACK;404') return { status: 404, location: null };
    throw error;
  }
}

/**
 * Adds an operator to the test's context and makes the next calls theirs: signed in with a
 * password, the session's cookie set as the request's. Imported when called, so that the mocks'
 * factories, which load this module, load no server module.
 */
export async function signInAs(
  ctx: SiteContext,
  operator: {
    email: string;
    name: string;
    role: 'admin' | 'counsellor' | 'university';
    university?: string;
  },
  password = 'correct horse battery',
) {
  const { operatorAccounts } = await import('@/lib/server/inbox/operator-accounts');
  await operatorAccounts(ctx.auth, ctx.store.database, 'jest').add({ ...operator, password });
  const response = await ctx.auth.api.signInEmail({
    body: { email: operator.email, password },
    asResponse: true,
  });
  return asRequest(cookieOf(response));
}
