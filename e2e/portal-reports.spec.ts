import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { enrolmentSheetCopy } from '@/content/portal-sheet';
import { statementCopy } from '@/content/portal-statement';
import { admissionReason } from '@/lib/admission/admission-lead';
import { leadReference } from '@/lib/delivery/delivery-values';
import { portalSheetPath, portalStatementPath } from '@/lib/portal/portal-report-paths';
import { E2E_DB_PATH } from './env';
import {
  accessLog,
  axeViolations,
  fillSignIn,
  OPERATOR_PASSWORD,
  runLeads,
  uniquePerson,
} from './support';

// Issue 72's enrolment sheet and monthly statement in a real browser with scripts off
// (docs/operations.md#university-portal-enrolment-sheets-and-statements): an Amity user signs in,
// uploads its sheet, and sees the rows applied and the unmatched one with its line (axe finding
// nothing on either page); the statement
// of the month its leads were delivered then counts them, the enrolled one among them. Matching,
// all or nothing, ambiguity and XLSX are Jest's (lib/server/portal/enrolment-sheet*.test.ts).

const env = { LEADS_DB_PATH: E2E_DB_PATH };
/** A month no other test delivers in: the statement's figures are these leads' alone. */
const MONTH = '2025-03';

/** A new user of Amity's, as its admissions office is added. */
const addAmityUser = (email: string) =>
  runLeads(
    [
      'operator',
      'add',
      '--email',
      email,
      '--name',
      'Amity Admissions',
      '--role',
      'university',
    ].concat(['--university', 'amity', '--password-stdin']),
    env,
    `${OPERATOR_PASSWORD}\n`,
  );

