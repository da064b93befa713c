import { queueCopy } from '@/content/inbox-queue';
import { leadPhoneCheckCopy, phoneCheckCopy, proposalPhoneCheckCopy } from '@/content/phone-check';
import { proposalConfirmation } from '@/content/pages/confirmations';
import { admissionUi } from '@/lib/admission/admission-pages';
import { E2E_PORT } from './env';
import { expect } from '@playwright/test';
import { masked, phoneCheckSite } from './phone-check-support';
import { test } from './server-process';
import {
  addOperator,
  axeViolations,
  clickProposalButton,
  fillProposal,
  formEnhanced,
  ISO_TIME,
  runLeads,
  signedIn,
  uniquePerson,
} from './support';

// Issue 73: a student sends the Amity form, reads the code the fake MSG91 gateway was asked to
// send, types it on the thank-you page and sees the number confirmed; a wrong code and an
// over-limit send get their messages. With scripts and without (English, desktop; the thank-you
// page's code step is the proxy's per-request route), and without (Hindi, 360 px); a proposal's
// phone where SMS_PROPOSALS asks. With scripts on a phone: phone-check-phone.spec.ts.

const PORT = E2E_PORT + 73;
const GATEWAY_PORT = E2E_PORT + 74;

const {
  base,
  gateway,
  start: siteWithCodes,
  sendAmity,
  codeFor,
} = phoneCheckSite(PORT, GATEWAY_PORT);

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
  expect(gateway().state.messages.at(-1)).toMatchObject({
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
    expect(gateway().state.messages.at(-1)!.flowId).toBe('flowHindi0001');
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
    const sent = gateway().state.messages.length;
    await panel.getByText(copy.changeNumber).click();
    await panel.getByLabel(copy.newNumberLabel).fill(uniquePerson('otp-hi-3').phone);
    await panel.getByRole('button', { name: copy.sendToNumber }).click();
    await expect(panel.getByRole('alert')).toHaveText(copy.notices.limited);
    expect(gateway().state.messages).toHaveLength(sent);

    await page.getByLabel(copy.codeLabel).fill(await codeFor(`91${corrected}`));
    await page.getByRole('button', { name: copy.confirm }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(copy.verified);
  } finally {
    await context.close();
  }
});

test('a proposal’s phone, where SMS_PROPOSALS asks: the modal goes on to its thank-you page, whose code confirms the number', async ({
  page,
}) => {
  await siteWithCodes({ SMS_PROPOSALS: 'on' });
  const copy = proposalPhoneCheckCopy;
  const person = uniquePerson('otp-proposal');
  await page.goto(`${base}/services/google-ads`);
  await clickProposalButton(page);
  const dialog = page.getByRole('dialog', { name: 'get in touch' });
  await formEnhanced(dialog);
  await fillProposal(dialog, person);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(`${base}/contact/thank-you`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(proposalConfirmation.title);
  const panel = page.getByRole('region', { name: copy.heading });
  await expect(panel).toContainText(copy.sentTo(masked(person.phone)));
  // The business's words: the agency's team calls back, not a counsellor.
  await expect(panel).toContainText(copy.optional);

  await panel.getByLabel(copy.codeLabel).fill(await codeFor(`91${person.phone}`));
  await panel.getByRole('button', { name: copy.confirm }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(copy.verified);
  await expect(page).toHaveURL(`${base}/contact/thank-you`);
});
