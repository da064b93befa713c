/** @jest-environment node */
import { totpCode } from '@/e2e/totp';
import { asRequest, called, cookieOf, formOf, outcomeOf } from '@/test-support/guarded-calls';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import { serverConfig } from '../server-config';
import { listAccess } from '../inbox/access-log';
import { operatorAccounts } from '../inbox/operator-accounts';

// The guard at work (operator-guard.ts), on both engines: the entries themselves (the export and
// access-copy routes, the queue poll, Server Actions) called as Next calls them, with the request's
// headers. Next's `headers()` is the request under test; the process's context is this test's.

let ctx: SiteContext;
jest.mock('next/headers', () => jest.requireActual('@/test-support/guarded-calls').nextHeaders);
jest.mock('@/lib/server/site/site-context', () =>
  jest.requireActual('@/test-support/guarded-calls').testSiteContext(),
);

import { GET as exportRoute } from '@/app/inbox/export/route';
import { GET as accessCopyRoute } from '@/app/inbox/requests/[key]/access-copy/route';
import { GET as queueRoute } from '@/app/inbox/queue/updates/route';
import { setUpTwoFactor, signIn, verifySessionCode } from './sign-in-actions';
import { releaseRecord } from './record-actions';
import { rightsRequests } from '../privacy/rights-requests';

// Each password is hashed (scrypt) on a busy machine.
jest.setTimeout(30_000);

const PASSWORD = 'correct horse battery';
const BASE = 'http://localhost:3000';

const get = (path: string, cookie: string, extra: Record<string, string> = {}) =>
  new Request(`${BASE}${path}`, { headers: asRequest(cookie, '127.0.0.2', extra) });

/** Where a Server Action or page sent the browser (Next's redirect() throws it). */
const redirectOf = async (call: Promise<unknown>) => {
  const outcome = await outcomeOf(() => call);
  return typeof outcome === 'object' && 'redirect' in outcome ? outcome.redirect : null;
};

const lastLog = async () => (await listAccess(ctx.store.database)).at(-1);