test('an Amity user uploads its enrolment sheet and reads its statement, scripts off', async ({
  browser,
  baseURL,
}) => {
  const run = Date.now();
  const email = `admissions-${run}@amity.example`;
  await addAmityUser(email);
  // Three admission enquiries for Amity, as its page's form sends them, then delivered in MONTH.
  const students = ['enrol-a', 'enrol-b', 'enrol-c'].map((label) => uniquePerson(label, 'Ishaan'));
  for (const student of students) {
    const response = await fetch(`${baseURL}/api/b2b/leads/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Fill-Time-Ms': '20000' },
      body: JSON.stringify({
        ...student,
        course: 'MBA',
        city: 'Jaipur',
        consent: true,
        adult: 'yes',
        reason: admissionReason('Amity University'),
        page_url: `${baseURL}/college/amity/admission`,
      }),
    });
    expect(response.status).toBe(200);
  }
  const db = new Database(E2E_DB_PATH);
  const ids = students.map(
    (student) =>
      db.prepare('select id from leads where email = ?').pluck().get(student.email) as number,
  );
  try {
    const deliver = db.prepare(
      `insert into lead_deliveries (lead_id, university, adapter, status, detail, sent_at, updated_at)
       values (?, 'amity', 'generic', 'accepted', 'accepted', ?, ?)
       on conflict (lead_id) do update set university = 'amity', status = 'accepted', sent_at = excluded.sent_at`,
    );
    for (const id of ids) deliver.run(id, `${MONTH}-10T06:00:00.000Z`, `${MONTH}-10T06:00:00.000Z`);
  } finally {
    db.close();
  }

  // Signed in with scripts, then on without them: the upload and the statement are plain forms.
  const signingIn = await browser.newContext({ baseURL });
  const start = await signingIn.newPage();
  await start.goto('/inbox/sign-in');
  await fillSignIn(start, email);
  await expect(start).toHaveURL(/\/portal\/amity/);
  const state = await signingIn.storageState();
  // With scripts (axe runs in the page): the two pages have nothing axe finds.
  for (const path of [portalSheetPath('amity'), portalStatementPath('amity', MONTH)]) {
    await start.goto(path);
    expect(await axeViolations(start)).toEqual([]);
  }
  await signingIn.close();
  const context = await browser.newContext({
    baseURL,
    storageState: state,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();

  await page.goto(portalSheetPath('amity'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enrolmentSheetCopy.title);
  const second = students[1];
  const sheet = [
    'Reference,Mobile No,Email ID,Admission Status',
    `${leadReference(ids[0])},,,Admitted`,
    `,+91 ${second.phone},,Fee paid`,
    `,,nobody-${run}@example.in,Enrolled`,
  ].join('\r\n');
  await page.getByLabel(enrolmentSheetCopy.file).setInputFiles({
    name: 'amity-admissions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(sheet),
  });
  await page.getByRole('button', { name: enrolmentSheetCopy.upload }).click();
  await expect(page).toHaveURL(/\/portal\/amity\/sheet\?result=/);
  await expect(page.getByRole('status')).toHaveText(enrolmentSheetCopy.applied(2, 0));
  await expect(
    page.getByRole('heading', { name: `${enrolmentSheetCopy.unmatchedHeading} (1)` }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: `4 ${enrolmentSheetCopy.noLead}` })).toBeVisible();

  // The same sheet again changes nothing, and says so.
  await page.getByLabel(enrolmentSheetCopy.file).setInputFiles({
    name: 'amity-admissions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(sheet),
  });
  await page.getByRole('button', { name: enrolmentSheetCopy.upload }).click();
  await expect(page.getByRole('status')).toHaveText(enrolmentSheetCopy.unchanged(2));

  await page.goto(portalStatementPath('amity'));
  await page.getByLabel(statementCopy.monthLabel).fill(MONTH);
  await page.getByRole('button', { name: statementCopy.show }).click();
  await expect(page).toHaveURL(new RegExp(`month=${MONTH}`));
  const table = page.getByRole('table', { name: statementCopy.caption('Amity University', MONTH) });
  const figure = (label: string) => table.getByRole('row', { name: label });
  await expect(figure(statementCopy.delivered)).toContainText('3');
  await expect(figure(statementCopy.accepted)).toContainText('3');
  await expect(figure(statementCopy.enrolled)).toContainText('1');
  await expect(figure(statementCopy.costPerEnrolment)).toContainText('–');

  const log = (await accessLog(env)).filter((row) => row.operator === email);
  expect(log.map(({ action, detail }) => `${action} ${detail}`)).toEqual(
    expect.arrayContaining([
      'portal-outcome-set university amity, sheet: 2 changed, 0 already so, 1 unmatched, 0 ambiguous',
      'portal-outcome-set university amity, sheet: 0 changed, 2 already so, 1 unmatched, 0 ambiguous',
      'portal-viewed university amity, statement',
    ]),
  );
  await context.close();
});

// What 360 px changes: the upload form and the rows listed back fit the screen, scripts off.
test.describe('the enrolment sheet on a phone', { tag: '@phone-only' }, () => {
  test.use({ viewport: { width: 360, height: 780 }, javaScriptEnabled: false });

  test('an Amity user uploads its sheet at 360 px and reads the unmatched row without scrolling sideways', async ({
    page,
  }) => {
    const email = `admissions-phone-${Date.now()}@amity.example`;
    await addAmityUser(email);
    await page.goto('/inbox/sign-in');
    await fillSignIn(page, email);
    await expect(page).toHaveURL(/\/portal\/amity/);
    await page.goto(portalSheetPath('amity'));
    await page.getByLabel(enrolmentSheetCopy.file).setInputFiles({
      name: 'amity-phone.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Email ID,Admission Status\r\nnobody-${email},Enrolled`),
    });
    const upload = page.getByRole('button', { name: enrolmentSheetCopy.upload });
    const button = (await upload.boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(360);
    await upload.click();
    await expect(page.getByRole('status')).toHaveText(enrolmentSheetCopy.unchanged(0));
    const row = page.getByRole('row', { name: `2 ${enrolmentSheetCopy.noLead}` });
    await expect(row).toBeVisible();
    const box = (await row.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});
