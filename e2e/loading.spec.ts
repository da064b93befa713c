import { expect, test } from '@playwright/test';

test('a fast load never flashes the loading spinner', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.locator('h1')).toHaveText(/About/);
  await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
});
