import { expect, test, type Locator, type Page } from '@playwright/test';
import { homeContent } from '@/content/pages/home';
import { universities } from '@/lib/catalogue/universities';
import { clickProposalButton, services } from './support';

// Issue 38, items 6 and 7: no unfinished-looking space, and the smaller things a visitor notices.
const box = async (locator: Locator) => (await locator.boundingBox())!;
const lpu = universities.find((university) => university.id === 'lpu')!;

async function at(page: Page, width: number, height: number, path: string) {
  await page.setViewportSize({ width, height });
  await page.goto(path);
}

test.describe('no unfinished-looking space', () => {
  test('/contact at 1366: the form card ends under its Submit button', async ({ page }) => {
    await at(page, 1366, 900, '/contact');
    const card = page.locator('#proposal');
    const submit = card.getByRole('button', { name: 'Submit' });
    const [cardBox, submitBox] = [await box(card), await box(submit)];
    expect(cardBox.y + cardBox.height - (submitBox.y + submitBox.height)).toBeLessThanOrEqual(32);
  });

  for (const [width, height] of [
    [768, 1024],
    [1366, 900],
  ]) {
    test(`/thank-you at ${width}: the footer ends at the bottom of the screen`, async ({
      page,
    }) => {
      await at(page, width, height, '/thank-you?for=lpu');
      const footer = page.getByText('© 2025').locator('xpath=..');
      const footerBox = await box(footer);
      expect(footerBox.y + footerBox.height).toBeCloseTo(height, 0);
    });
  }
});

test.describe('the smaller things', () => {
  test('an FAQ arrow keeps its size beside a question that wraps', async ({ page }) => {
    await at(page, 360, 740, `/college/${lpu.id}/admission`);
    const arrows = page
      .getByRole('main')
      .getByRole('button', { expanded: false })
      .locator('[aria-hidden="true"]');
    expect(await arrows.count()).toBeGreaterThan(0);
    // The arrow is a 6 px square's two borders, turned 45°: 8.5 px across on screen.
    for (const arrow of await arrows.all())
      expect((await box(arrow)).width).toBeCloseTo(6 * Math.SQRT2, 0);
  });

  test("the dark band's paragraph keeps a reading width at 1366", async ({ page }) => {
    await at(page, 1366, 900, '/');
    const text = page.getByText(homeContent.closingCta.text);
    await text.scrollIntoViewIfNeeded();
    expect((await box(text)).width).toBeLessThanOrEqual(680);
  });

  for (const [label, path, bodyHeading] of [
    ['a service page', services[0].href, 'h2'],
    ['the blog', '/blogs', 'ul > li'],
    ['an admission page', `/college/${lpu.id}/admission`, '> div h2'],
  ]) {
    for (const width of [768, 1366]) {
      test(`${label} at ${width}: hero and body start at one left edge`, async ({ page }) => {
        await at(page, width, 900, path);
        const hero = await box(page.locator('h1'));
        const body = page.locator(`main ${bodyHeading}`).first();
        await body.scrollIntoViewIfNeeded();
        expect((await box(body)).x).toBeCloseTo(hero.x, 0);
      });
    }
  }

  test('five "Why choose" cards leave no hole: the last row sits in the middle', async ({
    page,
  }) => {
    await at(page, 1366, 900, '/');
    const cards = page
      .getByRole('heading', { name: homeContent.whyUs.heading })
      .locator('xpath=ancestor::section[1]')
      .getByRole('listitem');
    await expect(cards).toHaveCount(homeContent.whyUs.points.length);
    await cards.last().scrollIntoViewIfNeeded();
    const list = await box(cards.first().locator('xpath=..'));
    const row = [await box(cards.nth(3)), await box(cards.nth(4))];
    expect(row[0].y).toBe(row[1].y);
    const leftGap = row[0].x - list.x;
    const rightGap = list.x + list.width - (row[1].x + row[1].width);
    expect(leftGap).toBeGreaterThan(0);
    expect(leftGap).toBeCloseTo(rightGap, 0);
  });

  test('the contact hours each stand on one line at 360', async ({ page }) => {
    await at(page, 360, 740, '/contact');
    const hours = page
      .getByRole('heading', { name: 'Hours' })
      .locator('xpath=following-sibling::dl[1]//dd');
    expect(await hours.count()).toBeGreaterThan(0);
    for (const time of await hours.all()) {
      // The line boxes of its words: one.
      const lines = await time.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, (await time.textContent()) ?? '').toBe(1);
    }
  });

  for (const width of [360, 390]) {
    test(`/contact/thank-you at ${width}: "Call" and "Email" start at one edge`, async ({
      page,
    }) => {
      await at(page, width, 800, '/contact/thank-you');
      const main = page.getByRole('main');
      const call = await box(main.getByRole('listitem').filter({ hasText: 'Call' }));
      const email = await box(main.getByRole('listitem').filter({ hasText: 'Email' }));
      expect(call.x).toBe(email.x);
    });
  }

  test("an admission page's footer text keeps off the screen's edges at 360", async ({ page }) => {
    await at(page, 360, 740, `/college/${lpu.id}/admission`);
    const text = await box(page.getByText('© 2025'));
    expect(text.x).toBeGreaterThanOrEqual(16);
    expect(text.x + text.width).toBeLessThanOrEqual(360 - 16);
  });

  test('the programmes are a list, not cards that look tappable', async ({ page }) => {
    await at(page, 390, 844, `/college/${lpu.id}/admission`);
    const list = page
      .getByRole('heading', { level: 2 })
      .filter({ hasText: 'Programmes' })
      .locator('xpath=following-sibling::ul[1]');
    await expect(list).toHaveCSS('list-style-type', 'disc');
    for (const item of await list.getByRole('listitem').all()) {
      await expect(item).toHaveCSS('border-top-width', '0px');
      await expect(item).toHaveCSS('cursor', 'auto');
      await expect(item.locator('a, button')).toHaveCount(0);
    }
  });

  test('the admission thank-you text does not reflow once its script names the university', async ({
    page,
    browser,
  }) => {
    const path = `/thank-you?for=${lpu.id}`;
    const next = (scope: Page) => scope.getByRole('heading', { name: 'What happens next' });
    // The server's markup, as painted before any script has run.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const before = await noScript.newPage();
    await before.goto(path);
    const painted = await box(next(before));
    await noScript.close();

    await at(page, 360, 740, path);
    await expect(page.getByText(`Your enquiry about ${lpu.name} admissions`)).toBeVisible();
    expect(await box(next(page))).toEqual(painted);
  });

  test("the modal's trust marks are drawn with the site's SVG icons, not emoji", async ({
    page,
  }) => {
    await page.goto('/about-us');
    await clickProposalButton(page);
    const marks = page.getByRole('dialog').getByRole('listitem');
    await expect(marks).toHaveText(['100% Confidential', 'We Sign NDA']);
    for (const mark of await marks.all()) {
      await expect(mark.locator('svg')).toHaveCount(1);
      expect(await mark.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });
});
