import { expect, type Browser, type Page } from '@playwright/test';
import { mergeCopy, personCopy } from '@/content/inbox-person';
import { startWebhookReceiver } from '@/scripts/test/fake-receivers.mjs';
import type { OutboxReport } from '@/lib/server/outbox/outbox-report';
import { E2E_PORT } from './env';
import { cookieHeader, formFields, postForm, requestFrom } from './inbox-forms';
import { eventually, siteOfFile, test } from './server-process';
import {
  accessLog,
  addOperator,
  adLanding,
  fillAdmissionForm,
  OPERATOR_PASSWORD,
  runLeads,
  axeViolations,
  openAs,
} from './support';

// One person, one record in the inbox (docs/leads.md#repeat-enquiries-one-person-one-record, #merging-leads): two
// admission forms from one phone make one lead with two enquiries and one alert; another
// university's form makes a second lead, and each lists the other; an admin merges two leads the
// rules did not join, without scripts; a counsellor may not merge. Every person here is this
// spec's own (phones 91044…, emails @person-e2e.in).

const PORT = E2E_PORT + 1040;
const BASE = `http://127.0.0.1:${PORT}`;
const LPU = 'Admission enquiry: Lovely Professional University';
const AMITY = 'Admission enquiry: Amity University';

let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;

test.beforeAll(async () => {
  hook = await startWebhookReceiver();
});
const { env } = siteOfFile('person', PORT, () => ({
  RATE_LIMIT_POINTS: '1000',
  // A test fills the admission form faster than a person: not held as suspected for it.
  MIN_FILL_TIME_MS: '0',
  LEAD_ALERT_WEBHOOK_URL: hook.url,
  FORWARD_TIMEOUT_MS: '1500',
  FORWARD_RETRY_BASE_MS: '200',
  FORWARD_RETRY_MAX_MS: '800',
  FORWARD_POLL_MS: '100',
}));

type Exported = { id: number; phone: string; email: string; reason: string };
/** The leads stored with this phone (its ten digits anywhere in it), oldest first. */
const leadsOf = async (digits: string) => {
  const { leads } = JSON.parse(await runLeads(['export', '--format', 'json'], env)) as {
    leads: Exported[];
  };
  return leads.filter((lead) => lead.phone.replace(/\D/g, '').endsWith(digits));
};

const outbox = async (): Promise<OutboxReport> =>
  JSON.parse(await runLeads(['outbox', '--all', '--format', 'json'], env));
/** Waits until the outbox has sent everything it holds; then what the receiver got is final. */
const outboxSettled = () => eventually(async () => (await outbox()).summary.pending === 0);
const alertsFor = (name: string) =>
  hook.state.delivered.filter((call) => (call.body as { name: string }).name === name);

