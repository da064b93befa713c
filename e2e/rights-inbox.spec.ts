import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { inboxHomeCopy } from '@/content/inbox';
import { requestPageCopy, requestsListCopy, requestsNavLabel } from '@/content/inbox-requests';
import { rightsPageEn } from '@/content/privacy-requests';
import { leadPath, rightsRequestsPath } from '@/lib/inbox/inbox-paths';
import { HONEYPOT_FIELD } from '@/lib/leads/b2b-contract';
import { privacyPaths } from '@/lib/privacy/privacy-paths';
import { startSmtpReceiver } from '@/scripts/test/fake-receivers.mjs';
import { sampleLeadRequest } from '@/test-support/sample-lead-request.mjs';
import { simpleParser } from 'mailparser';
import { E2E_PORT } from './env';
import { formFields, postForm } from './inbox-forms';
import { siteOfFile, test } from './server-process';
import {
  accessLog,
  addOperator,
  cookieOf,
  formEnhanced,
  logOf,
  runLeads,
  signedIn,
  axeViolations,
  inboxNavHas,
  inboxNavLink,
} from './support';

// Rights requests in the inbox (issue 45): a request sent from the rights page, with scripts off
// and on, is listed for an admin with its due date and opens with the person's leads linked; the
// admin erases the person (only the tombstone is left, in any table), stops contact (the lead
// leaves the Google Ads file), downloads the access copy and marks the request answered; a
// counsellor is refused the list, a request and each action, every refusal logged. Each test sends people of its own (distinct phones and emails).
// Before acting, the admin verifies each contact the request names (issue 54): the phone by
// calling it, the email by a code the server mails (to a fake SMTP server here) and the person
// reads back; until then the leads are listed apart and nothing can be done.

const PORT = E2E_PORT + 1060;
const BASE = `http://127.0.0.1:${PORT}`;
const { form } = rightsPageEn;
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/** `28 Nov 2026, 10:30 IST`: a time as the inbox writes it, in a pattern. */
const INDIA_TIME = '\\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2} IST';

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

// The codes to the requests' emails go through the alerts' SMTP account (it gets the alerts too).
test.beforeAll(async () => {
  smtp = await startSmtpReceiver({ user: 'alerts@agency.in', pass: 'app password' });
});
const { env } = siteOfFile('rights-inbox', PORT, () => ({
  MIN_FILL_TIME_MS: '0',
  // Every visitor here is 127.0.0.1: the rate limit (its own spec's subject) would refuse them.
  RATE_LIMIT_POINTS: '100000',
  LEAD_ALERT_SMTP_URL: smtp.url,
  LEAD_ALERT_EMAIL_TO: 'sales@agency.in',
  LEAD_ALERT_EMAIL_FROM: 'Leadwise <alerts@agency.in>',
}));
test.beforeAll(async () => {
  await addOperator(env, 'nisha@agency.in', 'Nisha Rao', 'admin');
  await addOperator(env, 'karan@agency.in', 'Karan Mehta', 'counsellor');
});
test.afterAll(async () => {
  if (smtp) await smtp.close();
});

/** Reads the server's store file. */
function store<T>(work: (db: Database.Database) => T): T {
  const db = new Database(env.LEADS_DB_PATH, { readonly: true });
  try {
    db.pragma('busy_timeout = 5000');
    return work(db);
  } finally {
    db.close();
  }
}
type StoredRequest = {
  id: number;
  reference: string;
  phone: string;
  email: string;
  due_at: string;
  deadline_at: string;
  handled_at: string | null;
  outcome: string | null;
};
const storedRequest = (reference: string) =>
  store(
    (db) =>
      db
        .prepare('select * from rights_requests where reference = ?')
        .get(reference) as StoredRequest,
  );
const leadIdOf = (email: string) =>
  store(
    (db) => (db.prepare('select id from leads where email = ?').get(email) as { id: number }).id,
  );

