import { expect, type Browser, type Page } from '@playwright/test';
import { deliveryLineCopy } from '@/content/inbox-delivery';
import { funnelCopy } from '@/content/inbox-funnel';
import { portalCopy, portalFormCopy } from '@/content/portal';
import { admissionReason } from '@/lib/admission/admission-lead';
import { E2E_PORT } from './env';
import { siteOfFile, test } from './server-process';
import {
  addOperator,
  axeViolations,
  exportLeads,
  fillSignIn,
  OPERATOR_PASSWORD,
  runLeads,
  sendAdmission,
  signedIn,
  typeStudent,
} from './support';

// The Done-when of issue 72 (docs/operations.md#the-university-portal): Amity and LPU take their
// leads from the portal; an Amity user signs in at the inbox's sign-in page and lands on its
// portal, sees only Amity's delivered leads, downloads them, marks one Enrolled with scripts off
// (the Google Ads file and the campaign report then count it as won) and returns one within the window on a phone; an LPU
// user given an Amity lead's number or reference gets not-found. A server of its own.

const PORT = E2E_PORT + 1730;
const BASE = `http://127.0.0.1:${PORT}`;

const { env } = siteOfFile('portal', PORT, { MIN_FILL_TIME_MS: '0', FORWARD_POLL_MS: '100' });

const addUniversityUser = (email: string, university: string) =>
  runLeads(
    [
      'operator',
      'add',
      '--email',
      email,
      '--name',
      `${university} office`,
      '--role',
      'university',
      '--university',
      university,
      '--password-stdin',
    ],
    env,
    `${OPERATOR_PASSWORD}\n`,
  );

test.beforeAll(async () => {
  await addOperator(env, 'meera@agency.in', 'Meera Iyer', 'admin');
  await addUniversityUser('office@amity.edu', 'amity');
  await addUniversityUser('office@lpu.co.in', 'lpu');
  for (const university of ['amity', 'lpu'])
    await runLeads(
      ['university', 'delivery', '--university', university, '--adapter', 'portal'],
      env,
    );
});

async function student(
  browser: Browser,
  slug: string,
  name: string,
  phone: string,
  gclid?: string,
) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(
    `${BASE}/college/${slug}/admission${gclid ? `?utm_source=google&gclid=${gclid}` : ''}`,
  );
  const main = page.getByRole('main');
  await typeStudent(
    main,
    { name, phone, email: `s${phone.replace(/\s/g, '')}@example.in` },
    { city: 'Delhi' },
  );
  await sendAdmission(page, main, slug);
  await context.close();
}

/** Signs in at the inbox's sign-in page, as every operator does. */
async function signIn(page: Page, email: string) {
  await page.goto(`${BASE}/inbox/sign-in`);
  await fillSignIn(page, email);
}

