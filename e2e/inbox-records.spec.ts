import fs from 'node:fs';
import Database from 'better-sqlite3';
import { expect } from '@playwright/test';
import { followUpsCopy, suspectedCopy } from '@/content/inbox-records';
import { startWebhookReceiver } from '@/scripts/test/fake-receivers.mjs';
import { sampleLeadRequest } from '@/test-support/sample-lead-request.mjs';
import { E2E_PORT } from './env';
import { signInPath } from '@/lib/inbox/inbox-paths';
import { formFields, postForm, requestFrom } from './inbox-forms';
import { eventually, siteOfFile, test } from './server-process';
import {
  addOperator,
  cookieOf,
  logOf,
  runLeads,
  shownPhone,
  signedIn,
  uniquePerson,
  axeViolations,
} from './support';

// The inbox's follow-ups, suspected records and exports (issue 43): an admin releases a held lead
// from the inbox (no script needed) and it is alerted and in the queue's data; a counsellor is
// refused the page, the release and every export, each refusal logged; a counsellor's follow-ups
// due today and overdue are listed, tomorrow's not; the export is filtered like the queue.

const PORT = E2E_PORT + 1030;
const BASE = `http://127.0.0.1:${PORT}`;
const HOUR = 3_600_000;

let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;

test.beforeAll(async () => {
  hook = await startWebhookReceiver();
});
const { env } = siteOfFile('inbox-records', PORT, () => ({
  LEAD_ALERT_WEBHOOK_URL: hook.url,
  // Ten minutes between polls: an alert that comes within the test came from a wake.
  FORWARD_POLL_MS: '600000',
}));
test.beforeAll(async () => {
  await addOperator(env, 'asha@agency.in', 'Asha Verma', 'admin');
  await addOperator(env, 'ravi@agency.in', 'Ravi Kumar', 'counsellor');
  await addOperator(env, 'meena@agency.in', 'Meena Das', 'counsellor');
});
test.afterAll(async () => {
  await hook?.close();
});

/**
 * A lead as a form sends it, from a person of its own unless `body` names the phone and email; a
 * fill time of 250 ms is a bot's, 20 s a person's.
 */
