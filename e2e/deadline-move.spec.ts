import { expect, type Browser } from '@playwright/test';
import { notificationsCopy, pushCopy } from '@/content/inbox-push';
import { startWebhookReceiver, type JsonReceiver } from '@/scripts/test/fake-receivers.mjs';
import {
  startFakePushService,
  type BrowserSubscription,
  type FakePushService,
} from '@/scripts/test/fake-push-service.mjs';
import { chromiumPath } from '@/scripts/test/chromium-path.mjs';
import { E2E_PORT } from './env';
import { fakePushFor } from './push-support';
import { eventually, siteOfFile, test } from './server-process';
import { addOperator, adLanding, fillAdmissionForm, signedIn } from './support';

// The first-contact deadline end to end (docs/operations.md#first-contact-deadline): a lead from
// an admission form goes at once to one of two counsellors, whose phone hears of it; nobody calls
// it, so at its deadline it moves, once, to the other, whose phone hears of that; the admins'
// webhook is told who had it, whom it went to and when it was due; the lead's timeline says so,
// at 1366 px and at 360 px.

// The headless shell refuses notification permission (see push.spec.ts).
test.use({
  launchOptions: { executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] },
});

const PORT = E2E_PORT + 1130;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = 'meera@deadline-e2e.in';
const COUNSELLORS = [
  { email: 'ria@deadline-e2e.in', name: 'Ria Sen' },
  { email: 'dev@deadline-e2e.in', name: 'Dev Rao' },
];
// The shortest deadline the setting takes: the check looks every second.
const DEADLINE_SECONDS = 10;

let push: FakePushService;
let hook: JsonReceiver<'ok' | 'down' | 'stall'> & { url: string };

test.beforeAll(async () => {
  push = await startFakePushService();
  hook = await startWebhookReceiver();
});
const { env } = siteOfFile('deadline-move', PORT, () => ({
  FIRST_CONTACT_DEADLINE_SECONDS: String(DEADLINE_SECONDS),
  LEAD_ALERT_WEBHOOK_URL: hook.url,
  FORWARD_POLL_MS: '200',
  // The fake push service is on 127.0.0.1 (docs/configuration.md: tests only).
  PUSH_TEST_LOOPBACK: 'allowed',
  // A browser fills the form faster than a person: not taken for a bot's (held, not assigned).
  MIN_FILL_TIME_MS: '0',
}));
test.beforeAll(async () => {
  await addOperator(env, ADMIN, 'Meera Iyer', 'admin');
  for (const { email, name } of COUNSELLORS) await addOperator(env, email, name, 'counsellor');
});
test.afterAll(async () => {
  await push?.close();
  await hook?.close();
});

/** Signs the counsellor in and turns on notifications: their phone is `subscription`. */
async function phoneOf(browser: Browser, email: string, subscription: BrowserSubscription) {
  const context = await signedIn(browser, BASE, email);
  await context.grantPermissions(['notifications'], { origin: BASE });
  await fakePushFor(context, subscription);
  const page = await context.newPage();
  await page.goto(`${BASE}/inbox/notifications`);
  await page.getByRole('button', { name: notificationsCopy.turnOn }).click();
  await expect(page.getByTestId('push-devices')).toHaveText(notificationsCopy.devices(1));
  await context.close();
}

test('a lead nobody calls by its deadline moves once to the other counsellor, whose phone hears of it, and the admins are told', async ({
  browser,
}) => {
  const phones = COUNSELLORS.map(() => push.subscription());
  for (const [index, { email }] of COUNSELLORS.entries())
    await phoneOf(browser, email, phones[index]);

  await fillAdmissionForm(browser, adLanding(BASE, 'lpu', 'deadline-ad'), 'lpu', {
    name: 'Kavya Deadline-e2e',
    phone: '91066 00001',
    email: 'kavya@deadline-e2e.in',
  });
  const titles = () =>
    phones.map((phone) => push.pushesTo(phone.endpoint).map((got) => got.payload?.title));
  await eventually(() => titles().flat().length === 1);
  const first = titles().findIndex((got) => got.length === 1);
  const [from, to] = [COUNSELLORS[first], COUNSELLORS[1 - first]];
  const [told] = push.pushesTo(phones[first].endpoint);
  const leadId = Number(/^\/inbox\/leads\/(\d+)$/.exec(told.payload?.url as string)?.[1]);
  expect(titles()[first]).toEqual([pushCopy.newLead(leadId, null)]);

  // Nobody calls: at the deadline the lead moves to the other, once.
  await eventually(() => titles().flat().length === 2);
  expect(titles()[1 - first]).toEqual([pushCopy.movedLead(leadId, null)]);
  await eventually(() =>
    hook.state.delivered.some((call) => JSON.stringify(call.body).includes('"moved"')),
  );
  const notice = hook.state.delivered.find((call) =>
    JSON.stringify(call.body).includes('"moved"'),
  )!;
  expect(JSON.stringify(notice.body)).toContain(from.name);
  expect(JSON.stringify(notice.body)).toContain(to.name);

  // The admin reads the move in the lead's timeline, on a desktop and on a phone.
  const context = await signedIn(browser, BASE, ADMIN);
  const page = await context.newPage();
  await page.goto(`${BASE}${push.pushesTo(phones[1 - first].endpoint)[0].payload!.url as string}`);
  const moved = page.getByText(
    new RegExp(
      `^Moved from ${from.name} to ${to.name}: ${from.name} had it until .+ and recorded no call by then$`,
    ),
  );
  await expect(moved).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(moved).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Once: a second check after the move leaves it where it is.
  expect(titles().flat()).toHaveLength(2);
  await context.close();
});