/** An admission enquiry as the university form's script sends it (a person's fill time). */
const sendAdmission = async (lead: { name: string; phone: string; email: string }) => {
  const landing = `${BASE}/college/amity/admission?utm_source=google&utm_campaign=person-e2e`;
  const response = await fetch(`${BASE}/api/b2b/leads/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Fill-Time-Ms': '20000' },
    body: JSON.stringify({
      ...lead,
      course: 'B.Tech (Engineering and Technology)',
      city: 'Lucknow',
      consent: true,
      reason: AMITY,
      page_url: landing,
      landing_url: landing,
      referrer: 'https://www.google.com/',
      language: 'en',
    }),
  });
  expect(response.status).toBe(200);
  const [stored] = (await leadsOf(lead.phone)).filter((row) => row.email === lead.email);
  return stored.id;
};

test.beforeAll(async () => {
  await addOperator(env, 'meera@agency.in', 'Meera Iyer', 'admin');
  await addOperator(env, 'ravi@agency.in', 'Ravi Kumar', 'counsellor');
});
test.afterAll(async () => {
  await hook?.close();
});

async function operatorPage(browser: Browser, email: string, to: string, javaScript = true) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  const page = await context.newPage();
  await openAs(page, BASE, email, to);
  return page;
}

const timelineEntries = (page: Page) => page.getByTestId('timeline-entry');

test('two forms from one phone make one lead with two enquiries, one new-lead alert and a repeat notice to its owner; another university’s makes a second lead that lists the first', async ({
  browser,
}) => {
  const kavya = { name: 'Kavya Person-e2e', phone: '91044 00001' };
  await fillAdmissionForm(browser, adLanding(BASE, 'lpu', 'monday-ad'), 'lpu', {
    ...kavya,
    email: 'kavya@person-e2e.in',
  });
  await fillAdmissionForm(browser, adLanding(BASE, 'lpu', 'wednesday-ad'), 'lpu', {
    ...kavya,
    phone: '+91 9104400001',
    email: 'kavya.s@person-e2e.in',
  });

  const [lead] = await leadsOf('9104400001');
  expect(await leadsOf('9104400001')).toEqual([
    expect.objectContaining({ id: lead.id, email: 'kavya@person-e2e.in', reason: LPU }),
  ]);
  await outboxSettled();
  // One alert of a new lead; the repeat only tells the owner it was given to at arrival.
  const told = alertsFor(kavya.name).map((call) => (call.body as { text: string }).text);
  expect(told).toEqual([
    expect.stringContaining('New admission lead'),
    expect.stringMatching(/Repeat enquiry for .+ \(enquiry 2 of lead #\d+\)/),
  ]);
  // The lead's own item once; the repeat's notice is the enquiry's.
  const items = (await outbox()).items;
  expect(
    items.filter((item) => item.record_type === 'lead' && item.record_id === lead.id),
  ).toHaveLength(1);
  expect(items.filter((item) => item.record_type === 'enquiry')).toHaveLength(1);

  // The queue says it, and the lead's page shows the repeat with its form, page and campaign.
  const page = await operatorPage(browser, 'meera@agency.in', '/inbox?q=Kavya');
  const cards = page.getByRole('list', { name: 'Leads' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByTestId('enquiry-count')).toHaveText('2 enquiries');
  await cards.getByRole('link', { name: kavya.name }).click();
  await expect(page).toHaveURL(`${BASE}/inbox/leads/${lead.id}`);
  await expect(page.getByTestId('lead-summary')).toContainText('2 enquiries');
  const repeat = timelineEntries(page).filter({ hasText: 'Enquiry 2 of 2' });
  await expect(repeat).toHaveText(
    new RegExp(
      `\\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2} IST\\s*Enquiry 2 of 2, admission form: from ${BASE}/college/lpu/admission\\S*, campaign wednesday-ad`,
    ),
  );
  await expect(page.getByRole('region', { name: personCopy.otherLeadsTitle })).toContainText(
    personCopy.noOtherLeads,
  );

  // Another university: a lead of its own, alerted, and each lead lists the other.
  await fillAdmissionForm(browser, adLanding(BASE, 'amity', 'friday-ad'), 'amity', {
    ...kavya,
    email: 'kavya.amity@person-e2e.in',
  });
  const both = await leadsOf('9104400001');
  expect(both.map((row) => row.reason)).toEqual([LPU, AMITY]);
  const amity = both[1].id;
  await outboxSettled();
  expect(alertsFor(kavya.name)).toHaveLength(3);

  await page.goto(`${BASE}/inbox/leads/${amity}`);
  const others = page.getByRole('region', { name: personCopy.otherLeadsTitle });
  const listed = others.getByTestId('person-lead');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Lovely Professional University');
  await expect(listed).toContainText('Status: New');
  await listed.getByRole('link', { name: `Lead #${lead.id}` }).click();
  await expect(page).toHaveURL(`${BASE}/inbox/leads/${lead.id}`);
  await expect(
    page
      .getByRole('region', { name: personCopy.otherLeadsTitle })
      .getByRole('link', { name: `Lead #${amity}` }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});

test('an admin merges two leads the rules did not join, without scripts, and the merged lead’s address leads on', async ({
  browser,
}) => {
  const kept = await sendAdmission({
    name: 'Sanjay Person-e2e',
    phone: '9104400002',
    email: 'sanjay@person-e2e.in',
  });
  // A new phone and a typo in the email: the rules see another person.
  const merged = await sendAdmission({
    name: 'Sanjay P',
    phone: '9104400003',
    email: 'sanjay@person-e2e.im',
  });
  expect(merged).not.toBe(kept);
  const confirmPath = `/inbox/leads/${kept}/merge?other=${merged}`;

  // With scripts: the lead's page offers the merge by number, and the confirm step says what it does.
  const page = await operatorPage(browser, 'meera@agency.in', `/inbox/leads/${kept}`);
  await page.getByLabel(mergeCopy.otherId).fill(String(merged));
  await page.getByRole('button', { name: mergeCopy.review }).click();
  await expect(page).toHaveURL(`${BASE}${confirmPath}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Merge lead #${merged} into #${kept}`,
  );
  await expect(page.getByText(mergeCopy.noUndo)).toBeVisible();
  await expect(page.getByRole('region', { name: `Merged into it: lead #${merged}` })).toContainText(
    'sanjay@person-e2e.im',
  );
  expect(await axeViolations(page)).toEqual([]);
  // A mistyped number is said plainly, with the way to try again.
  await page.goto(`${BASE}/inbox/leads/${kept}/merge?other=99999`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'There is no lead #99999.' }),
  ).toBeVisible();
  await expect(page.getByLabel(mergeCopy.otherId)).toBeVisible();
  // What else is typed in the box is not a lead's number, and stays out of the access log.
  await page.goto(
    `${BASE}/inbox/leads/${kept}/merge?other=${encodeURIComponent('call his father')}`,
  );
  await expect(page.getByLabel(mergeCopy.otherId)).toBeVisible();
  const views = (await accessLog(env)).filter(({ action }) => action === 'page-viewed');
  expect(views.at(-1)).toMatchObject({ record: `/inbox/leads/${kept}/merge` });
  expect(JSON.stringify(await accessLog(env))).not.toContain('father');
  await page.context().close();

  // Without scripts, the merge itself.
  const plain = await operatorPage(browser, 'meera@agency.in', confirmPath, false);
  await plain.getByRole('button', { name: `Merge #${merged} into #${kept}` }).click();
  await expect(plain).toHaveURL(`${BASE}/inbox/leads/${kept}?merged=${merged}`);
  await expect(plain.getByRole('status')).toHaveText(`Lead #${merged} was merged into this one.`);
  await expect(plain.getByTestId('lead-summary')).toContainText('2 enquiries');
  await expect(timelineEntries(plain).filter({ hasText: 'Enquiry 2 of 2' })).toContainText(
    'admission form',
  );
  await expect(
    timelineEntries(plain).filter({ hasText: `Merged lead #${merged} into this one` }),
  ).toContainText('by Meera Iyer');

  // The merged lead's address leads to the kept one; the store has one lead of the two.
  await plain.goto(`${BASE}/inbox/leads/${merged}`);
  await expect(plain).toHaveURL(`${BASE}/inbox/leads/${kept}?merged=${merged}`);
  expect((await leadsOf('9104400002')).map((row) => row.id)).toEqual([kept]);
  expect(await leadsOf('9104400003')).toEqual([]);
  expect(await accessLog(env)).toContainEqual(
    expect.objectContaining({
      operator: 'meera@agency.in',
      action: 'lead-merged',
      record: `lead ${kept}`,
      detail: `lead ${merged} merged into lead ${kept}`,
    }),
  );
  // Merged once: the confirm step for it again says where it went.
  await plain.goto(`${BASE}${confirmPath}`);
  await expect(plain.getByRole('alert')).toHaveText(
    `Lead #${merged} was already merged into lead #${kept}.`,
  );
  await plain.context().close();
});

