import { expect, test } from '@playwright/test';

const revealRoutes = ['/', '/services/seo'];

test.describe('scroll animations', () => {
  for (const route of revealRoutes) {
    test(`${route}: nothing above the fold starts hidden; sections fade in when scrolled to`, async ({
      page,
    }) => {
      await page.goto(route);
      await expect(page.locator('h1')).toBeVisible();
      const viewportHeight = page.viewportSize()!.height;
      const tops = await page
        .locator('[data-reveal]')
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().top));
      expect(tops.length).toBeGreaterThan(0);
      for (const top of tops) expect(top).toBeGreaterThan(viewportHeight);
      const last = page.locator('[data-reveal]').last();
      await last.scrollIntoViewIfNeeded();
      await expect.poll(() => last.evaluate((node) => getComputedStyle(node).opacity)).toBe('1');
    });

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
