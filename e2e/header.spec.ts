import { expect, test } from '@playwright/test';
import { services } from './support';

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'the horizontal menu is for large screens');

  test('shows the logo, Call Us with a tel: link and the menu', async ({ page }) => {
    await page.goto('/faq');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Leadwise Digital' })).toHaveAttribute(
      'href',
      '/',
    );
    const call = header.getByRole('link', { name: /Call Us/ });
    await expect(call).toHaveAttribute('href', 'tel:+919000000000');
    await expect(call).toContainText('+91 90000 00000');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Blogs', 'About Us'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  });

  test('Services opens on hover and closes on leave', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Services', exact: true });
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const service of services) {
      await expect(
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: service.label, exact: true }),
      ).toHaveAttribute('href', service.href);
    }
    await page.mouse.move(5, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'SEO', exact: true }),
    ).toBeHidden();
  });

  test('a dropdown opens by keyboard and Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Resources', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Contact', exact: true })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
      'href',
      '/contact',
    );
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('at most one dropdown is open, and a click opens it too', async ({ page }) => {
    await page.goto('/');
    const servicesButton = page.getByRole('button', { name: 'Services', exact: true });
    const resources = page.getByRole('button', { name: 'Resources', exact: true });
    await servicesButton.click();
    await expect(servicesButton).toHaveAttribute('aria-expanded', 'true');
    await resources.click();
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await expect(servicesButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing a service navigates and lands at the top', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.locator('h1')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Services', exact: true }).click();
    await page.getByRole('link', { name: 'Google Ads Campaigns', exact: true }).first().click();
    await expect(page).toHaveURL(/\/services\/google-ads$/);
    await expect(page.locator('h1')).toContainText('Google Ads');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('header background', () => {
  const background = (page: import('@playwright/test').Page) =>
    page.getByRole('banner').evaluate((el) => ({
      color: getComputedStyle(el).backgroundColor,
      shadow: getComputedStyle(el).boxShadow,
    }));

  test('is a light purple tint on /, transparent elsewhere, white with a shadow once scrolled', async ({
    page,
  }) => {
    await page.goto('/');
    await expect.poll(async () => (await background(page)).color).toBe('rgb(245, 243, 255)');
    await page.goto('/about-us');
    await expect.poll(async () => (await background(page)).color).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 1));
    await expect.poll(async () => (await background(page)).color).toBe('rgb(255, 255, 255)');
    expect((await background(page)).shadow).not.toBe('none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await background(page)).color).toBe('rgba(0, 0, 0, 0)');
  });

  test('follows client-side route changes', async ({ page }) => {
    await page.goto('/blogs');
    await expect.poll(async () => (await background(page)).color).toBe('rgba(0, 0, 0, 0)');
    await page.getByRole('banner').getByRole('link', { name: 'Leadwise Digital' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => (await background(page)).color).toBe('rgb(245, 243, 255)');
  });
});

test.describe('mobile panel', () => {
  test.skip(({ isMobile }) => !isMobile, 'the panel is for small screens');

  test('slides in at about 70% wide, takes focus, toggles submenus and closes on a link', async ({
    page,
  }) => {
    await page.goto('/about-us');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => (await panel.boundingBox())!.x)
      .toBeCloseTo(viewport.width * 0.3, 0);
    const box = (await panel.boundingBox())!;
    expect(box.width / viewport.width).toBeCloseTo(0.7, 2);
    expect(box.x + box.width).toBeCloseTo(viewport.width, 0);

    const toggle = panel.getByRole('button', { name: 'Services', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'SEO', exact: true })).toBeVisible();
    await toggle.click();
    await expect(panel.getByRole('link', { name: 'SEO', exact: true })).toBeHidden();
    await panel.getByRole('button', { name: 'Resources', exact: true }).click();
    await panel.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(panel).toBeHidden();
  });

  test('Escape closes it and focus returns to the menu button', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('tapping outside closes it, and Tab stays inside while open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.mouse.click(10, 300);
    await expect(panel).toBeHidden();
  });
});