test('a counsellor may not merge: the confirm step and the merge itself are refused with 403 and logged', async ({
  browser,
}) => {
  const kept = await sendAdmission({
    name: 'Imran Person-e2e',
    phone: '9104400004',
    email: 'imran@person-e2e.in',
  });
  const other = await sendAdmission({
    name: 'Imran K',
    phone: '9104400005',
    email: 'imran.k@person-e2e.in',
  });
  const confirmPath = `/inbox/leads/${kept}/merge?other=${other}`;

  const page = await operatorPage(browser, 'ravi@agency.in', `/inbox/leads/${kept}`);
  await expect(page.getByRole('heading', { name: mergeCopy.sectionTitle })).toHaveCount(0);
  const answer = await page.goto(`${BASE}${confirmPath}`);
  expect(answer?.status()).toBe(403);
  await page.context().close();

  // The merge posted as a counsellor, with the fields of an admin's confirm step.
  const signIn = async (email: string) =>
    cookieHeader(
      await postForm(`${BASE}/inbox/sign-in`, {
        ...formFields((await requestFrom(`${BASE}/inbox/sign-in`)).body),
        email,
        password: OPERATOR_PASSWORD,
      }),
    );
  const adminCookie = await signIn('meera@agency.in');
  const ravi = await signIn('ravi@agency.in');
  const confirmPage = await requestFrom(`${BASE}${confirmPath}`, {
    headers: { Cookie: adminCookie },
  });
  // The header's sign-out, then the merge.
  const fields = formFields(confirmPage.body, 1);
  expect(fields).toMatchObject({ lead: String(kept), other: String(other) });
  const posted = await postForm(`${BASE}${confirmPath}`, fields, { cookie: ravi });
  expect([posted.status, posted.location]).toEqual([303, confirmPath]);
  const refused = await requestFrom(`${BASE}${posted.location}`, { headers: { Cookie: ravi } });
  expect(refused.status).toBe(403);

  expect((await leadsOf('9104400004')).map((row) => row.id)).toEqual([kept]);
  expect((await leadsOf('9104400005')).map((row) => row.id)).toEqual([other]);
  const log = await accessLog(env);
  expect(log).toContainEqual(
    expect.objectContaining({
      operator: 'ravi@agency.in',
      action: 'access-refused',
      record: confirmPath,
      detail: 'role counsellor',
    }),
  );
  // The guard logs each refusal at the page it came from: the confirm step twice, the merge once.
  expect(
    log
      .filter(
        (row) =>
          row.operator === 'ravi@agency.in' &&
          row.action === 'access-refused' &&
          row.record === confirmPath,
      )
      .map((row) => row.detail),
  ).toEqual(['role counsellor', 'merge: role counsellor', 'role counsellor']);
  expect(
    log.filter((row) => row.action === 'lead-merged' && row.record === `lead ${kept}`),
  ).toEqual([]);
});
