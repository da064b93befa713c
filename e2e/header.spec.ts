import { expect, test } from '@playwright/test';
import { services, transitionOf } from './support';

test.describe('desktop header', () => {
  test(
    'shows the logo, Call Us with a tel: link and the menu',
    { tag: '@smoke' },
    async ({ page }) => {
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
    },
  );

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
    // The list turns visible as its fade starts: a Tab in that first frame would pass it by.
    await expect(page.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
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

test.describe('mobile panel', { tag: '@phone-only' }, () => {
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

test.describe('header layout', () => {
  test(
    'is one slim row on phones, with the proposal button in the panel',
    { tag: '@phone-only' },
    async ({ page }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      for (const width of [320, 360, 412]) {
        await page.setViewportSize({ width, height: 800 });
        const headerBox = (await header.boundingBox())!;
        expect(headerBox.height, `header height at ${width}px`).toBeLessThanOrEqual(72);
        const logo = (await header.getByRole('link', { name: 'Leadwise Digital' }).boundingBox())!;
        const menu = (await page.getByRole('button', { name: 'Menu', exact: true }).boundingBox())!;
        // One row: the logo and the menu button share a centre line, left and right.
        expect(Math.abs(logo.y + logo.height / 2 - (menu.y + menu.height / 2))).toBeLessThan(2);
        expect(logo.x + logo.width).toBeLessThan(menu.x);
        await expect(header.getByRole('link', { name: 'Get a proposal' })).toBeHidden();
      }
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(
        page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Get a proposal' }),
      ).toBeVisible();
    },
  );

  test('keeps a tel: link in view at every desktop width', async ({ page }) => {
    await page.goto('/about-us');
    const call = page.getByRole('banner').getByRole('link', { name: /Call Us/ });
    for (const width of [1000, 1100, 1199, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(call, `at ${width}px`).toBeVisible();
      await expect(call).toHaveAttribute('href', 'tel:+919000000000');
      await expect(call).toHaveAccessibleName('Call Us +91 90000 00000');
    }
  });
});

test.describe('header motion', () => {
  test('a dropdown fades in and out in 0.2–0.3 s, and while closed its links are out of reach', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Services', exact: true });
    const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);

    for (const open of [false, true]) {
      if (open) await button.hover();
      await expect(button).toHaveAttribute('aria-expanded', String(open));
      const { properties, seconds } = await transitionOf(list);
      expect(properties).toEqual(expect.arrayContaining(['opacity', 'visibility']));
      for (const value of seconds) {
        expect(value).toBeGreaterThanOrEqual(0.2);
        expect(value).toBeLessThanOrEqual(0.3);
      }
    }

    await page.mouse.move(5, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toHaveAttribute('inert', '');
    await expect(nav.getByRole('link', { name: 'SEO', exact: true })).toHaveCount(0);
    // Tab from a closed group goes on to the next menu item, not into its hidden links.
    await button.focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Blogs', exact: true })).toBeFocused();
  });

  test(
    'the mobile submenus unfold in 0.2–0.3 s and the panel slides out as well as in',
    { tag: '@phone-only' },
    async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Menu' });
      const toggle = panel.getByRole('button', { name: 'Services', exact: true });
      const submenu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(submenu).toHaveAttribute('inert', '');
      await toggle.click();
      await expect(submenu).not.toHaveAttribute('inert');
      const { properties, seconds } = await transitionOf(submenu);
      expect(properties).toEqual(['grid-template-rows', 'visibility']);
      for (const value of seconds) {
        expect(value).toBeGreaterThanOrEqual(0.2);
        expect(value).toBeLessThanOrEqual(0.3);
      }

      // Closing starts a transform transition on the panel: it slides away rather than vanishing.
      const closing = await panel.evaluate((dialog: HTMLDialogElement) => {
        dialog.close();
        return dialog
          .getAnimations()
          .map((animation) => (animation as CSSTransition).transitionProperty);
      });
      expect(closing).toContain('transform');
      await expect(panel).toBeHidden();
      const slide = await transitionOf(page.locator('#mobile-menu'));
      const transform = slide.properties.indexOf('transform');
      expect(transform).toBeGreaterThanOrEqual(0);
      expect(slide.seconds[transform]).toBeGreaterThanOrEqual(0.2);
      expect(slide.seconds[transform]).toBeLessThanOrEqual(0.3);
    },
  );

  test('nothing moves under reduced motion', { tag: '@phone' }, async ({ page, isMobile }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const animated = isMobile
      ? [page.locator('#mobile-menu'), page.locator('#mobile-services')]
      : [
          page.locator(
            `[id="${await page.getByRole('button', { name: 'Services', exact: true }).getAttribute('aria-controls')}"]`,
          ),
        ];
    for (const element of animated) {
      const { seconds } = await transitionOf(element);
      for (const value of seconds) expect(value).toBeLessThan(0.001);
    }
  });
});