const send = async (body: object, fillTimeMs = 20_000) => {
  const { phone, email } = uniquePerson();
  const response = await fetch(`${BASE}/api/b2b/leads/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Fill-Time-Ms': String(fillTimeMs) },
    body: JSON.stringify({ ...sampleLeadRequest, phone, email, ...body }),
  });
  expect(response.status).toBe(200);
};
const admission = (name: string, phone: string) => ({
  name,
  phone,
  course: 'MBA',
  city: 'Pune',
  consent: true,
  reason: 'Admission enquiry: Amity University',
  Websiteurl: undefined,
  message: undefined,
});
const alerted = () => hook.state.delivered.map((call) => (call.body as { name: string }).name);

/** Changes the store as the server would (the lead's page is another change's). */
function store<T>(work: (db: Database.Database) => T): T {
  const db = new Database(env.LEADS_DB_PATH);
  try {
    db.pragma('busy_timeout = 5000');
    return work(db);
  } finally {
    db.close();
  }
}
const leadId = (name: string) =>
  store((db) => (db.prepare('select id from leads where name = ?').get(name) as { id: number }).id);
const operatorId = (email: string) =>
  store(
    (db) => (db.prepare('select id from operator where email = ?').get(email) as { id: string }).id,
  );

test('an admin sees a held lead with why and releases it without a script; it is alerted and exported', async ({
  browser,
}) => {
  const bot = uniquePerson();
  await send({ ...bot, name: 'Autofilled Honeypot', homepage_url: 'https://spam.example' });
  await send({ name: 'Genuine Person' });
  await eventually(() => alerted().length === 1);
  expect(alerted()).toEqual(['Genuine Person']);
  const held = leadId('Autofilled Honeypot');

  const admin = await signedIn(browser, BASE, 'asha@agency.in');
  const page = await admin.newPage();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${BASE}/inbox/suspected`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(suspectedCopy.title);
  const card = page.getByRole('listitem').filter({ hasText: 'Autofilled Honeypot' });
  await expect(card).toContainText(
    'Why it was held' + 'A hidden field only automated form fillers see was filled in.',
  );
  await expect(card).toContainText(/Received\d{1,2} \w{3} 20\d\d, \d\d:\d\d IST/);
  await expect(card).toContainText(`Phone${shownPhone(bot.phone)}`);
  await expect(page.getByText('Genuine Person')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await admin.close();

  const noScript = await signedIn(browser, BASE, 'asha@agency.in', false);
  const plain = await noScript.newPage();
  await plain.goto(`${BASE}/inbox/suspected`);
  const release = formFields(await plain.content(), 1);
  await plain.getByRole('button', { name: `Release lead ${held} (Autofilled Honeypot)` }).click();
  await expect(plain).toHaveURL(`${BASE}/inbox/suspected?done=released&type=lead&id=${held}`);
  await expect(plain.getByRole('status')).toHaveText(suspectedCopy.released('lead', held));
  await expect(plain.getByText(suspectedCopy.empty)).toBeVisible();
  await expect(plain.getByText('Autofilled Honeypot')).toHaveCount(0);

  // The release woke the forwarder: the alert comes long before its next poll.
  await eventually(() => alerted().length === 2);
  expect(alerted()).toEqual(['Genuine Person', 'Autofilled Honeypot']);
  const exported = await plain.request.get(`${BASE}/inbox/export?format=json`);
  expect(exported.status()).toBe(200);
  const { leads } = await exported.json();
  expect(leads.map((lead: { name: string }) => lead.name)).toEqual([
    'Autofilled Honeypot',
    'Genuine Person',
  ]);
  // Released, it is assigned as a lead arriving now is (docs/operations.md#lead-assignment).
  expect(leads[0]).toMatchObject({
    status: 'new',
    owner: expect.stringMatching(/^(Ravi Kumar|Meena Das)$/),
    first_contact_at: null,
  });

  // Released once is released: the same form posted again says so, and changes nothing.
  const again = await postForm(`${BASE}/inbox/suspected`, release, {
    cookie: await cookieOf(noScript),
  });
  expect(again.status).toBe(303);
  expect(again.location).toBe(`/inbox/suspected?done=not_suspected&type=lead&id=${held}`);
  await noScript.close();
  expect(alerted()).toHaveLength(2);

  expect(await logOf(env, 'asha@agency.in')).toEqual(
    expect.arrayContaining([
      'page-viewed /inbox/suspected -',
      `record-released lead ${held} -`,
      'export /inbox/export?format=json 2 leads, 0 subscribers; filter none',
    ]),
  );
});

test('a counsellor is refused the suspected records, their release and every export, each logged', async ({
  browser,
}) => {
  await send({ name: 'Too Fast' }, 250);
  const held = leadId('Too Fast');

  // The release form as an admin's page holds it, posted with the counsellor's session.
  const admin = await signedIn(browser, BASE, 'asha@agency.in');
  const adminPage = await admin.newPage();
  await adminPage.goto(`${BASE}/inbox/suspected`);
  await expect(adminPage.getByText(/Sent 0\.\d s after the form opened/)).toBeVisible();
  const fields = formFields(
    await (await adminPage.request.get(`${BASE}/inbox/suspected`)).text(),
    1,
  );
  expect(fields).toMatchObject({ type: 'lead', id: String(held) });
  await admin.close();

  const ravi = await signedIn(browser, BASE, 'ravi@agency.in');
  const page = await ravi.newPage();
  const refused = await page.goto(`${BASE}/inbox/suspected`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();

  const posted = await postForm(`${BASE}/inbox/suspected`, fields, {
    cookie: await cookieOf(ravi),
  });
  // Sent back to the page, which answers 403.
  expect([posted.status, posted.location]).toEqual([303, '/inbox/suspected']);
  expect((await page.request.get(`${BASE}/inbox/suspected`)).status()).toBe(403);
  for (const format of ['csv', 'json', 'google-ads']) {
    const answer = await page.request.get(
      `${BASE}/inbox/export?format=${format}&status=new&conversion=Enquiry`,
    );
    expect(answer.status()).toBe(403);
    expect(await answer.text()).toBe('Your role does not allow this. Ask an admin.');
  }
  await ravi.close();

  // Still held: nothing was released.
  const all = JSON.parse(
    await runLeads(['export', '--format', 'json', '--include-suspected'], env),
  );
  expect(all.leads.find((lead: { id: number }) => lead.id === held)).toMatchObject({
    released_at: null,
  });
  expect(await logOf(env, 'ravi@agency.in')).toEqual([
    'sign-in - password',
    'page-viewed /inbox -',
    'access-refused /inbox/suspected role counsellor',
    // The release, refused where its form is, named (operator-guard.ts).
    'access-refused /inbox/suspected release: role counsellor',
    'access-refused /inbox/suspected role counsellor',
    'access-refused /inbox/export?format=csv&status=new&conversion=Enquiry role counsellor',
    'access-refused /inbox/export?format=json&status=new&conversion=Enquiry role counsellor',
    'access-refused /inbox/export?format=google-ads&status=new&conversion=Enquiry role counsellor',
  ]);
});

test("a counsellor's follow-ups list today's and overdue ones, oldest first, not tomorrow's", async ({
  browser,
}) => {
  await send({ name: 'Overdue Student', phone: '9811122233' });
  await send({ name: 'Earlier Student', phone: '9811122244' });
  await send({ name: 'Tomorrow Student', phone: '9811122255' });
  await send({ name: 'Meena Student', phone: '9811122266' });
  const ravi = operatorId('ravi@agency.in');
  const now = Date.now();
  // India's next midnight, plus an hour: tomorrow whatever the time of day the test runs.
  const tomorrow = new Date(
    Math.ceil((now + 5.5 * HOUR) / (24 * HOUR)) * 24 * HOUR - 5.5 * HOUR + HOUR,
  );
  store((db) => {
    const set = db.prepare(
      'update leads set owner_id = ?, next_follow_up_at = ?, status = ? where name = ?',
    );
    set.run(
      ravi,
      new Date(now - 2 * HOUR - 5 * 60_000).toISOString(),
      'attempted',
      'Overdue Student',
    );
    set.run(ravi, new Date(now - 27 * HOUR).toISOString(), 'connected', 'Earlier Student');
    set.run(ravi, tomorrow.toISOString(), 'attempted', 'Tomorrow Student');
    set.run(
      operatorId('meena@agency.in'),
      new Date(now - HOUR).toISOString(),
      'new',
      'Meena Student',
    );
  });

  const context = await signedIn(browser, BASE, 'ravi@agency.in');
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${BASE}/inbox/follow-ups`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(followUpsCopy.title);
  const items = page.getByTestId('follow-ups').getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Earlier Student');
  await expect(items.nth(0)).toContainText('overdue by 1 day 3 h');
  await expect(items.nth(1)).toContainText('Overdue Student');
  await expect(items.nth(1)).toContainText(/overdue by 2 h [56] min/);
  await expect(items.nth(1)).toContainText('StatusAttempted');
  await expect(items.nth(1)).toContainText('EnquiryGet a Proposal');
  await expect(
    items.nth(1).getByRole('link', { name: 'Overdue Student', exact: true }),
  ).toHaveAttribute('href', `/inbox/leads/${leadId('Overdue Student')}`);
  await expect(
    items.nth(1).getByRole('link', { name: 'Call Overdue Student, +91 98111 22233' }),
  ).toHaveAttribute('href', 'tel:+919811122233');
  await expect(page.getByText('Tomorrow Student')).toHaveCount(0);
  await expect(page.getByText('Meena Student')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();

  const meena = await signedIn(browser, BASE, 'meena@agency.in');
  const other = await meena.newPage();
  await other.goto(`${BASE}/inbox/follow-ups`);
  await expect(other.getByTestId('follow-ups').getByRole('listitem')).toHaveText([/Meena Student/]);
  await meena.close();
  expect(await logOf(env, 'ravi@agency.in')).toContain('page-viewed /inbox/follow-ups -');
});

test('the export is filtered like the queue, with status and first contact, in each format', async ({
  browser,
}) => {
  await send({
    ...admission('Qualified Admission', '9822233344'),
    landing_url: `${BASE}/college/amity/admission?gclid=Cj0KCQ_e2e-43`,
  });
  await send(admission('New Admission', '9822233355'));
  const ravi = operatorId('ravi@agency.in');
  store((db) => {
    db.prepare(
      `update leads set status = 'qualified', status_at = ?, first_contact_at = ?, owner_id = ? where name = ?`,
    ).run('2026-11-25T06:30:00.000Z', '2026-11-25T06:05:00.000Z', ravi, 'Qualified Admission');
    db.prepare(
      `insert into lead_events (lead_id, at, operator_id, kind, note, call_outcome) values (?, ?, ?, 'note', ?, 'connected')`,
    ).run(
      leadId('Qualified Admission'),
      '2026-11-25T06:05:00.000Z',
      ravi,
      'Wants the MBA brochure',
    );
  });

  const admin = await signedIn(browser, BASE, 'asha@agency.in');
  const page = await admin.newPage();
  const json = await page.request.get(
    `${BASE}/inbox/export?format=json&kind=admission&status=qualified&page=3`,
  );
  expect(json.headers()['content-disposition']).toMatch(
    /^attachment; filename="leadwise-leads-\d{4}-\d\d-\d\d\.json"$/,
  );
  const data = await json.json();
  expect(data.subscribers).toEqual([]);
  expect(data.leads).toHaveLength(1);
  expect(data.leads[0]).toMatchObject({
    name: 'Qualified Admission',
    kind: 'admission',
    status: 'qualified',
    status_at: '2026-11-25T06:30:00.000Z',
    owner: 'Ravi Kumar',
    first_contact_at: '2026-11-25T06:05:00.000Z',
    notes: [
      {
        at: '2026-11-25T06:05:00.000Z',
        by: 'Ravi Kumar',
        call_outcome: 'connected',
        note: 'Wants the MBA brochure',
      },
    ],
  });

  const csv = await (
    await page.request.get(`${BASE}/inbox/export?format=csv&kind=admission`)
  ).text();
  const [header, ...rows] = csv.trim().split(/\r\n(?=")/);
  expect(header).toMatch(
    /,"status","status_at","lost_reason","owner","next_follow_up_at","first_contact_at","notes","verified","verified_at","delivery_status","delivered_at"$/,
  );
  expect(rows.map((row) => row.split(',')[5])).toEqual([
    '"Qualified Admission"',
    '"New Admission"',
  ]);
  expect(rows[0]).toContain(
    '"qualified","2026-11-25T06:30:00.000Z","","Ravi Kumar","","2026-11-25T06:05:00.000Z","25 Nov 2026, 11:35 IST · Ravi Kumar · Connected · Wants the MBA brochure"',
  );

  const ads = await page.request.get(
    `${BASE}/inbox/export?format=google-ads&status=qualified&conversion=Admission%20enquiry`,
  );
  expect(await ads.text()).toMatch(
    /^Parameters:TimeZone=\+0530\r\nGoogle Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n"Cj0KCQ_e2e-43","Admission enquiry","\d{4}-\d\d-\d\d \d\d:\d\d:\d\d","",""\r\n$/,
  );

  // The nav's link names no conversion action: a page asks for it, keeping the view's filters.
  await page.goto(`${BASE}/inbox/export?format=google-ads&status=qualified`);
  await expect(page).toHaveURL(`${BASE}/inbox/export/google-ads?status=qualified`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Export for Google Ads');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Conversion action').fill('Admission enquiry');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(fs.readFileSync((await file.path())!, 'utf8')).toBe(await ads.text());
  expect((await page.request.get(`${BASE}/inbox/export?format=xml`)).status()).toBe(400);
  await admin.close();

  expect(await logOf(env, 'asha@agency.in')).toEqual(
    expect.arrayContaining([
      'export /inbox/export?format=json&status=qualified&kind=admission 1 leads, 0 subscribers; filter status=qualified&kind=admission',
      'export /inbox/export?format=csv&kind=admission 2 leads, 0 subscribers; filter kind=admission',
      'export /inbox/export?format=google-ads&status=qualified 1 conversions "Admission enquiry" of 1 leads, 0 gclids left out; filter status=qualified',
    ]),
  );
});

test('without a session, each page, export and the release go to sign in and release nothing', async ({
  browser,
}) => {
  await send({ name: 'Sessionless Bot', homepage_url: 'https://spam.example' });
  const held = leadId('Sessionless Bot');
  for (const route of [
    '/inbox/follow-ups',
    '/inbox/suspected',
    '/inbox/export?format=google-ads&status=new',
  ]) {
    const answer = await requestFrom(`${BASE}${route}`);
    expect([303, 307], route).toContain(answer.status);
    expect(answer.location, route).toBe(signInPath(route));
  }
  const admin = await signedIn(browser, BASE, 'asha@agency.in');
  const fields = formFields(
    await (await (await admin.newPage()).request.get(`${BASE}/inbox/suspected`)).text(),
    1,
  );
  await admin.close();
  expect(fields).toMatchObject({ type: 'lead', id: String(held) });
  const answer = await postForm(`${BASE}/inbox/suspected`, fields);
  expect([answer.status, answer.location]).toEqual([303, signInPath('/inbox/suspected')]);
  const all = JSON.parse(
    await runLeads(['export', '--format', 'json', '--include-suspected'], env),
  );
  expect(all.leads.find((lead: { id: number }) => lead.id === held).released_at).toBeNull();
});
