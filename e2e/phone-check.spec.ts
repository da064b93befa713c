import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { queueCopy } from '@/content/inbox-queue';
import { leadPhoneCheckCopy, phoneCheckCopy } from '@/content/phone-check';
import { admissionUi } from '@/lib/admission/admission-funnel';
import type { Language } from '@/lib/config/language';
import { startFakeSmsGateway, type FakeSmsGateway } from '@/scripts/test/fake-sms-gateway.mjs';
import { E2E_PORT } from './env';
import { expect } from '@playwright/test';
import { startServer, waitUntilUp, test } from './server-process';
import {
  addOperator,
  axeViolations,
  formEnhanced,
  ISO_TIME,
  runLeads,
  signedIn,
  uniquePerson,
  type Person,
} from './support';

// Issue 73: a student sends the Amity form, reads the code the fake MSG91 gateway was asked to
// send, types it on the thank-you page and sees the number confirmed; a wrong code and an
// over-limit send get their messages. With scripts and without (English, desktop; the thank-you
// page's code step is the proxy's per-request route), and without (Hindi, 360 px).

const PORT = E2E_PORT + 73;
const GATEWAY_PORT = E2E_PORT + 74;

let gateway: FakeSmsGateway;
test.beforeEach(async () => {
  gateway = await startFakeSmsGateway({ port: GATEWAY_PORT });
});
test.afterEach(async () => {
  await gateway?.close();
});

const siteWithCodes = async (extra: Record<string, string> = {}) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-phone-check-'));
  const env = { LEADS_DB_PATH: path.join(dir, 'leads.db') };
  await startServer(PORT, {
    ...env,
    RATE_LIMIT_POINTS: '1000',
    MIN_FILL_TIME_MS: '0',
    SMS_PROVIDER: 'msg91',
    MSG91_BASE_URL: gateway.origin,
    MSG91_AUTH_KEY: 'e2e-auth-key-0123456789',
    MSG91_SENDER: 'LWDIGI',
    MSG91_FLOW_ID: 'flowEnglish01',
    MSG91_FLOW_ID_HI: 'flowHindi0001',
    ...extra,
  });
  await waitUntilUp(PORT);
  return env;
};

const base = `http://127.0.0.1:${PORT}`;

/** Fills the Amity form in `language` and sends it; waits for the thank-you page. */
async function sendAmity(page: Page, language: Language, student: Person, scripts: boolean) {
  const { form } = admissionUi[language];
  await page.goto(`${base}${language === 'hi' ? '/hi' : ''}/college/amity/admission`);
  const main = page.getByRole('main');
  if (scripts) await formEnhanced(main);
  await main.getByLabel(form.labels.name).fill(student.name);
  await main.getByLabel(form.labels.phone).fill(student.phone);
  await main.getByLabel(form.labels.email, { exact: true }).fill(student.email);
  await main.getByLabel(form.labels.course).selectOption({ index: 1 });
  await main.getByLabel(form.labels.city).fill('Jaipur');
  await main.getByRole('radio', { name: form.minor.yes, exact: true }).check();
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: form.submit }).click();
  await expect(page).toHaveURL(/\/thank-you\?for=amity$/);
}

const codeFor = async (mobile: string) => {
  await expect
    .poll(() => gateway.state.messages.filter((m) => m.mobile === mobile).length)
    .toBeGreaterThan(0);
  return gateway.state.messages.filter((m) => m.mobile === mobile).at(-1)!.code;
};

const masked = (phone: string) => `+91 ••••• •${phone.slice(-4)}`;

