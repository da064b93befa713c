/** @jest-environment node */
import webpush from 'web-push';
import { notificationsCopy } from '@/content/inbox-push';
import {
  startFakePushService,
  type BrowserSubscription,
  type FakePushService,
} from '@/scripts/test/fake-push-service.mjs';
import { asRequest, called, cookieOf, formOf, outcomeOf } from '@/test-support/guarded-calls';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import { serverConfig } from '../server-config';
import { listAccess } from '../inbox/access-log';
import { operatorAccounts } from '../inbox/operator-accounts';

// The Notifications page's actions and signing out, called as Next calls them (push-actions.ts,
// sign-in-actions.ts), on both engines: what the access log keeps of a browser's subscription,
// the test button's answers and its limit, turning a browser off, and signing out of it.

let ctx: SiteContext;
jest.mock('next/headers', () => jest.requireActual('@/test-support/guarded-calls').nextHeaders);
jest.mock('@/lib/server/site/site-context', () =>
  jest.requireActual('@/test-support/guarded-calls').testSiteContext(),
);

import { savePushSubscription, sendTestPush, turnOffPush } from './push-actions';
import { signOut } from './sign-in-actions';

// Each password is hashed (scrypt) on a busy machine.
jest.setTimeout(30_000);

const PASSWORD = 'correct horse battery';
const VAPID = webpush.generateVAPIDKeys();

const fieldsOf = (browser: BrowserSubscription) => ({
  endpoint: browser.endpoint,
  ...browser.keys,
});

describe.each(ENGINES)('%s push actions', (engine) => {
  let database: TestDatabase;
  let push: FakePushService;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    push = await startFakePushService();
    ctx = called.ctx = await createSiteContext(
      serverConfig({
        ...database.env,
        VAPID_PUBLIC_KEY: VAPID.publicKey,
        VAPID_PRIVATE_KEY: VAPID.privateKey,
        PUSH_TEST_LOOPBACK: 'allowed',
      }),
    );
  });
  afterEach(async () => {
    await closeSiteContext(ctx);
    await push.close();
    await database.drop();
  });

  /** Adds the operator and signs them in; the next calls are theirs. Their id. */
  const signedIn = async (email: string) => {
    await operatorAccounts(ctx.auth, ctx.store.database, 'jest').add({
      email,
      name: email.split('@')[0],
      role: 'counsellor',
      password: PASSWORD,
    });
    asRequest(
      cookieOf(
        await ctx.auth.api.signInEmail({ body: { email, password: PASSWORD }, asResponse: true }),
      ),
    );
    const { id } = await ctx.store.database.db
      .selectFrom('operator')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return id;
  };
  const pushRows = async () =>
    (await listAccess(ctx.store.database))
      .filter((row) => row.action.startsWith('push-') || row.action === 'access-refused')
      .map((row) => `${row.action} ${row.detail}`);
  const save = (browser: BrowserSubscription) => savePushSubscription(formOf(fieldsOf(browser)));
  const test = () => sendTestPush(null, formOf({}));
  const host = () => new URL(push.origin).host;

  it('logs a browser once when it is saved, and again only when it changed', async () => {
    const id = await signedIn('asha@agency.in');
    const phone = push.subscription();
    // The first save, then each inbox page's re-sync of the same browser.
    for (let visit = 0; visit < 3; visit++) expect(await save(phone)).toEqual({ devices: 1 });
    // Its push service gave it new keys: a change.
    const renewed = push.subscription();
    await savePushSubscription(formOf({ ...fieldsOf(renewed), endpoint: phone.endpoint }));
    expect(await pushRows()).toEqual([
      `push-subscribed a browser at ${host()}; 1 in all`,
      `push-subscribed a browser at ${host()}; 1 in all`,
    ]);
    // An address that is no push service is refused, said, and logged; nothing is saved.
    expect(
      await savePushSubscription(
        formOf({ ...fieldsOf(phone), endpoint: 'https://169.254.169.254/latest/meta-data/' }),
      ),
    ).toEqual({ error: notificationsCopy.failed });
    expect((await pushRows()).at(-1)).toBe(
      'access-refused push-subscribe: 169.254.169.254 is not a push service',
    );
    expect(await ctx.push.count(id)).toBe(1);
  });

  it('answers every failed test alike, and takes three a minute', async () => {
    await signedIn('asha@agency.in');
    expect(await test()).toEqual({ ok: false, message: notificationsCopy.testNone });
    // Gone (410), then redirected elsewhere (307): the same answer.
    const gone = push.subscription();
    await save(gone);
    push.unsubscribe(gone.endpoint);
    expect(await test()).toEqual({ ok: false, message: notificationsCopy.testFailed });
    const redirected = push.subscription();
    await save(redirected);
    push.redirect(redirected.endpoint, push.subscription().endpoint);
    expect(await test()).toEqual({ ok: false, message: notificationsCopy.testFailed });
    // A fourth within the minute is refused before anything is sent.
    const received = push.state.refused.length;
    expect(await test()).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^You have sent 3 test notifications in the last minute\. Try again in \d+ seconds?\.$/,
      ),
    });
    expect(push.state.refused).toHaveLength(received);
    expect(await pushRows()).toEqual([
      'push-tested pushed to 0 of 0 devices',
      `push-subscribed a browser at ${host()}; 1 in all`,
      'push-tested pushed to 0 of 1 devices, 1 gone and removed',
      `push-subscribed a browser at ${host()}; 1 in all`,
      'push-tested pushed to 0 of 1 devices, failed: push 307',
      'push-tested refused: more than 3 a minute',
    ]);

    // Another operator has three of their own: a push service that is down answers alike, and
    // a device that takes it is counted.
    await signedIn('bela@agency.in');
    const closed = await startFakePushService();
    const unreachable = closed.subscription();
    await closed.close();
    await save(unreachable);
    expect(await test()).toEqual({ ok: false, message: notificationsCopy.testFailed });
    await save(push.subscription());
    expect(await test()).toEqual({ ok: true, message: notificationsCopy.testSent(1) });
  });

  it('turning off, or signing out, forgets this browser and logs it', async () => {
    const id = await signedIn('asha@agency.in');
    const laptop = push.subscription();
    const phone = push.subscription();
    await save(laptop);
    await save(phone);
    expect(await turnOffPush(null, formOf({ endpoint: laptop.endpoint }))).toEqual({ ok: true });
    expect(await ctx.push.count(id)).toBe(1);
    // Another operator's browser is not this one's to turn off.
    const otherId = await signedIn('bela@agency.in');
    const theirs = push.subscription();
    await save(theirs);
    expect(await turnOffPush(null, formOf({ endpoint: phone.endpoint }))).toEqual({ ok: true });
    expect(await ctx.push.count(id)).toBe(1);
    // Signing out unsubscribes the browser: its script sends the endpoint.
    expect(await outcomeOf(() => signOut(formOf({ endpoint: theirs.endpoint })))).toEqual({
      redirect: '/inbox/sign-in',
    });
    expect(await ctx.push.count(otherId)).toBe(0);
    const log = (await listAccess(ctx.store.database)).map((row) =>
      `${row.operatorEmail} ${row.action} ${row.detail ?? ''}`.trim(),
    );
    expect(log.filter((row) => /push-unsubscribed|sign-out/.test(row))).toEqual([
      `asha@agency.in push-unsubscribed a browser at ${host()}; turned off; 1 in all`,
      `bela@agency.in push-unsubscribed a browser at ${host()}; signed out; 0 in all`,
      'bela@agency.in sign-out',
    ]);
  });
});
