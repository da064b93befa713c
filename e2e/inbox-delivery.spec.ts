import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Browser } from '@playwright/test';
import { deliveryPageCopy } from '@/content/inbox-delivery';
import { startFakeUniversity, type FakeUniversity } from '@/scripts/test/fake-university.mjs';
import { E2E_PORT } from './env';
import { eventually, siteOfFile, test } from './server-process';
import { addOperator, axeViolations, sendAdmission, signedIn, typeStudent } from './support';

// The Done-when of issue 71 (docs/operations.md#delivery-to-the-universities): an admin sets up
// Amity with the generic adapter, a daily cap and a master sheet, and LPU with the portal, from
// the Delivery page with scripts off; students send the admission forms; the fake university on
// loopback gets each lead signed and mapped, the answers show on each lead and on the page, a
// lead over the cap waits for the next day, and an unmapped city holds until the sheet names it.
// A server of its own, whose deliveries no other spec's leads disturb.

const PORT = E2E_PORT + 1710;
const BASE = `http://127.0.0.1:${PORT}`;

let university: FakeUniversity;
test.beforeAll(async () => {
  university = await startFakeUniversity();
  university.state.answer = (_event, id) => ({
    status: 200,
    body: { status: 'Success', id: `A-${id}` },
  });
});
test.afterAll(() => university.close());

const { env } = siteOfFile('inbox-delivery', PORT, {
  MIN_FILL_TIME_MS: '0',
  FORWARD_POLL_MS: '100',
});
test.beforeAll(() => addOperator(env, 'meera@agency.in', 'Meera Iyer', 'admin'));

const sheetFile = (rows: string) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-')), 'master.csv');
  fs.writeFileSync(file, `kind,ours,theirs\n${rows}`);
  return file;
};

async function student(browser: Browser, slug: string, n: number, city: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${BASE}/college/${slug}/admission`);
  const main = page.getByRole('main');
  await typeStudent(
    main,
    {
      name: `Student ${n}`,
      phone: `98100000${String(n).padStart(2, '0')}`,
      email: `s${n}@example.in`,
    },
    { city },
  );
  await sendAdmission(page, main, slug);
  await context.close();
}

test('an admin sets up Amity and LPU; leads reach the fake university signed and mapped, with their answers', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await signedIn(browser, BASE, 'meera@agency.in', false);
  const admin = await context.newPage();
  await admin.goto(`${BASE}/inbox/delivery`);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(deliveryPageCopy.title);

  const form = admin.getByRole('form', { name: deliveryPageCopy.setUpHeading });
  await form.getByLabel(deliveryPageCopy.university).selectOption('amity');
  await form.getByLabel(deliveryPageCopy.adapter).selectOption('generic');
  await form.getByLabel(deliveryPageCopy.url).fill(university.url);
  await form.getByLabel(deliveryPageCopy.secret).fill('not-a-secret');
  await form.getByRole('button', { name: deliveryPageCopy.save }).click();
  await expect(admin.getByRole('alert')).toHaveText(deliveryPageCopy.problems['secret-generic']);

  await form.getByLabel(deliveryPageCopy.university).selectOption('amity');
  await form.getByLabel(deliveryPageCopy.url).fill(university.url);
  await form.getByLabel(deliveryPageCopy.secret).fill(university.secret);
  await form.getByLabel(deliveryPageCopy.dailyCap).fill('2');
  await form.getByRole('button', { name: deliveryPageCopy.save }).click();
  await expect(admin.getByRole('status')).toHaveText(deliveryPageCopy.saved('Amity University'));
  await expect(admin.getByTestId('delivery-amity')).toContainText('0 of 2');
  await expect(admin.locator('body')).not.toContainText(university.secret);

  await form.getByLabel(deliveryPageCopy.university).selectOption('lpu');
  await form.getByLabel(deliveryPageCopy.adapter).selectOption('portal');
  await form.getByRole('button', { name: deliveryPageCopy.save }).click();
  await expect(admin.getByTestId('delivery-lpu')).toContainText(deliveryPageCopy.portal);

  const sheet = admin.getByRole('form', { name: deliveryPageCopy.sheetHeading });
  await sheet.getByLabel(deliveryPageCopy.university).selectOption('amity');
  await sheet
    .getByLabel(deliveryPageCopy.sheetFile)
    .setInputFiles(sheetFile('city,Delhi,New Delhi\n'));
  await sheet.getByRole('button', { name: deliveryPageCopy.upload }).click();
  await expect(admin.getByRole('status')).toHaveText(
    deliveryPageCopy.sheetSaved('Amity University'),
  );

  // Lead 1 goes, mapped; lead 2's city is not in the sheet; lead 3 goes; LPU's lead 4 waits in its portal.
  await student(browser, 'amity', 1, 'delhi');
  await student(browser, 'amity', 2, 'Indore');
  await student(browser, 'amity', 3, 'Delhi');
  await student(browser, 'lpu', 4, 'Delhi');
  await eventually(() => university.state.calls.length === 2);
  expect(university.state.unsigned).toBe(0);
  expect(university.state.calls.map((call) => [call.id, call.event.data.city])).toEqual([
    ['LWL-1', 'New Delhi'],
    ['LWL-3', 'New Delhi'],
  ]);

  await admin.goto(`${BASE}/inbox/leads/1`);
  await expect(admin.getByTestId('lead-delivery')).toHaveText(
    /^Delivery: Sent to Amity University \d\d:\d\d · accepted · their id A-LWL-1$/,
  );
  await admin.goto(`${BASE}/inbox/leads/2`);
  await expect(admin.getByTestId('lead-delivery')).toHaveText(
    'Delivery: For Amity University · needs mapping: city Indore',
  );
  await admin.goto(`${BASE}/inbox/leads/4`);
  await expect(admin.getByTestId('lead-delivery')).toHaveText(
    'Delivery: For Lovely Professional University · in the portal: not yet taken',
  );

  await admin.goto(`${BASE}/inbox/delivery`);
  await expect(admin.getByText(deliveryPageCopy.missing('city', 'indore'))).toBeVisible();
  await expect(admin.getByTestId('delivery-amity')).toContainText('2 of 2');

  // The sheet names Indore: lead 2 is looked at again, and waits for tomorrow, over today's cap.
  await sheet.getByLabel(deliveryPageCopy.university).selectOption('amity');
  await sheet
    .getByLabel(deliveryPageCopy.sheetFile)
    .setInputFiles(sheetFile('city,Delhi,New Delhi\ncity,Indore,Indore (MP)\n'));
  await sheet.getByRole('button', { name: deliveryPageCopy.upload }).click();
  await admin.goto(`${BASE}/inbox/leads/2`);
  await expect(admin.getByTestId('lead-delivery')).toHaveText(
    "Delivery: For Amity University · held: over today's cap",
  );
  expect(university.state.calls).toHaveLength(2);
  await admin.goto(`${BASE}/inbox/delivery`);
  await expect(admin.getByTestId('delivery-amity')).toContainText('1 held');
  await context.close();

  // Axe runs in the page: a context with scripts.
  const withScripts = await signedIn(browser, BASE, 'meera@agency.in');
  const page = await withScripts.newPage();
  await page.goto(`${BASE}/inbox/delivery`);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`${BASE}/inbox/leads/2`);
  expect(await axeViolations(page)).toEqual([]);
  await withScripts.close();
});
