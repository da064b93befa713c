import { expect, test } from '@playwright/test';

test('a fast load never flashes the loading spinner', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.locator('h1')).toHaveText(/About/);
  await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
});

test('a slow page change shows the spinner until the next page arrives', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('h1')).toBeVisible();
  // Hold the next page's data back, as a slow phone connection would.
  await page.route(/\/about-us.*_rsc=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Loading page' })).toBeVisible();
  await expect(page.locator('h1')).toHaveText(/About/);
  await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
});

test('prerendered pages carry their content in place, not behind a loading fallback', async ({
  request,
}) => {
  for (const route of ['/', '/services/seo', '/blogs', '/college/lpu/admission']) {
    const html = await (await request.get(route)).text();
    expect(html, route).toMatch(/<h1[^>]*>/);
    expect(html, route).not.toContain('aria-label="Loading page"');
    expect(html, route).not.toMatch(/<div hidden id="S:\d+"/);
  }
});
