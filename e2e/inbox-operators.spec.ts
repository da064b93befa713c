import { expect, test } from '@playwright/test';
import { roleLabels } from '@/content/inbox';
import { operatorInputCopy, operatorsPageCopy as copy } from '@/content/inbox-operators';
import { operatorsPath } from '@/lib/inbox/inbox-paths';
import { E2E_DB_PATH } from './env';
import { accessLog, addOperator, axeViolations, OPERATOR_PASSWORD, signedIn } from './support';

// The Operators page (docs/operations.md#university-users) in a real browser with scripts off: an
// admin adds a university user without choosing its university and is told why, with what was
// typed kept but the password; then adds it for Amity, sees it listed, disables and enables it,
// and the access log has each change; axe finds nothing on the page. The schema's every refusal
// and what disabling does to sessions are Jest's (lib/server/inbox/operator-accounts.test.ts).

const env = { LEADS_DB_PATH: E2E_DB_PATH };

test('an admin adds, disables and enables a university user on the Operators page, scripts off', async ({
  browser,
  baseURL,
}) => {
  const run = Date.now();
  const admin = `operators-${run}@agency.in`;
  const added = `admissions-${run}@amity.example`;
  await addOperator(env, admin, 'Kavya Rao', 'admin');
  const context = await signedIn(browser, baseURL!, admin, false, { baseURL });
  const page = await context.newPage();
  await page.goto(operatorsPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);

  const form = page.getByRole('main');
  await form.getByLabel(copy.email).fill(added);
  await form.getByLabel(copy.name).fill('Amity Admissions');
  await form.getByLabel(copy.role).selectOption({ label: roleLabels.university });
  await form.getByLabel(copy.password).fill(OPERATOR_PASSWORD);
  await form.getByRole('button', { name: copy.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(operatorInputCopy.universityNeeded);
  await expect(form.getByLabel(copy.email)).toHaveValue(added);
  await expect(form.getByLabel(copy.name)).toHaveValue('Amity Admissions');
  await expect(form.getByLabel(copy.role)).toHaveValue('university');
  await expect(form.getByLabel(copy.password)).toHaveValue('');

  await form.getByLabel(copy.university).selectOption({ label: 'Amity University' });
  await form.getByLabel(copy.password).fill(OPERATOR_PASSWORD);
  await form.getByRole('button', { name: copy.submit }).click();
  await expect(page.getByRole('status')).toHaveText(copy.added(added));
  const row = page.getByRole('row').filter({ hasText: added });
  await expect(row).toContainText(roleLabels.university);
  await expect(row).toContainText(copy.active);

  // Disabled (the account's sessions end), then enabled again, each said and shown on its row.
  await row.getByRole('button', { name: `${copy.disable} Amity Admissions` }).click();
  await expect(page.getByRole('status')).toHaveText(copy.disabledSaid(added));
  await expect(row).toContainText(copy.disabled);
  await row.getByRole('button', { name: `${copy.enable} Amity Admissions` }).click();
  await expect(page.getByRole('status')).toHaveText(copy.enabledSaid(added));
  await expect(row).toContainText(copy.active);
  // Their own row offers no Disable.
  const own = page.getByRole('row').filter({ hasText: admin });
  await expect(own).toContainText(copy.you);
  await expect(own.getByRole('button')).toHaveCount(0);
  await context.close();

  // Axe runs in the page: with scripts, the same page.
  const withScripts = await signedIn(browser, baseURL!, admin, true, { baseURL });
  const again = await withScripts.newPage();
  await again.goto(operatorsPath);
  await expect(again.getByRole('row').filter({ hasText: added })).toBeVisible();
  expect(await axeViolations(again)).toEqual([]);
  await withScripts.close();

  expect(
    (await accessLog(env)).map(({ action, record, detail }) => `${action} ${record} ${detail}`),
  ).toEqual(
    expect.arrayContaining([
      `operator-added operator ${added} by ${admin}, for amity`,
      `operator-disabled operator ${added} by ${admin}`,
      `operator-enabled operator ${added} by ${admin}`,
    ]),
  );
});