describe.each(ENGINES)('%s operator guard', (engine) => {
  let database: TestDatabase;

  const open = async (env: Record<string, string> = {}) => {
    ctx = called.ctx = await createSiteContext(serverConfig({ ...database.env, ...env }));
    await operatorAccounts(ctx.auth, ctx.store.database, 'jest').add({
      email: 'asha@agency.in',
      name: 'Asha',
      role: 'admin',
      password: PASSWORD,
    });
  };
  const passwordSession = async (email = 'asha@agency.in') =>
    cookieOf(
      await ctx.auth.api.signInEmail({ body: { email, password: PASSWORD }, asResponse: true }),
    );

  beforeEach(async () => {
    database = await freshDatabase(engine);
  });
  afterEach(async () => {
    await closeSiteContext(ctx);
    await database.drop();
  });

  describe('where two-factor is required', () => {
    beforeEach(() => open({ OPERATOR_TWO_FACTOR: 'required' }));

    it("gives an unenrolled admin's password session no export, access copy, poll or action result", async () => {
      const cookie = await passwordSession();
      for (const format of ['csv', 'json']) {
        const answer = await exportRoute(get(`/inbox/export?format=${format}`, cookie), {
          params: Promise.resolve({}),
        });
        expect(answer.status).toBe(303);
        expect(answer.headers.get('location')).toBe(
          `/inbox/two-factor?next=${encodeURIComponent(`/inbox/export?format=${format}`)}`,
        );
        expect(await lastLog()).toMatchObject({
          operatorEmail: 'asha@agency.in',
          action: 'access-refused',
          record: `/inbox/export?format=${format}`,
          detail: 'no two-factor code in this session',
        });
      }
      const request = await rightsRequests(ctx.store.database).add({
        kind: 'access',
        phone: '9876543210',
        email: 'kavya@example.in',
        details: '',
        language: 'en',
        user_agent: 'jest',
        suspected_reason: null,
        idempotency_key: null,
      });
      const copy = await accessCopyRoute(
        get(`/inbox/requests/${request.reference}/access-copy`, cookie),
        { params: Promise.resolve({ key: request.reference }) },
      );
      expect(copy.status).toBe(303);
      expect(await lastLog()).toMatchObject({ action: 'access-refused' });
      expect(
        (await listAccess(ctx.store.database)).some(({ action }) => action === 'access-copy-sent'),
      ).toBe(false);

      const poll = await queueRoute(get('/inbox/queue/updates', cookie), {
        params: Promise.resolve({}),
      });
      expect(poll.status).toBe(401);

      asRequest(cookie);
      expect(await redirectOf(releaseRecord(formOf({ type: 'lead', id: '1' })))).toBe(
        `/inbox/two-factor?next=${encodeURIComponent('/inbox/suspected')}`,
      );
      expect(await lastLog()).toMatchObject({
        action: 'access-refused',
        record: '/inbox/suspected',
        detail: 'release: no two-factor code in this session',
      });
    });
  });

  it('counts a code by session: one opened before enrolment passes nothing until a code is given in it', async () => {
    await open();
    const before = await passwordSession();
    const exportCsv = (cookie: string) =>
      exportRoute(get('/inbox/export?format=csv', cookie), { params: Promise.resolve({}) });
    expect((await exportCsv(before)).status).toBe(200);

    // Enrolled from another session: the set-up's confirmed code makes a session that counts.
    const other = await passwordSession();
    const enabled = await ctx.auth.api.enableTwoFactor({
      body: { password: PASSWORD, method: 'totp' },
      headers: new Headers({ cookie: other }),
    });
    if (enabled.method !== 'totp') throw new Error('no TOTP key');
    const key = new URL(enabled.totpURI).searchParams.get('secret')!;
    const enrolled = cookieOf(
      await ctx.auth.api.verifyTOTP({
        body: { code: totpCode(key) },
        headers: new Headers({ cookie: other }),
        asResponse: true,
      }),
    );
    expect((await exportCsv(enrolled)).status).toBe(200);

    const refused = await exportCsv(before);
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toMatch(/^\/inbox\/two-factor\?next=/);
    expect(await lastLog()).toMatchObject({ detail: 'no two-factor code in this session' });

    // The set-up is refused to an operator who has two-factor already, and logged.
    asRequest(enrolled);
    expect(await setUpTwoFactor(null, formOf({ password: PASSWORD }))).toMatchObject({
      message: expect.stringContaining('already on'),
    });
    expect(await lastLog()).toMatchObject({
      action: 'access-refused',
      detail: 'set-up: already on',
    });

    // The old session gives the app's code, and goes on.
    asRequest(before);
    expect(await verifySessionCode(null, formOf({ code: '000000' }))).toEqual({
      message: expect.stringContaining('That code is not right'),
    });
    expect(
      await redirectOf(verifySessionCode(null, formOf({ code: totpCode(key), next: '/inbox' }))),
    ).toBe('/inbox');
    expect((await exportCsv(before)).status).toBe(200);
  });

  it("limits the set-up's password per account and address, and logs each refusal", async () => {
    await open();
    const cookie = await passwordSession();
    asRequest(cookie, '127.0.0.3');
    for (let i = 0; i < 10; i++)
      expect(await setUpTwoFactor(null, formOf({ password: `wrong password ${i}` }))).toMatchObject(
        { message: 'That password is not right.' },
      );
    expect(await setUpTwoFactor(null, formOf({ password: PASSWORD }))).toMatchObject({
      message: expect.stringContaining('Too many sign-in attempts'),
    });
    expect(await lastLog()).toMatchObject({
      action: 'two-factor-failed',
      detail: 'too many passwords from this address',
    });
    // Another address is not held by this one's attempts.
    asRequest(cookie, '127.0.0.4');
    expect(await setUpTwoFactor(null, formOf({ password: PASSWORD }))).toMatchObject({
      step: 'confirm',
    });
  }, 30_000);

  it('refuses an export or access copy another site started (Sec-Fetch-Site), and logs it', async () => {
    await open();
    const cookie = await passwordSession();
    for (const site of ['cross-site', 'same-site']) {
      const answer = await exportRoute(
        get('/inbox/export?format=csv', cookie, { 'sec-fetch-site': site }),
        { params: Promise.resolve({}) },
      );
      expect(answer.status).toBe(403);
      expect(await answer.text()).toContain('another site');
      expect(await lastLog()).toMatchObject({
        operatorEmail: 'asha@agency.in',
        action: 'access-refused',
        detail: 'started by another site',
      });
    }
    for (const site of ['same-origin', 'none']) {
      const answer = await exportRoute(
        get('/inbox/export?format=csv', cookie, { 'sec-fetch-site': site }),
        { params: Promise.resolve({}) },
      );
      expect(answer.status).toBe(200);
    }
  });

  it("logs a failed sign-in's typed email only when it is an operator's", async () => {
    await open();
    asRequest('', '127.0.0.5');
    const attempt = (email: string) =>
      signIn(null, formOf({ email, password: 'my password typed here', next: '/inbox' }));
    await attempt('my password typed here');
    expect(await lastLog()).toMatchObject({
      operatorEmail: null,
      action: 'sign-in-failed',
      record: 'unknown account',
    });
    await attempt('asha@agency.in');
    expect(await lastLog()).toMatchObject({
      operatorEmail: 'asha@agency.in',
      action: 'sign-in-failed',
    });
    expect(JSON.stringify(await listAccess(ctx.store.database))).not.toContain(
      'my password typed here',
    );
  });

  it('logs the open queue once per session and view a window, not every poll', async () => {
    await open();
    const cookie = await passwordSession();
    const poll = (query = '') =>
      queueRoute(get(`/inbox/queue/updates${query}`, cookie), { params: Promise.resolve({}) });
    for (let i = 0; i < 5; i++) expect((await poll()).status).toBe(200);
    await poll('?status=new');
    const polls = (await listAccess(ctx.store.database)).filter(
      ({ action }) => action === 'queue-polled',
    );
    expect(polls.map(({ record }) => record)).toEqual([
      '/inbox/queue/updates',
      '/inbox/queue/updates?status=new',
    ]);
  });
});
