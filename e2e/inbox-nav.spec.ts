import { expect, type Locator, type Page } from '@playwright/test';
import { navCopy, queueCopy } from '@/content/inbox-queue';
import { inboxPages, navFor, pagesFor } from '@/lib/inbox/inbox-pages';
import { sampleLeadRequest } from '@/test-support/sample-lead-request.mjs';
import { E2E_PORT } from './env';
import { siteOfFile, test } from './server-process';
import { addOperator, axeViolations, signedIn } from './support';

// The inbox's navigation (docs/product.md#operators; lib/inbox/inbox-pages.ts): on a 360 px phone,
// with scripts on and off, each role's bar and menu list exactly the pages its role opens, each
// reached in at most two taps, and the queue's first lead (each other page's heading) starts
// within 200 px below the bar; on a large screen, the groups' menus by keyboard and pointer.

const PORT = E2E_PORT + 1280;
const BASE = `http://127.0.0.1:${PORT}`;
const PHONE = { viewport: { width: 360, height: 780 } };
const OPERATORS = [
  ['counsellor', 'ravi@agency.in'],
  ['admin', 'asha@agency.in'],
] as const;

const { env } = siteOfFile('inbox-nav', PORT);

test.beforeAll(async () => {
  await addOperator(env, 'asha@agency.in', 'Asha Verma', 'admin');
  await addOperator(env, 'ravi@agency.in', 'Ravi Kumar', 'counsellor');
  const sent = await fetch(`${BASE}/api/b2b/leads/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Fill-Time-Ms': '20000' },
    body: JSON.stringify({ ...sampleLeadRequest, name: 'Kavya Nair' }),
  });
  expect(sent.status).toBe(200);
});

/** How far below the inbox's bar `target` starts, in CSS pixels. */
async function belowBar(page: Page, target: Locator) {
  const bar = await page.getByRole('banner').boundingBox();
  const box = await target.boundingBox();
  return box!.y - (bar!.y + bar!.height);
}

const navOf = (page: Page) => page.getByRole('navigation', { name: navCopy.label });
const menuButton = (nav: Locator, label: string) =>
  nav.locator('summary:visible', { hasText: label });

for (const [role, email] of OPERATORS)
  for (const javaScriptEnabled of [true, false])
    test(`the ${role}'s bar and menu at 360 px, scripts ${javaScriptEnabled ? 'on' : 'off'}`, async ({
      browser,
    }) => {
      const context = await signedIn(browser, BASE, email, javaScriptEnabled, PHONE);
      const page = await context.newPage();
      await page.goto(`${BASE}/inbox`);
      const nav = navOf(page);
      const [work] = navFor(role);
      const opens = pagesFor(role);

      const firstLead = page
        .getByRole('list', { name: queueCopy.listLabel })
        .getByRole('listitem')
        .first();
      await expect(firstLead.getByRole('link').first()).toHaveText('Kavya Nair');
      expect(await belowBar(page, firstLead)).toBeLessThanOrEqual(200);

      // The day's work in the bar; with the menu open, every page the role opens and no other.
      expect(await nav.getByRole('link').allTextContents()).toEqual(
        work.pages.map(({ label }) => label),
      );
      await menuButton(nav, navCopy.menu).click();
      expect(await nav.getByRole('link').allTextContents()).toEqual(
        opens.map(({ label }) => label),
      );
      await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      for (const target of opens) {
        await page.goto(`${BASE}/inbox`);
        const inMenu = target.group !== 'work';
        if (inMenu) await menuButton(nav, navCopy.menu).click();
        await nav.getByRole('link', { name: target.label, exact: true }).click();
        await expect(page).toHaveURL(`${BASE}${target.href}`);
        const heading = page.getByRole('heading', { level: 1 });
        if (target.href !== inboxPages.queue.href)
          expect(await belowBar(page, heading)).toBeLessThanOrEqual(200);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          360,
        );
        if (inMenu) await menuButton(nav, navCopy.menu).click();
        await expect(nav.getByRole('link', { name: target.label, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }

      // What the role does not open, it is refused.
      for (const other of Object.values(inboxPages).filter((page) => !opens.includes(page)))
        expect((await page.goto(`${BASE}${other.href}`))?.status()).toBe(403);
      await context.close();
    });

test("an admin's group menus at 1366 px: keyboard, pointer, the current page", async ({
  browser,
}) => {
  const context = await signedIn(browser, BASE, 'asha@agency.in', true, {
    viewport: { width: 1366, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(`${BASE}/inbox`);
  const nav = navOf(page);
  const [, reports, setup, records] = navFor('admin');
  await expect(menuButton(nav, navCopy.menu)).toHaveCount(0);
  expect(await nav.locator('summary:visible').allTextContents()).toEqual(
    [reports, setup, records].map(({ label }) => label),
  );

  // By keyboard: Enter opens, Tab walks its pages, Escape closes and gives focus back.
  await menuButton(nav, reports.label).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: reports.pages[0].label })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: reports.pages[0].label })).toBeHidden();
  await expect(menuButton(nav, reports.label)).toBeFocused();

  // One menu open at a time; a click elsewhere closes it.
  await menuButton(nav, setup.label).click();
  await menuButton(nav, records.label).click();
  await expect(nav.getByRole('link', { name: setup.pages[0].label })).toBeHidden();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(nav.getByRole('link', { name: records.pages[0].label })).toBeHidden();

  // A page of a menu: reached, the menu closed, its link the current page.
  const exports = inboxPages.exports;
  await menuButton(nav, records.label).click();
  await nav.getByRole('link', { name: exports.label }).click();
  await expect(page).toHaveURL(`${BASE}${exports.href}`);
  await expect(page.getByRole('heading', { level: 1, name: exports.label })).toBeVisible();
  await expect(nav.getByRole('link', { name: exports.label })).toBeHidden();
  await menuButton(nav, records.label).click();
  const current = nav.getByRole('link', { name: exports.label });
  await expect(current).toHaveAttribute('aria-current', 'page');

  // In forced colours the current page keeps a mark that is not a colour.
  await page.emulateMedia({ forcedColors: 'active' });
  expect(await current.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe(
    'underline',
  );
  await context.close();
});