/** `3 Dec 2026, 11:00 IST`: a time as the inbox writes it. */
function indiaReadable(iso: string) {
  const local = new Date(Date.parse(iso) + 330 * 60_000).toISOString();
  const [year, month, day] = local.slice(0, 10).split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}, ${local.slice(11, 16)} IST`;
}

/** A proposal enquiry from the API, as the form's script sends it. */
async function post(person: { name: string; phone: string; email: string }, landing?: string) {
  const response = await fetch(`${BASE}/api/b2b/leads/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Fill-Time-Ms': '20000' },
    body: JSON.stringify({
      ...sampleLeadRequest,
      ...person,
      ...(landing ? { page_url: landing, landing_url: landing } : {}),
    }),
  });
  expect(response.status).toBe(200);
}
/** A new lead of the person's own; its id. */
async function sendLead(person: { name: string; phone: string; email: string }, landing?: string) {
  await post(person, landing);
  return leadIdOf(person.email);
}

/** Asks from the rights page; the reference the page answers with. */
async function ask(
  page: Page,
  kind: keyof typeof form.kinds,
  contact: { phone?: string; email?: string },
  { honeypot = false } = {},
) {
  await page.goto(`${BASE}${privacyPaths.requests('en')}`);
  await page.getByLabel(form.kinds[kind].label).check();
  if (contact.phone) await page.getByLabel(form.phone, { exact: true }).fill(contact.phone);
  if (contact.email) await page.getByLabel(form.email, { exact: true }).fill(contact.email);
  if (honeypot)
    await page
      .locator(`input[name="${HONEYPOT_FIELD}"]`)
      .evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
  await page.getByRole('button', { name: form.submit }).click();
  const receipt = page.getByRole('main').getByRole('status');
  await expect(receipt.getByRole('heading', { name: form.answer.heading })).toBeVisible();
  const [reference] = await receipt.locator('dd').allInnerTexts();
  expect(reference).toMatch(/^LW-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  return reference;
}

/** The admin records that they called the request's phone and the person said it is theirs. */
async function confirmPhone(page: Page) {
  const check = page.getByTestId('phone-check');
  await check.getByLabel(requestPageCopy.phoneCalled).check();
  await check.getByRole('button', { name: requestPageCopy.phoneConfirm }).click();
  await expect(page.getByRole('status')).toHaveText(requestPageCopy.done['phone-verified']);
  await expect(page.getByTestId('phone-check')).toContainText(
    new RegExp(`Verified by a call by Nisha Rao on ${INDIA_TIME}`),
  );
}

/** The admin mails a code to the request's email and types it as the person reads it back. */
async function verifyEmail(page: Page, email: string) {
  const before = smtp.state.messages.length;
  await page
    .getByTestId('email-check')
    .getByRole('button', { name: requestPageCopy.sendCode })
    .click();
  await expect(page.getByRole('status')).toHaveText(requestPageCopy.done['code-sent']);
  // Sent to the address as the person typed it.
  const sent = smtp.state.messages.slice(before).find((message) => message.to.includes(email));
  const code = /(\d{6})/.exec((await simpleParser(sent!.raw)).text ?? '')![1];
  await page.getByLabel(requestPageCopy.codeLabel).fill(code);
  await page.getByRole('button', { name: requestPageCopy.checkCode }).click();
  await expect(page.getByRole('status')).toHaveText(requestPageCopy.done['email-verified']);
}

test('a request from the rights page, scripts off and on, is listed for an admin with its dates and opens with the person’s lead', async ({
  browser,
}) => {
  const meera = { name: 'Meera Iyer', phone: '9811100001', email: 'meera.iyer@example.in' };
  const lead = await sendLead(meera);

  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const erasure = await ask(await visitor.newPage(), 'erasure', { phone: meera.phone });
  await visitor.close();
  const scripted = await browser.newContext();
  const scriptedPage = await scripted.newPage();
  await scriptedPage.goto(`${BASE}${privacyPaths.requests('en')}`);
  await formEnhanced(scriptedPage.getByRole('main'));
  const copy = await ask(scriptedPage, 'access', { email: 'MEERA.IYER@example.in' });
  const bot = await ask(scriptedPage, 'access', { phone: '9811100099' }, { honeypot: true });
  await scripted.close();

  const admin = await signedIn(browser, BASE, 'nisha@agency.in');
  const page = await admin.newPage();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${BASE}/inbox`);
  await (await inboxNavLink(page, requestsNavLabel)).click();
  await expect(page).toHaveURL(`${BASE}/inbox/requests`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(requestsListCopy.title);

  const open = page.getByRole('region', { name: /^Open/ });
  await expect(open.getByRole('heading', { level: 2 })).toHaveText('Open (2)');
  for (const [reference, kind] of [
    [erasure, 'Erasure'],
    [copy, 'Copy of their data'],
  ]) {
    const stored = storedRequest(reference);
    expect(Date.parse(stored.due_at) - Date.parse(stored.deadline_at)).toBe(-83 * 86_400_000);
    const card = open.getByRole('listitem').filter({ hasText: reference });
    await expect(card.getByRole('heading')).toHaveText(`${reference} ${kind}`);
    await expect(card).toContainText(
      `Due (7 days)${indiaReadable(stored.due_at)} (in 6 days 23 h)`,
    );
    await expect(card).toContainText(`Deadline (90 days)${indiaReadable(stored.deadline_at)}`);
    await expect(card).toContainText('LanguageEnglish');
    // The list is glanced at: no phone or email on it.
    await expect(card).not.toContainText(meera.phone.slice(-5));
    await expect(card).not.toContainText('meera');
  }
  const suspected = page.getByRole('region', { name: /^Suspected/ });
  await expect(suspected.getByRole('listitem')).toHaveCount(1);
  await expect(suspected.getByRole('listitem')).toContainText(bot);
  await expect(suspected).toContainText(
    'Why it is suspectedA hidden field only automated form fillers see was filled in.',
  );
  await expect(open).not.toContainText(bot);
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('link', { name: requestsListCopy.openRequest(erasure) }).click();
  await expect(page).toHaveURL(`${BASE}/inbox/requests/${erasure}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Request ${erasure}`);
  await expect(page.getByTestId('request-state')).toHaveText('Erasure · Open');
  const details = page.getByRole('region', { name: requestPageCopy.detailsTitle });
  await expect(details).toContainText('Phone+91 98111 00001');
  await expect(details).toContainText(`Emailnot given`);
  const leads = page.getByRole('region', { name: /^Their leads/ });
  // Nothing verified yet: the lead is listed apart, and nothing can be done.
  await expect(leads.getByRole('heading', { level: 2 })).toHaveText('Their leads (0)');
  const apart = page.getByTestId('leads-apart');
  await expect(apart.getByRole('link', { name: `Lead ${lead}` })).toBeVisible();
  await expect(apart).toContainText(requestPageCopy.apartWhy.unverified);
  await expect(page.getByText(requestPageCopy.unverifiedActions)).toBeVisible();
  await expect(page.getByRole('button', { name: requestPageCopy.withdrawButton })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({
    path: path.join(os.tmpdir(), 'rights-request-unverified-360.png'),
    fullPage: true,
  });

  await confirmPhone(page);
  await expect(leads.getByRole('heading', { level: 2 })).toHaveText('Their leads (1)');
  await expect(leads.getByRole('link', { name: `Lead ${lead}` })).toHaveAttribute(
    'href',
    `/inbox/leads/${lead}`,
  );
  await expect(leads).toContainText('Proposal: Get a Proposal');
  await expect(page.getByTestId('leads-apart')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The email in another case finds the same lead once verified by its code; the id opens the
  // request as its reference does.
  await page.goto(`${BASE}/inbox/requests/${storedRequest(copy).id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Request ${copy}`);
  await expect(
    page.getByTestId('leads-apart').getByRole('link', { name: `Lead ${lead}` }),
  ).toBeVisible();
  await verifyEmail(page, 'MEERA.IYER@example.in');
  await expect(
    page.getByRole('region', { name: /^Their leads/ }).getByRole('link', { name: `Lead ${lead}` }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: requestPageCopy.back }).click();
  await expect(page).toHaveURL(`${BASE}/inbox/requests`);
  await admin.close();

  const log = await logOf(env, 'nisha@agency.in');
  expect(log).toEqual(
    expect.arrayContaining([
      'page-viewed /inbox/requests -',
      `request-viewed ${erasure} erasure; 0 leads linked, 1 apart`,
      `contact-verified ${erasure} phone, by a call`,
      `request-viewed ${erasure} erasure; 1 leads linked, 0 apart`,
      `request-viewed ${copy} access; 0 leads linked, 1 apart`,
      `contact-code-sent ${copy} email`,
      `contact-verified ${copy} email, by code`,
      `request-viewed ${copy} access; 1 leads linked, 0 apart`,
    ]),
  );
  // Never the person's phone or email in the log, whoever's row.
  for (const { line } of await accessLog(env)) {
    expect(line).not.toContain(meera.phone);
    expect(line.toLowerCase()).not.toContain(meera.email);
  }
});

/** The hidden fields of the page's form whose markup holds `marker`, as a browser posts them. */
function fieldsOfForm(html: string, marker: string) {
  const forms = html.match(/<form[\s\S]*?<\/form>/g) ?? [];
  const index = forms.findIndex((one) => one.includes(marker));
  if (index < 0) throw new Error(`No form with ${marker} in the page`);
  return formFields(html, index);
}

test('an admin marks a request answered without a script: a note is needed, and the first is kept', async ({
  browser,
}) => {
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const reference = await ask(await visitor.newPage(), 'access', {
    email: 'farhan.q@example.in',
    phone: '9811100003',
  });
  await visitor.close();

  const admin = await signedIn(browser, BASE, 'nisha@agency.in', false);
  const page = await admin.newPage();
  const here = `${BASE}/inbox/requests/${reference}`;
  await page.goto(here);
  // The contact checks post without a script too: the phone confirmed by a call, the email by
  // the code mailed to it.
  await confirmPhone(page);
  await verifyEmail(page, 'farhan.q@example.in');
  await expect(
    page.getByRole('region', { name: /^Their leads/ }).getByText(requestPageCopy.noLeads),
  ).toBeVisible();
  const fields = fieldsOfForm(await page.content(), 'name="note"');
  const cookie = await cookieOf(admin);

  // An empty note (the browser would stop it; a post without one is answered alike).
  const empty = await postForm(here, { ...fields, note: '  ' }, { cookie });
  expect(empty.status).toBe(200);
  expect(empty.body).toContain(requestPageCopy.problems.noteMissing);
  expect(storedRequest(reference)).toMatchObject({ handled_at: null });

  await page.getByLabel(requestPageCopy.note).fill('Emailed: we hold nothing under this address.');
  await page.getByRole('button', { name: requestPageCopy.answerButton }).click();
  await expect(page).toHaveURL(`${here}?done=answered`);
  await expect(page.getByRole('status')).toHaveText(requestPageCopy.done.answered);
  await expect(page.getByTestId('request-state')).toHaveText(
    new RegExp(`^Copy of their data · Answered by Nisha Rao on ${INDIA_TIME}$`),
  );
  await expect(page.getByRole('region', { name: requestPageCopy.detailsTitle })).toContainText(
    'What they were toldEmailed: we hold nothing under this address.',
  );
  await expect(page.getByRole('region', { name: requestPageCopy.historyTitle })).toContainText(
    new RegExp(`${INDIA_TIME}: Marked answered · nisha@agency.in · access`),
  );
  await expect(page.getByRole('button', { name: requestPageCopy.answerButton })).toHaveCount(0);

  // The same form posted again changes nothing and says why.
  const again = await postForm(here, { ...fields, note: 'Something else' }, { cookie });
  expect(again.status).toBe(200);
  expect(again.body).toContain(requestPageCopy.problems.alreadyAnswered);
  expect(storedRequest(reference)).toMatchObject({
    outcome: 'Emailed: we hold nothing under this address.',
  });

  await page.goto(`${BASE}/inbox/requests`);
  const answered = page.getByRole('region', { name: /^Answered/ });
  await expect(answered.getByRole('listitem').filter({ hasText: reference })).toContainText(
    new RegExp(`Answered${INDIA_TIME} · Nisha Rao`),
  );
  await expect(page.getByRole('region', { name: /^Open/ })).not.toContainText(reference);
  await admin.close();
  expect(
    (await logOf(env, 'nisha@agency.in')).filter((line) => line.startsWith('request-answered')),
  ).toEqual([`request-answered ${reference} access`]);
});

test('a counsellor is refused the requests, a request and its actions, each logged', async ({
  browser,
}) => {
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const reference = await ask(await visitor.newPage(), 'erasure', { phone: '9811100002' });
  await visitor.close();
  const here = `${BASE}/inbox/requests/${reference}`;

  // The forms as an admin's page holds them (the phone's check, then the actions it opens),
  // posted with the counsellor's session.
  const admin = await signedIn(browser, BASE, 'nisha@agency.in');
  const phoneCheck = {
    ...fieldsOfForm(await (await admin.request.get(here)).text(), 'name="called"'),
    called: 'yes',
  };
  const adminTab = await admin.newPage();
  await adminTab.goto(here);
  await confirmPhone(adminTab);
  const adminPage = await (await admin.request.get(here)).text();
  const fields = {
    phoneCheck,
    answer: { ...fieldsOfForm(adminPage, 'name="note"'), note: 'Done' },
    withdraw: fieldsOfForm(adminPage, requestPageCopy.withdrawButton),
    erase: fieldsOfForm(
      await (await admin.request.get(`${here}?confirm=erase`)).text(),
      'name="confirm"',
    ),
  };
  expect(fields.erase).toMatchObject({ reference, confirm: 'erase' });
  await admin.close();

  const karan = await signedIn(browser, BASE, 'karan@agency.in');
  const page = await karan.newPage();
  await page.goto(`${BASE}/inbox`);
  await expect(page.getByRole('navigation', { name: 'Inbox' })).toBeVisible();
  await expect(inboxNavHas(page, rightsRequestsPath)).toHaveCount(0);
  for (const url of [`${BASE}/inbox/requests`, here]) {
    const refused = await page.goto(url);
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: inboxHomeCopy.forbiddenTitle })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('98111');
  }
  for (const sent of [fields.phoneCheck, fields.answer, fields.withdraw, fields.erase]) {
    const posted = await postForm(here, sent, { cookie: await cookieOf(karan) });
    // Sent back to the request's page, which answers 403.
    expect([posted.status, posted.location]).toEqual([303, `/inbox/requests/${reference}`]);
  }
  const copy = await page.request.get(`${here}/access-copy`);
  expect(copy.status()).toBe(403);
  expect(await copy.text()).toBe(inboxHomeCopy.forbidden);
  await karan.close();
  expect(storedRequest(reference)).toMatchObject({ handled_at: null, phone: '9811100002' });

  // (The queue, open in another tab, may have polled meanwhile.)
  const log = (await logOf(env, 'karan@agency.in')).filter(
    (line) => !line.startsWith('queue-polled'),
  );
  expect(log).toEqual([
    'sign-in - password',
    'page-viewed /inbox -',
    'page-viewed /inbox -',
    'access-refused /inbox/requests role counsellor',
    `access-refused /inbox/requests/${reference} role counsellor`,
    `access-refused /inbox/requests/${reference} phone-check: role counsellor`,
    `access-refused /inbox/requests/${reference} answer: role counsellor`,
    `access-refused /inbox/requests/${reference} withdraw: role counsellor`,
    `access-refused /inbox/requests/${reference} erase: role counsellor`,
    `access-refused /inbox/requests/${reference}/access-copy role counsellor`,
  ]);
});

/** Every text column of every table of the store file where `needle` appears, as `table.column`. */
function foundAnywhere(needle: string) {
  return store((db) => {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as { name: string }[];
    const found: string[] = [];
    for (const { name: table } of tables) {
      const columns = db.prepare(`select name, type from pragma_table_info(?)`).all(table) as {
        name: string;
        type: string;
      }[];
      for (const { name: column, type } of columns) {
        if (!/text|char|clob|^$/i.test(type)) continue;
        const hit = db
          .prepare(`select 1 from "${table}" where lower("${column}") like ? limit 1`)
          .get(`%${needle.toLowerCase()}%`);
        if (hit) found.push(`${table}.${column}`);
      }
    }
    return found;
  });
}

test('an admin erases the person from the inbox, through its confirm step: only the tombstone is left', async ({
  browser,
}) => {
  const tara = {
    name: 'Tara Kapoorwala',
    phone: '9811100011',
    email: 'tara.kapoorwala@example.in',
  };
  const lead = await sendLead(tara);
  // A second enquiry of hers, another email: a repeat on the same lead.
  await post({ ...tara, email: 'tk.studio@example.in' });
  expect(
    store((db) => db.prepare('select lead_id from lead_enquiries where lead_id = ?').all(lead)),
  ).toEqual([{ lead_id: lead }]);
  const visitor = await browser.newContext();
  const reference = await ask(await visitor.newPage(), 'erasure', {
    phone: tara.phone,
    email: tara.email,
  });
  await visitor.close();
  for (const needle of [tara.phone, tara.email, tara.name, 'tk.studio@example.in'])
    expect(foundAnywhere(needle)).not.toEqual([]);

  const admin = await signedIn(browser, BASE, 'nisha@agency.in', false);
  const page = await admin.newPage();
  const here = `${BASE}/inbox/requests/${reference}`;
  await page.goto(here);
  await confirmPhone(page);
  // Her phone verified, her email named but not: the lead holds that email, so it waits.
  await expect(page.getByTestId('leads-apart')).toContainText(
    requestPageCopy.apartWhy['other-contact'],
  );
  await verifyEmail(page, tara.email);
  await expect(
    page.getByRole('region', { name: /^Their leads/ }).getByRole('link', { name: `Lead ${lead}` }),
  ).toBeVisible();
  await page.getByRole('link', { name: requestPageCopy.eraseButton }).click();
  await expect(page).toHaveURL(`${here}?confirm=erase#erase`);
  const confirm = page.getByRole('group', { name: requestPageCopy.confirmTitle });
  await expect(confirm).toContainText(requestPageCopy.confirmWhat([lead]));
  await expect(confirm).toContainText(requestPageCopy.confirmFinal);

  // The erase form without its confirmation erases nothing.
  const fields = fieldsOfForm(await page.content(), 'name="confirm"');
  const { confirm: _confirm, ...unconfirmed } = fields;
  const refused = await postForm(here, unconfirmed, { cookie: await cookieOf(admin) });
  expect([refused.status, refused.location]).toEqual([
    303,
    `/inbox/requests/${reference}?problem=not-confirmed`,
  ]);
  expect(foundAnywhere(tara.phone)).not.toEqual([]);

  await confirm.getByRole('button', { name: requestPageCopy.confirmButton }).click();
  // (The browser keeps the confirm step's fragment across the redirect.)
  await expect(page).toHaveURL(`${here}?done=erased&leads=1#erase`);
  await expect(page.getByRole('status')).toHaveText(requestPageCopy.done.erased(1));
  await expect(page.getByText(requestPageCopy.problems.noContact)).toBeVisible();
  await expect(page.getByRole('region', { name: requestPageCopy.detailsTitle })).toContainText(
    'Phonenot given' + 'Emailnot given',
  );
  await expect(page.getByRole('region', { name: requestPageCopy.historyTitle })).toContainText(
    new RegExp(`${INDIA_TIME}: Erased · nisha@agency.in · 1 leads, 1 enquiries`),
  );
  await admin.close();

  // Nowhere in the store: not the phone, not either email, not the name.
  for (const needle of [tara.phone, tara.email, tara.name, 'tk.studio@example.in'])
    expect({ needle, found: foundAnywhere(needle) }).toEqual({ needle, found: [] });
  // The tombstone: the lead's row stays, its personal fields empty, its purpose kept.
  expect(
    store((db) =>
      db
        .prepare('select name, phone, email, reason, status, erased_at from leads where id = ?')
        .get(lead),
    ),
  ).toEqual({
    name: '',
    phone: '',
    email: '',
    reason: 'Get a Proposal',
    status: 'new',
    erased_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
  expect(storedRequest(reference)).toMatchObject({ phone: '', email: '', handled_at: null });

  const log = await logOf(env, 'nisha@agency.in');
  expect(log.filter((line) => line.startsWith('person-erased'))).toEqual([
    `person-erased ${reference} 1 leads, 1 enquiries, 0 notes, 0 mentions, 0 subscriptions, 1 requests, 0 unsent items cancelled`,
  ]);
});

test('an admin stops contact and sends the access copy: the lead leaves the Google Ads file', async ({
  browser,
}) => {
  const vikram = { name: 'Vikram Sethi', phone: '9811100021', email: 'vikram.sethi@example.in' };
  const gclid = 'Cj0KCQ_rights-withdraw';
  const lead = await sendLead(
    vikram,
    `${BASE}/services/google-ads?utm_source=google&utm_campaign=rights&gclid=${gclid}`,
  );
  const googleAds = () =>
    runLeads(['export', '--format', 'google-ads', '--conversion', 'Enquiry'], env);
  expect(await googleAds()).toContain(gclid);

  const visitor = await browser.newContext();
  const reference = await ask(await visitor.newPage(), 'withdrawal', { email: vikram.email });
  await visitor.close();

  const admin = await signedIn(browser, BASE, 'nisha@agency.in');
  const page = await admin.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  const here = `${BASE}/inbox/requests/${reference}`;
  await page.goto(here);
  // Not verified yet: no access copy.
  expect((await page.request.get(`${here}/access-copy`)).status()).toBe(409);
  await verifyEmail(page, vikram.email);

  // The access copy: a download of everything held, never cached.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: requestPageCopy.copyButton }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`leadwise-access-copy-${reference}.json`);
  const held = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(held.person).toEqual({ phone: null, email: vikram.email });
  expect(held.leads).toHaveLength(1);
  expect(held.leads[0]).toMatchObject({ id: lead, name: vikram.name, phone: vikram.phone, gclid });
  expect(held.rights_requests.map((row: { reference: string }) => row.reference)).toEqual([
    reference,
  ]);
  const answer = await page.request.get(`${here}/access-copy`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()).toMatchObject({
    'cache-control': 'private, no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-disposition': `attachment; filename="leadwise-access-copy-${reference}.json"`,
  });

  await page.getByRole('button', { name: requestPageCopy.withdrawButton }).click();
  await expect(page).toHaveURL(`${here}?done=withdrawn&leads=1`);
  await expect(page.getByRole('status')).toHaveText(requestPageCopy.done.withdrawn(1));
  await expect(page.getByRole('region', { name: /^Their leads/ })).toContainText(
    new RegExp(`no contact since ${INDIA_TIME}`),
  );
  expect(
    store((db) => db.prepare('select contact_withdrawn_at from leads where id = ?').get(lead)),
  ).toEqual({ contact_withdrawn_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  await expect(page.getByRole('region', { name: requestPageCopy.historyTitle })).toContainText(
    new RegExp(
      `Access copy downloaded · nisha@agency.in · 1 leads.*Contact stopped · nisha@agency.in · 1 leads \\(1 newly\\)`,
    ),
  );
  expect(await axeViolations(page)).toEqual([]);
  // The lead itself now says not to call it, and offers no call link.
  await page.goto(`${BASE}${leadPath(lead)}`);
  await expect(page.getByTestId('lead-privacy')).toHaveText(
    new RegExp(`^Do not contact: this person withdrew consent on ${INDIA_TIME}\\.`),
  );
  await expect(page.getByRole('link', { name: /^(Call|WhatsApp)/ })).toHaveCount(0);
  await page.goto(here);
  // The erasure's confirm step, read and left.
  await page.getByRole('link', { name: requestPageCopy.eraseButton }).click();
  const confirm = page.getByRole('group', { name: requestPageCopy.confirmTitle });
  await expect(confirm).toContainText(requestPageCopy.confirmWhat([lead]));
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('link', { name: requestPageCopy.cancel }).click();
  await expect(page).toHaveURL(here);
  await admin.close();

  const log = await logOf(env, 'nisha@agency.in');
  expect(log.filter((line) => /^(access-copy-sent|person-withdrawn) /.test(line))).toEqual([
    `access-copy-sent ${reference} 1 leads, 0 enquiries on other leads, 0 subscriptions, 1 requests`,
    `access-copy-sent ${reference} 1 leads, 0 enquiries on other leads, 0 subscriptions, 1 requests`,
    `person-withdrawn ${reference} 1 leads (1 newly), 0 unsent items cancelled, 0 subscriptions ended`,
  ]);
  for (const { line } of await accessLog(env)) {
    expect(line).not.toContain(vikram.phone);
    expect(line.toLowerCase()).not.toContain(vikram.email);
  }
  // No ad export for a person who withdrew (lib/server/ads, issue 44's rule for every ad file).
  expect(await googleAds()).not.toContain(gclid);
});