test('an Amity user sees only its delivered leads, downloads them, sets Enrolled and returns one; LPU gets not-found', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const gclid = `Cj0KCQiA_portal-${Date.now().toString(36)}`;
  await student(browser, 'amity', 'Aarav Sharma', '98100 00001', gclid);
  await student(browser, 'amity', 'Diya Kapoor', '98100 00002');
  await student(browser, 'lpu', 'Ishita Rao', '98100 00003');
  const { leads } = await exportLeads(env);
  const idOf = (name: string) => Number(leads.find((lead) => lead.name === name)!.id);
  const [aarav, diya, ishita] = ['Aarav Sharma', 'Diya Kapoor', 'Ishita Rao'].map(idOf);
  // Amity signs in where everyone does, and lands on its own portal.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, 'office@amity.edu');
  await expect(page).toHaveURL(`${BASE}/portal/amity`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    portalCopy.listTitle('Amity University'),
  );
  // Each waits in the portal once the outbox has placed it; the list takes them as it shows them.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row')).toHaveCount(3, { timeout: 1000 });
  }).toPass();
  const names = page.getByRole('rowheader');
  await expect(names).toHaveText(['Diya Kapoor', 'Aarav Sharma']);
  await expect(page.getByText('Ishita Rao')).toHaveCount(0);
  // The inbox is not its: sent back to the portal.
  await page.goto(`${BASE}/inbox`);
  await expect(page).toHaveURL(`${BASE}/portal/amity`);

  // Its download holds its two leads and nobody else's.
  await page.goto(`${BASE}/portal/amity`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: portalCopy.downloadCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^amity-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text).toContain(`"LWL-${aarav}","Aarav Sharma"`);
  expect(text).toContain(`"LWL-${diya}","Diya Kapoor"`);
  expect(text).not.toContain('Ishita');

  // Enrolled, with scripts off: the lead is won, and Google's won file counts it.
  await page.getByRole('link', { name: 'Aarav Sharma' }).click();
  await expect(page).toHaveURL(`${BASE}/portal/amity/leads/${aarav}`);
  await expect(page.getByRole('link', { name: '+91 98100 00001' })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await page.getByLabel(portalFormCopy.outcomeLabel).selectOption('enrolled');
  await page.getByRole('button', { name: portalFormCopy.outcomeSave }).click();
  await expect(page.getByRole('status')).toHaveText(portalFormCopy.outcomeSaved('Enrolled'));
  await expect(page.getByText(/^Enrolled · .* · amity office$/)).toBeVisible();
  const won = await runLeads(
    ['export', '--format', 'google-ads', '--stage', 'won', '--conversion', 'Admission'],
    env,
  );
  expect(won).toContain(gclid);
  const exported = (await exportLeads(env)).leads.find((lead) => Number(lead.id) === aarav)!;
  expect(exported.status).toBe('won');
  await context.close();

  // On a phone, scripts off: Diya's lead returned within the window.
  const phone = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 780 },
  });
  const small = await phone.newPage();
  await signIn(small, 'office@amity.edu');
  await small.goto(`${BASE}/portal/amity/leads/${diya}`);
  await small.getByLabel(portalFormCopy.returnReason).selectOption('wrong-number');
  await small.getByLabel(portalFormCopy.returnNote).fill('The number belongs to someone else');
  await small.getByRole('button', { name: portalFormCopy.returnSubmit }).click();
  await expect(small.getByText(portalCopy.waiting)).toBeVisible();
  await expect(small.getByText('The number belongs to someone else')).toBeVisible();
  const width = await small.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await phone.close();

  // The agency sees the lead taken from the portal, and the return waiting on the delivery page.
  const agency = await signedIn(browser, BASE, 'meera@agency.in', false);
  const admin = await agency.newPage();
  await admin.goto(`${BASE}/inbox/leads/${diya}`);
  await expect(admin.getByTestId('lead-delivery')).toContainText(
    deliveryLineCopy.taken('Amity University', '').trim(),
  );
  await admin.goto(`${BASE}/inbox/delivery`);
  await expect(admin.getByRole('link', { name: `Lead ${diya}` })).toBeVisible();
  // The campaign report counts Aarav won, by Amity's word, beside Amity's own enrolled figure.
  await admin.goto(`${BASE}/inbox/funnel?group=purpose`);
  const report = admin.getByRole('table').first();
  const heads = (await report.getByRole('columnheader').allInnerTexts()).map((head) => head.trim());
  const amityRow = report.getByRole('row').filter({
    has: admin.getByRole('rowheader', { name: admissionReason('Amity University'), exact: true }),
  });
  const figure = (head: string) => amityRow.getByRole('cell').nth(heads.indexOf(head) - 1);
  await expect(figure(funnelCopy.won)).toHaveText('1');
  await expect(figure(funnelCopy.enrolled)).toHaveText('1');
  await agency.close();

  // LPU, given Amity's numbers and reference, finds nothing.
  const lpu = await browser.newContext();
  const other = await lpu.newPage();
  await signIn(other, 'office@lpu.co.in');
  await expect(other).toHaveURL(`${BASE}/portal/lpu`);
  for (const path of [
    `/portal/lpu/leads/${aarav}`,
    `/portal/lpu/leads/LWL-${aarav}`,
    `/portal/amity/leads/${aarav}`,
    '/portal/amity',
    '/portal/amity/download/csv',
  ]) {
    const answer = await other.goto(`${BASE}${path}`);
    expect({ path, status: answer?.status() }).toEqual({ path, status: 404 });
    await expect(other.getByText('Aarav Sharma')).toHaveCount(0);
  }
  await other.goto(`${BASE}/portal/lpu?q=LWL-${aarav}`);
  await expect(other.getByText(portalCopy.none)).toBeVisible();
  // Its own list and lead, with scripts: no accessibility violation.
  await other.goto(`${BASE}/portal/lpu`);
  expect(await axeViolations(other)).toEqual([]);
  await other.goto(`${BASE}/portal/lpu/leads/${ishita}`);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Ishita Rao');
  expect(await axeViolations(other)).toEqual([]);
  await lpu.close();
});
