import { expect } from '@playwright/test';
import { inboxHomeCopy } from '@/content/inbox';
import { notificationsCopy, pushCopy } from '@/content/inbox-push';
import { universities } from '@/lib/catalogue/universities';
import type { OutboxReport } from '@/lib/server/outbox/outbox-report';
import { startFakePushService, type FakePushService } from '@/scripts/test/fake-push-service.mjs';
import { chromiumPath } from '@/scripts/test/chromium-path.mjs';
import { E2E_PORT } from './env';
import { eventually, siteOfFile, test } from './server-process';
import { fakePushFor } from './push-support';
import {
  accessLog,
  addOperator,
  adLanding,
  fillAdmissionForm,
  runLeads,
  signedIn,
  inboxNavLink,
  signIn,
} from './support';

// A push to the owner's phone (docs/operations.md#push-to-the-owners-phone): the inbox is
// installable (its manifest and a service worker of scope /inbox/ only); a counsellor turns on
// notifications; a lead sent from an admission form is assigned to them and their phone's push
// service (a fake on loopback that checks the VAPID header and decrypts) receives it once, urgent,
// living as long as the deadline; the test button delivers too; a browser's new endpoint replaces
// its old one on the next visit, and one its push service has dropped is deleted.
//
// Headless Chromium cannot reach a real push service offline, so the page's PushManager hands out
// the fake service's subscriptions: everything else (permission, worker, the inbox's script, the
// guarded action, the outbox, web-push) is the real thing.

// Debian's headless shell, which the other specs drive, refuses every notification permission:
// this spec drives the whole browser, headless, as the benchmarks do.
test.use({
  launchOptions: { executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] },
});

const PORT = E2E_PORT + 1110;
const BASE = `http://127.0.0.1:${PORT}`;
const COUNSELLOR = 'ria@push-e2e.in';
/** Turns notifications off, and signs out: apart from Ria, whose every lead is hers. */
const LEAVER = 'tara@push-e2e.in';
const DEADLINE_SECONDS = 600;
const LPU = universities.find((university) => university.id === 'lpu')!;

let push: FakePushService;

const { env } = siteOfFile('push', PORT, {
  FIRST_CONTACT_DEADLINE_SECONDS: String(DEADLINE_SECONDS),
  FORWARD_POLL_MS: '200',
  RATE_LIMIT_POINTS: '1000',
  // The fake push service is on 127.0.0.1 (docs/configuration.md: tests only).
  PUSH_TEST_LOOPBACK: 'allowed',
  // A browser fills the form faster than a person: not taken for a bot's (held, not assigned).
  MIN_FILL_TIME_MS: '0',
});
test.beforeAll(async () => {
  test.setTimeout(120_000);
  push = await startFakePushService();
  // The one counsellor: every lead is hers. Tara is an admin, given none.
  await addOperator(env, COUNSELLOR, 'Ria Sen', 'counsellor');
  await addOperator(env, LEAVER, 'Tara Das', 'admin');
});
test.afterAll(async () => {
  await push?.close();
});

