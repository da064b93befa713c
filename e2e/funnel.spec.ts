import { expect, type Browser, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { funnelCopy } from '@/content/inbox-funnel';
import { MAX_REPORT_BYTES } from '@/lib/funnel/spend-report-limit';
import type { VitalsBeacon } from '@/lib/vitals/beacon';
import { E2E_PORT } from './env';
import { eventually, siteOfFile, test } from './server-process';
import {
  addOperator,
  formEnhanced,
  hide,
  measured,
  noteReporterStart,
  runLeads,
  sendAdmission,
  signedIn,
  signIn,
  typeStudent,
} from './support';

// The funnel end to end (docs/leads.md#visits-and-the-funnel): a student comes from an ad's link,
// starts the admission form and sends it; an admin qualifies and wins the lead and enters the
// campaign's spend; the Funnel page and its CSV show one visitor, one form start, one lead, one
// qualified, one won and the cost per admission. The same browser again the same day is not a
// second visitor. A server of its own, so its counts are this spec's alone.

const PORT = E2E_PORT + 1100;
const BASE = `http://127.0.0.1:${PORT}`;
const VITALS = `${BASE}/api/vitals`;
const CAMPAIGN = 'funnel-e2e';
const LANDING = `${BASE}/college/lpu/admission?utm_source=google&utm_medium=cpc&utm_campaign=${CAMPAIGN}`;
/** This India month, as the spend form takes it. */
const MONTH = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);
/** The funnel for the whole month: its spend is counted whole, not prorated to a range. */
const MONTH_FUNNEL = `${BASE}/inbox/funnel?${new URLSearchParams({
  from: `${MONTH}-01`,
  to: `${MONTH}-${new Date(Date.UTC(Number(MONTH.slice(0, 4)), Number(MONTH.slice(5)), 0)).getUTCDate()}`,
}).toString()}`;

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const { env } = siteOfFile('funnel', PORT, { MIN_FILL_TIME_MS: '0' });
test.beforeAll(async () => {
  await addOperator(env, 'meera@agency.in', 'Meera Iyer', 'admin');
});

/** Opens `url` and waits until the speed reporter has measured the page. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await measured(page);
}

/** Hides the page and returns the speed beacon it sent (its visit part with it). */
async function beaconOnHide(page: Page) {
  const sent = page.waitForRequest((request) => request.url() === VITALS);
  await hide(page);
  const request = await sent;
  expect((await request.response())?.status()).toBe(202);
  return request.postDataJSON() as VitalsBeacon;
}

/**
 * A browser of its own. Headless Chromium names itself HeadlessChrome, a bot by its user agent
 * (never counted), so each says it is the Chrome a student has.
 */
async function browserPage(browser: Browser, userAgent = CHROME) {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  await noteReporterStart(page);
  // Playwright reads a beacon's body (a Blob) only from a request it routes.
  await page.route(VITALS, (route) => route.continue());
  return page;
}

/** The table's row for `key` as { column: cell }. */
async function rowOf(page: Page, key: string) {
  const table = page.getByRole('table').first();
  const heads = await table.locator('thead th').allInnerTexts();
  const row = table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: key }) });
  const cells = await row.locator('th, td').allInnerTexts();
  return Object.fromEntries(heads.map((head, index) => [head.trim(), cells[index]?.trim()]));
}

const csvRows = (csv: string) =>
  Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;

