import { expect, test, type Page } from '@playwright/test';
import { everyPage } from './pages';

const routes = everyPage;
const phoneWidths = [320, 360, 412];
const desktopWidths = [...phoneWidths, 768, 992, 1024, 1280, 1440, 1920];

/** How far the page sticks out sideways, and the elements that do, to say what to fix. */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((node) => node.getBoundingClientRect().right > limit + 0.5)
      .slice(0, 5)
      .map((node) => `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`);
    return { by: root.scrollWidth - limit, culprits };
  });

async function expectFits(page: Page, route: string, widths: number[]) {
  await page.goto(route);
  await expect(page.locator('h1')).toBeVisible();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await overflowOf(page);
    expect(overflow.by, `${route} at ${width}px: ${overflow.culprits.join(', ')}`).toBe(0);
  }
}

test.describe('no horizontal overflow', () => {
  for (const route of routes) {
    test(`${route} fits every width`, async ({ page }) => {
      await expectFits(page, route, desktopWidths);
    });
  }

  // The same widths on a phone (touch, its user agent, the page's viewport meta honoured), which
  // can lay a page out otherwise than a narrow desktop window: every page, in batches of six.
  const batches = Array.from({ length: Math.ceil(routes.length / 6) }, (_, i) =>
    routes.slice(i * 6, i * 6 + 6),
  );
  for (const batch of batches) {
    test(
      `on a phone, ${batch[0]} to ${batch.at(-1)} fit ${phoneWidths.join(', ')} px`,
      { tag: '@phone-only' },
      async ({ page }) => {
        test.setTimeout(120_000);
        for (const route of batch) await expectFits(page, route, phoneWidths);
      },
    );
  }
});
