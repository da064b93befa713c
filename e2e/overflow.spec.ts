import { expect, test } from '@playwright/test';
import { everyPage } from './pages';

const routes = everyPage;
const phoneWidths = [320, 360, 412];
const desktopWidths = [...phoneWidths, 768, 992, 1024, 1280, 1440, 1920];

test.describe('no horizontal overflow', () => {
  for (const route of routes) {
    test(`${route} fits every width`, async ({ page, isMobile }) => {
      await page.goto(route);
      await expect(page.locator('h1')).toBeVisible();
      for (const width of isMobile ? phoneWidths : desktopWidths) {
        await page.setViewportSize({ width, height: 800 });
        const overflow = await page.evaluate(() => {
          const root = document.documentElement;
          const limit = root.clientWidth;
          // The elements sticking out, to say what to fix.
          const culprits = [...document.body.querySelectorAll('*')]
            .filter((node) => node.getBoundingClientRect().right > limit + 0.5)
            .slice(0, 5)
            .map((node) => `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`);
          return { by: root.scrollWidth - limit, culprits };
        });
        expect(overflow.by, `${route} at ${width}px: ${overflow.culprits.join(', ')}`).toBe(0);
      }
    });
  }
});
