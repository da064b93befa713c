import { expect, test } from '@playwright/test';
import { clickOpener, formEnhanced, seriousViolations } from './support';

// Each page as it loads is checked in every-page.spec.ts; here, the states a visitor opens.

test.describe('accessibility (axe: no serious or critical violation)', () => {
  test('with the mobile panel open', { tag: '@phone-only' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Services' })
      .click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(
    'with the FAQ accordion open and the proposal modal showing errors',
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      await page.goto('/faq');
      const first = page.getByRole('main').getByRole('button').first();
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      expect(await seriousViolations(page)).toEqual([]);
      if (isMobile) return;
      await clickOpener(page.getByRole('banner').getByRole('link', { name: 'Get a proposal' }));
      await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('dialog').getByText('Name is required')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );

  test('with the Hindi form showing its errors', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/hi/college/cu/form');
    await formEnhanced(page.getByRole('main'));
    await page.getByRole('main').getByRole('button', { name: 'मुफ़्त गाइडेंस पाएँ' }).click();
    await expect(page.getByRole('main').getByText('कृपया अपना नाम लिखें')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
