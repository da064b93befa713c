import { expect, test, type Page } from '@playwright/test';
import { sheetsCopy } from '@/content/inbox-sheets';
import { CHANNEL_LABELS } from '@/lib/channels/channel-names';
import type { SheetField } from '@/lib/channels/sheet-fields';
import { SHIKSHA_COLUMNS, SHIKSHA_HEADER } from '@/test-support/sample-sheet';
import { E2E_DB_PATH } from './env';
import {
  accessLog,
  addOperator,
  axeViolations,
  inboxNavLink,
  signedIn,
  uniquePerson,
} from './support';

// Issue 74's portal sheets in a real browser with scripts off (docs/operations.md#portal-sheets):
// an admin opens Import a sheet from the inbox's bar, uploads a portal's CSV, finds its columns
// guessed, sets the university, saves the mapping, sees every row checked, imports them all, and
// follows the link to the queue, where each student is a lead of channel import with the source as
// its campaign; the access log records the import. With scripts (for axe), the same sheet again is
// checked at once, said to be imported before, and discarded. Problems by line, repeats, XLSX and
// 20,000 rows all or none are Jest's (lib/server/channels/sheet-service.test.ts).

const env = { LEADS_DB_PATH: E2E_DB_PATH };

test('an admin maps and imports a portal sheet; its leads are in the queue', async ({
  browser,
  baseURL,
}) => {
  const run = Date.now();
  const admin = `sheets-${run}@agency.in`;
  await addOperator(env, admin, 'Meera Iyer', 'admin');
  const context = await signedIn(browser, baseURL!, admin, false, { baseURL });
  const page = await context.newPage();
  await page.goto('/inbox');
  await (await inboxNavLink(page, sheetsCopy.navLabel)).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sheetsCopy.title);

  const source = `Shiksha ${run}`;
  const students = ['sheet-a', 'sheet-b', 'sheet-c'].map((label) => uniquePerson(label, 'Ananya'));
  const upload = async (at: Page) => {
    await at.getByLabel(sheetsCopy.source, { exact: true }).fill(source);
    await at.getByLabel(sheetsCopy.file).setInputFiles({
      name: 'shiksha-leads.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await at.getByRole('button', { name: sheetsCopy.upload }).click();
    await expect(at.getByRole('heading', { level: 1 })).toHaveText(sheetsCopy.sheetTitle(source));
  };
  const csv = [
    SHIKSHA_HEADER,
    ...students.map(
      (student, n) => `SH-${n},${student.name},+91 ${student.phone},${student.email},MBA,Lucknow`,
    ),
  ].join('\r\n');
  await upload(page);
  await expect(page.getByText(sheetsCopy.unchecked)).toBeVisible();
  // A new source's columns, guessed from the header; its sheet names no university.
  for (const [field, column] of Object.entries({ ...SHIKSHA_COLUMNS, university: '' }))
    await expect(
      page.getByLabel(sheetsCopy.fields[field as SheetField], { exact: true }),
    ).toHaveValue(column);
  await page.getByLabel(sheetsCopy.universityDefault).selectOption('amity');
  await page.getByRole('button', { name: sheetsCopy.saveMapping }).click();

  await expect(page.getByRole('status')).toHaveText(sheetsCopy.mappingSaved);
  await expect(page.getByText(sheetsCopy.allGood(3))).toBeVisible();
  const sample = page.getByRole('table', { name: sheetsCopy.sampleCaption });
  for (const student of students) await expect(sample).toContainText(student.name);
  await page.getByRole('button', { name: sheetsCopy.importAll(3) }).click();

  await expect(page).toHaveURL(/\/inbox\/import\?done=imported/);
  await expect(page.getByRole('status')).toHaveText(sheetsCopy.imported(source, 3, 0, 0));
  await page.getByRole('link', { name: sheetsCopy.viewLeads(source) }).click();
  await expect(page).toHaveURL(/\/inbox\?campaign=/);
  for (const student of students)
    await expect(page.getByRole('listitem').filter({ hasText: student.name })).toContainText(
      `${source} · ${CHANNEL_LABELS.import}`,
    );

  expect(
    (await accessLog(env))
      .filter(({ operator }) => operator === admin)
      .map(({ action, record, detail }) => `${action} ${record} ${detail}`),
  ).toEqual(
    expect.arrayContaining([
      `sheet-uploaded import ${source} 3 rows held for mapping`,
      `sheet-imported import ${source} 3 rows: 3 new leads, 0 repeat enquiries, 0 seen before`,
    ]),
  );
  await context.close();

  // Axe runs in the page: a context with scripts. The same sheet again is checked at once with
  // its source's saved mapping, said to have been imported before, and discarded.
  const withScripts = await signedIn(browser, baseURL!, admin, true, { baseURL });
  const again = await withScripts.newPage();
  await again.goto('/inbox/import');
  expect(await axeViolations(again)).toEqual([]);
  await upload(again);
  const [before, after] = sheetsCopy.importedBefore('\u0000').split('\u0000');
  await expect(again.getByText(before)).toContainText(after);
  expect(await axeViolations(again)).toEqual([]);
  await again.getByRole('button', { name: sheetsCopy.discard }).click();
  await expect(again.getByRole('status')).toHaveText(sheetsCopy.discarded);
  await withScripts.close();
});