test('a counsellor turns on notifications and her phone gets each lead she is given, once', async ({
  browser,
}) => {
  // Public pages stay as they were: no manifest, no worker.
  const home = await (await fetch(`${BASE}/`)).text();
  expect(home).not.toContain('manifest');
  const manifest = await fetch(`${BASE}/inbox/manifest.webmanifest`);
  expect(await manifest.json()).toMatchObject({
    start_url: '/inbox',
    scope: '/inbox',
    display: 'standalone',
    icons: expect.arrayContaining([
      expect.objectContaining({ src: '/inbox/icon-192.png', sizes: '192x192' }),
      expect.objectContaining({ src: '/inbox/icon-512.png', sizes: '512x512' }),
    ]),
  });
  for (const icon of ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png'])
    expect((await fetch(`${BASE}/inbox/${icon}`)).headers.get('content-type')).toBe('image/png');
  const worker = await fetch(`${BASE}/inbox/sw.js`);
  expect(worker.headers.get('content-type')).toMatch(/javascript/);
  expect(await worker.text()).toContain("addEventListener('push'");

  const context = await signedIn(browser, BASE, COUNSELLOR);
  await context.grantPermissions(['notifications'], { origin: BASE });
  const phone = push.subscription();
  await fakePushFor(context, phone);
  const page = await context.newPage();
  await page.goto(`${BASE}/inbox`);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/inbox/manifest.webmanifest',
  );
  await (await inboxNavLink(page, notificationsCopy.navLabel)).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notificationsCopy.title);
  await expect(page.getByTestId('push-state')).toHaveText(notificationsCopy.off);
  await expect(page.getByTestId('push-devices')).toHaveText(notificationsCopy.devices(0));
  await page.getByRole('button', { name: notificationsCopy.turnOn }).click();
  await expect(page.getByTestId('push-state')).toHaveText(notificationsCopy.on);
  await expect(page.getByTestId('push-devices')).toHaveText(notificationsCopy.devices(1));
  // The worker is the inbox's alone.
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope),
  ).toBe(`${BASE}/inbox/`);

  // A student sends LPU's admission form; the lead is Ria's, and her phone hears of it.
  await fillAdmissionForm(browser, adLanding(BASE, 'lpu', 'push-ad'), 'lpu', {
    name: 'Ishita Push-e2e',
    phone: '91055 00001',
    email: 'ishita@push-e2e.in',
  });
  await eventually(() => push.pushesTo(phone.endpoint).length === 1);
  const outbox = async (): Promise<OutboxReport> =>
    JSON.parse(await runLeads(['outbox', '--all', '--format', 'json'], env));
  await eventually(async () =>
    (await outbox()).items.some((item) => item.destination === 'push' && item.delivered_at),
  );
  const [item] = (await outbox()).items.filter((entry) => entry.destination === 'push');
  expect(item).toMatchObject({ record_type: 'assignment', attempts: 1 });
  const [received] = push.pushesTo(phone.endpoint);
  expect(received).toMatchObject({
    ttl: String(DEADLINE_SECONDS),
    urgency: 'high',
    encoding: 'aes128gcm',
    payload: {
      title: expect.stringMatching(/^New lead #\d+$/),
      body: LPU.name,
      url: expect.stringMatching(/^\/inbox\/leads\/\d+$/),
    },
  });
  // The lock screen shows the lead's number and university, never a name, phone or email.
  const leadId = Number(/\d+$/.exec(received.payload!.url as string)![0]);
  expect(received.payload!.title).toBe(pushCopy.newLead(leadId, null));
  expect(JSON.stringify(received.payload)).not.toMatch(/Ishita|9105500001|push-e2e\.in|Push-e2e/);
  expect(push.state.refused).toEqual([]);
  // The link opens the lead, which is hers.
  await page.goto(`${BASE}${received.payload!.url as string}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ishita Push-e2e');

  // The test button delivers to the same phone, and says so.
  await page.goto(`${BASE}/inbox/notifications`);
  await page.getByRole('button', { name: notificationsCopy.test }).click();
  await expect(page.getByText(notificationsCopy.testSent(1))).toBeVisible();
  expect(push.pushesTo(phone.endpoint).map((got) => got.payload?.title)).toEqual([
    pushCopy.newLead(leadId, null),
    pushCopy.testTitle,
  ]);

  // Her browser's push service gives it a new endpoint: the next inbox visit replaces the old one.
  const renewed = push.subscription();
  await fakePushFor(context, renewed);
  await page.goto(`${BASE}/inbox`);
  await page.goto(`${BASE}/inbox/notifications`);
  await expect(page.getByTestId('push-devices')).toHaveText(notificationsCopy.devices(1));
  await page.getByRole('button', { name: notificationsCopy.test }).click();
  await expect(page.getByText(notificationsCopy.testSent(1))).toBeVisible();
  expect(push.pushesTo(renewed.endpoint)).toHaveLength(1);
  expect(push.pushesTo(phone.endpoint)).toHaveLength(2);
  // Each of those inbox pages saved the browser again; the log has a row only when it changed.
  const subscribed = (await accessLog(env)).filter(
    (row) => row.operator === COUNSELLOR && row.action === 'push-subscribed',
  );
  expect(subscribed).toHaveLength(2);

  // She clears the browser's data: its push service answers 410 and the subscription goes. The
  // button says what it says of any failure.
  push.unsubscribe(renewed.endpoint);
  await page.reload();
  await page.getByRole('button', { name: notificationsCopy.test }).click();
  await expect(page.getByText(notificationsCopy.testFailed)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('push-devices')).toHaveText(notificationsCopy.devices(0));

  const logged = (await accessLog(env))
    .filter((row) => row.operator === COUNSELLOR && row.action.startsWith('push-'))
    .map((row) => `${row.action} ${row.detail}`);
  expect(logged).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^push-subscribed a browser at 127\.0\.0\.1:\d+; 1 in all$/),
      'push-tested pushed to 1 of 1 devices',
      'push-tested pushed to 0 of 1 devices, 1 gone and removed',
    ]),
  );
  await context.close();
});

test('a counsellor turns notifications off on a device, and signing out turns them off too', async ({
  browser,
}) => {
  const context = await signedIn(browser, BASE, LEAVER);
  await context.grantPermissions(['notifications'], { origin: BASE });
  await fakePushFor(context, push.subscription());
  const page = await context.newPage();
  await page.goto(`${BASE}/inbox/notifications`);
  const turnOn = page.getByRole('button', { name: notificationsCopy.turnOn });
  const turnOff = page.getByRole('button', { name: notificationsCopy.turnOff });
  await turnOn.click();
  await expect(page.getByTestId('push-state')).toHaveText(notificationsCopy.on);
  await expect(page.getByTestId('push-devices')).toHaveText(notificationsCopy.devices(1));
  await expect(page.getByText(notificationsCopy.signOutNote)).toBeVisible();

  // "Turn off": by keyboard, as anyone may; the status says so, the keyboard stays on the button,
  // which now turns them on again; the server holds no device of hers.
  await turnOff.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('push-state')).toHaveText(notificationsCopy.off);
  await expect(page.getByTestId('push-state')).toHaveAttribute('role', 'status');
  await expect(turnOn).toBeFocused();
  await expect(page.getByTestId('push-devices')).toHaveText(notificationsCopy.devices(0));
  expect(await page.evaluate(pushSubscriptionHere)).toBeNull();
  // The page says the same after a reload: the browser is off, not only the switch.
  await page.reload();
  await expect(page.getByTestId('push-state')).toHaveText(notificationsCopy.off);

  // On again, then she signs out: the browser unsubscribes and the server forgets it.
  await turnOn.click();
  await expect(page.getByTestId('push-state')).toHaveText(notificationsCopy.on);
  await expect(turnOff).toBeFocused();
  await expect(page.getByTestId('push-devices')).toHaveText(notificationsCopy.devices(1));
  await page.getByRole('button', { name: inboxHomeCopy.signOut }).click();
  await expect(page).toHaveURL(`${BASE}/inbox/sign-in`);
  expect(await page.evaluate(pushSubscriptionHere)).toBeNull();
  await signIn(page, `${BASE}/inbox/notifications`, LEAVER);
  await expect(page.getByTestId('push-state')).toHaveText(notificationsCopy.off);
  await expect(page.getByTestId('push-devices')).toHaveText(notificationsCopy.devices(0));

  const logged = (await accessLog(env))
    .filter((row) => row.operator === LEAVER && /^(push-|sign-out)/.test(row.action))
    .map((row) => `${row.action} ${row.detail}`);
  expect(logged).toEqual([
    expect.stringMatching(/^push-subscribed a browser at 127\.0\.0\.1:\d+; 1 in all$/),
    expect.stringMatching(
      /^push-unsubscribed a browser at 127\.0\.0\.1:\d+; turned off; 0 in all$/,
    ),
    expect.stringMatching(/^push-subscribed a browser at 127\.0\.0\.1:\d+; 1 in all$/),
    expect.stringMatching(
      /^push-unsubscribed a browser at 127\.0\.0\.1:\d+; signed out; 0 in all$/,
    ),
    // The log command shows an empty detail as `-`.
    'sign-out -',
  ]);
  await context.close();
});

/** This browser's push subscription's endpoint, as its PushManager gives it, or null. */
async function pushSubscriptionHere() {
  const registration = await navigator.serviceWorker.getRegistration('/inbox/');
  return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
}