test('in English on the desktop, with scripts and without: the code from the SMS confirms the number; a wrong one says so; the lead shows Verified in the inbox, the export and the campaign report', async ({
  page,
  browser,
}) => {
  const env = await siteWithCodes();
  const copy = phoneCheckCopy.en;
  const student = uniquePerson('otp-en');
  await sendAmity(page, 'en', student, true);
  const panel = page.getByRole('region', { name: copy.heading });
  await expect(panel).toContainText(copy.sentTo(masked(student.phone)));
  const code = await codeFor(`91${student.phone}`);
  expect(gateway.state.messages.at(-1)).toMatchObject({
    flowId: 'flowEnglish01',
    sender: 'LWDIGI',
    authkey: 'e2e-auth-key-0123456789',
  });

  const wrong = code === '000000' ? '111111' : '000000';
  await panel.getByLabel(copy.codeLabel).fill(wrong);
  await panel.getByRole('button', { name: copy.confirm }).click();
  await expect(panel.getByRole('alert')).toHaveText(copy.wrong(4));
  // The panel, with its message, passes axe.
  expect(await axeViolations(page, '[aria-labelledby="phone-check-heading"]')).toEqual([]);

  await page.getByLabel(copy.codeLabel).fill(code);
  await page.getByRole('button', { name: copy.confirm }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(copy.verified);
  await expect(page.getByRole('region', { name: copy.heading })).toHaveCount(0);
  // The thank-you page's own words stay.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(admissionUi.en.thankYou.title);

  // The export says so.
  const { leads } = JSON.parse(await runLeads(['export', '--format', 'json'], env)) as {
    leads: { email: string; verified: boolean; verified_at: string | null }[];
  };
  expect(leads.find((lead) => lead.email === student.email)).toMatchObject({
    verified: true,
    verified_at: expect.stringMatching(ISO_TIME),
  });

  // The queue marks it and filters by it; the lead's page says which phone and when.
  await addOperator(env, 'admin.otp@agency.in', 'Asha Admin', 'admin');
  const context = await signedIn(browser, base, 'admin.otp@agency.in');
  const inbox = await context.newPage();
  await inbox.goto(`${base}/inbox?verified=yes`);
  const card = inbox.getByRole('listitem').filter({ hasText: student.name });
  await expect(card.getByText(queueCopy.verifiedMark, { exact: true })).toBeVisible();
  await card.getByRole('link', { name: student.name }).click();
  await expect(inbox.getByTestId('lead-phone-check')).toContainText(
    `${leadPhoneCheckCopy.verified}Code sent by SMS to the student's phone typed back on`,
  );

  // The campaign report counts it between Leads and Qualified.
  await inbox.goto(`${base}/inbox/funnel`);
  const table = inbox.getByRole('table', { name: /^The funnel by campaign/ });
  const heads = await table.getByRole('columnheader').allTextContents();
  expect(heads.slice(3, 6)).toEqual(['Leads', 'Verified', 'Qualified']);
  const total = table.getByRole('row').last();
  await expect(total.getByRole('cell').nth(3)).toHaveText('1');
  await context.close();

  // A visitor sent no code gets the prerendered page, its first paint's CSS inlined.
  const prerendered = await (await fetch(`${base}/thank-you?for=amity`)).text();
  expect(prerendered).toContain('media="print"');
  expect(prerendered).not.toContain(copy.heading);

  // Without scripts, on the same server: the code step posts natively and answers with the page.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await plain.newPage();
    const other = uniquePerson('otp-en-plain');
    await sendAmity(page, 'en', other, false);
    await expect(page.getByRole('region', { name: copy.heading })).toContainText(
      copy.sentTo(masked(other.phone)),
    );
    await page.getByLabel(copy.codeLabel).fill(await codeFor(`91${other.phone}`));
    await page.getByRole('button', { name: copy.confirm }).click();
    await expect(page).toHaveURL(/\/thank-you\?for=amity$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(copy.verified);
  } finally {
    await plain.close();
  }
});

test('without scripts, in Hindi, at 360 px: the Hindi code confirms a corrected number; over the limit says so', async ({
  browser,
}) => {
  await siteWithCodes({ SMS_ADDRESS_SENDS_PER_HOUR: '2' });
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  try {
    const copy = phoneCheckCopy.hi;
    const student = uniquePerson('otp-hi');
    await sendAmity(page, 'hi', student, false);
    const panel = page.getByRole('region', { name: copy.heading });
    await expect(panel).toContainText(copy.sentTo(masked(student.phone)));
    await codeFor(`91${student.phone}`);
    expect(gateway.state.messages.at(-1)!.flowId).toBe('flowHindi0001');
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // "Change number": the corrected number gets a new code, which confirms it.
    const corrected = uniquePerson('otp-hi-2').phone;
    await panel.getByText(copy.changeNumber).click();
    await panel.getByLabel(copy.newNumberLabel).fill(corrected);
    await panel.getByRole('button', { name: copy.sendToNumber }).click();
    await expect(panel.getByRole('alert')).toHaveText(copy.notices.sent);
    await expect(panel).toContainText(copy.sentTo(masked(corrected)));

    // A third send from this address is over its limit (2 an hour here): said, nothing sent.
    const sent = gateway.state.messages.length;
    await panel.getByText(copy.changeNumber).click();
    await panel.getByLabel(copy.newNumberLabel).fill(uniquePerson('otp-hi-3').phone);
    await panel.getByRole('button', { name: copy.sendToNumber }).click();
    await expect(panel.getByRole('alert')).toHaveText(copy.notices.limited);
    expect(gateway.state.messages).toHaveLength(sent);

    await page.getByLabel(copy.codeLabel).fill(await codeFor(`91${corrected}`));
    await page.getByRole('button', { name: copy.confirm }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(copy.verified);
  } finally {
    await context.close();
  }
});
