import { expect, test } from '@playwright/test';

const revealRoutes = ['/', '/services/seo'];

test.describe('scroll animations', () => {
  for (const route of revealRoutes) {
    test(
      `${route}: nothing above the fold starts hidden; sections fade in when scrolled to`,
      { tag: '@phone' },
      async ({ page }) => {
        await page.goto(route);
        await expect(page.locator('h1')).toBeVisible();
        const viewportHeight = page.viewportSize()!.height;
        const tops = await page
          .locator('[data-reveal]')
          .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().top));
        expect(tops.length).toBeGreaterThan(0);
        for (const top of tops) expect(top).toBeGreaterThan(viewportHeight);
        const last = page.locator('[data-reveal]').last();
        // Sections laid out as they near the screen take their real heights once scrolled to,
        // which can move the block on again: scroll to it until it has faded in, as a reader would.
        await expect
          .poll(async () => {
            await last.scrollIntoViewIfNeeded();
            return last.evaluate((node) => getComputedStyle(node).opacity);
          })
          .toBe('1');
      },
    );

    test(`${route}: under reduced motion every section is visible without waiting`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(route);
      const opacities = await page
        .locator('[data-reveal]')
        .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).opacity));
      expect(opacities.length).toBeGreaterThan(0);
      expect(new Set(opacities)).toEqual(new Set(['1']));
    });
  }
});