test('a visit from an ad, a form started, a lead qualified and won, and spend: the funnel counts each once and costs the admission', async ({
  browser,
}) => {
  const student = await browserPage(browser);
  await visit(student, LANDING);
  const main = student.getByRole('main');
  await formEnhanced(main);
  await main.getByLabel('Full name').click();
  const first = await beaconOnHide(student);
  expect(first.visit).toEqual({
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: CAMPAIGN,
    click_id: false,
    form_started: true,
  });

  await typeStudent(main, {
    name: 'Kavya Funnel',
    phone: '91055 00001',
    email: 'kavya@funnel-e2e.in',
  });
  await sendAdmission(student, main, 'lpu');

  // The same browser again the same day: a beacon, but not a second visitor.
  await visit(student, LANDING);
  const again = await beaconOnHide(student);
  expect(again.visit).toMatchObject({ utm_campaign: CAMPAIGN, form_started: false });
  // Beacons are written in the order they came: once another browser's later visit is counted,
  // so is the repeat.
  const other = await browserPage(browser, 'Mozilla/5.0 (X11; Linux x86_64) FunnelE2E/1.0');
  await visit(other, `${BASE}/college/lpu/admission?utm_campaign=${CAMPAIGN}-check`);
  await beaconOnHide(other);

  const { leads } = JSON.parse(await runLeads(['export', '--format', 'json'], env)) as {
    leads: { id: number; email: string }[];
  };
  const lead = leads.find((row) => row.email === 'kavya@funnel-e2e.in')!;

  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, `${BASE}/inbox/leads/${lead.id}`, 'meera@agency.in');
  await expect(admin).toHaveURL(`${BASE}/inbox/leads/${lead.id}`);
  for (const [status, shown] of [
    ['qualified', 'Qualified'],
    ['won', 'Won'],
  ]) {
    await admin.getByLabel('Status').selectOption(status);
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(admin.getByTestId('lead-summary')).toContainText(`Status: ${shown}`);
  }

  await admin.goto(`${BASE}/inbox/funnel`);
  await admin.getByRole('textbox', { name: 'Campaign', exact: true }).fill(CAMPAIGN);
  await admin.getByLabel('Month', { exact: true }).fill(MONTH);
  await admin.getByLabel('Amount (₹)').fill('30000');
  await admin.getByRole('button', { name: 'Save spend' }).click();
  await expect(admin.getByText(`Saved: ${CAMPAIGN}, ${MONTH}.`)).toBeVisible();
  // A report over what one post may carry is refused by the form, in words, never a bare 413.
  await admin.getByLabel(funnelCopy.reportFile).setInputFiles({
    name: 'year.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(MAX_REPORT_BYTES + 1, 'a'),
  });
  await admin.getByRole('button', { name: funnelCopy.importReport }).click();
  const answer = admin.locator('#spend-imported');
  await expect(answer).toHaveText(funnelCopy.tooBig);
  await expect(answer).toHaveRole('alert');

  await eventually(async () => {
    await admin.goto(MONTH_FUNNEL);
    return (await rowOf(admin, `${CAMPAIGN}-check`)).Visitors === '1';
  });
  const row = await rowOf(admin, CAMPAIGN);
  expect(row).toMatchObject({
    Visitors: '1',
    'Form starts': '1',
    Leads: '1',
    Qualified: '1',
    Won: '1',
    'Cost per lead': '₹30,000',
    'Cost per admission': '₹30,000',
  });

  const href = await admin.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  const csv = await context.request.get(`${BASE}${href}`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const line = csvRows(await csv.text()).find((cells) => cells.Campaign === CAMPAIGN)!;
  for (const column of [
    'Visitors',
    'Form starts',
    'Leads',
    'Qualified',
    'Won',
    'Cost per lead',
    'Cost per admission',
  ])
    expect(`${column}: ${line[column]}`).toBe(`${column}: ${row[column]}`);

  const log = await runLeads(['access-log'], env);
  expect(log).toMatch(/\tpage-viewed\t\/inbox\/funnel(\t|$)/m);
  expect(log).toMatch(new RegExp(`spend-saved\\tcampaign ${CAMPAIGN}\\t${MONTH}: 3000000 paise`));
  expect(log).toMatch(/export\t\/inbox\/funnel\/csv\?/);
  await context.close();
});

test('without a script, the range, a refused and a saved figure and an imported report each post and answer', async ({
  browser,
}) => {
  const admin = await signedIn(browser, BASE, 'meera@agency.in', false);
  const page = await admin.newPage();
  await page.goto(`${BASE}/inbox/funnel`);

  // The range is a GET form: its choice is the address.
  await page.getByLabel('From', { exact: true }).fill(`${MONTH}-01`);
  await page.getByLabel('To', { exact: true }).fill(`${MONTH}-02`);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/inbox/funnel\\?from=${MONTH}-01&to=${MONTH}-02`));

  // A figure that cannot be read is refused with what was typed kept; then saved.
  const campaign = page.getByRole('textbox', { name: 'Campaign', exact: true });
  await campaign.fill('scriptless-e2e');
  await page.getByLabel('Month', { exact: true }).fill(MONTH);
  await page.getByLabel('Amount (₹)').evaluate((input: HTMLInputElement) => {
    // What a browser without the pattern's check would send.
    input.removeAttribute('pattern');
    input.value = '12 thousand';
  });
  await page.getByRole('button', { name: 'Save spend' }).click();
  await expect(page.getByRole('alert')).toHaveText(funnelCopy.badAmount);
  await expect(campaign).toHaveValue('scriptless-e2e');
  await expect(page.getByLabel('Amount (₹)')).toHaveValue('12 thousand');
  await page.getByLabel('Amount (₹)').fill('12000');
  await page.getByRole('button', { name: 'Save spend' }).click();
  await expect(page.getByRole('status')).toHaveText(funnelCopy.saved('scriptless-e2e', MONTH));

  // A report as Google Ads downloads it.
  await page.getByLabel(funnelCopy.reportFile).setInputFiles({
    name: 'campaigns.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Campaign performance report\n"All time"\nCampaign status,Campaign,Currency code,Cost\nEnabled,scriptless-report,INR,"4,500.00"\n`,
    ),
  });
  await page.getByRole('button', { name: funnelCopy.importReport }).click();
  await expect(page.getByRole('status')).toHaveText(funnelCopy.imported(1, 'Google Ads'));
  // At a phone's width, nothing wider than the screen (the month and file fields once were).
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await admin.close();

  const log = await runLeads(['access-log'], env);
  expect(log).toMatch(
    new RegExp(`spend-saved\\tcampaign scriptless-e2e\\t${MONTH}: 1200000 paise`),
  );
  expect(log).toMatch(/spend-saved\t1 campaigns\tgoogle-ads report/);
});
