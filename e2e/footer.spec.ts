import { expect, test } from '@playwright/test';
import { expectContactLinks, footerPageLinks, services } from './support';

test.describe('footer', () => {
  test(
    'shows the tagline, contacts, address, links and copyright',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/faq');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('Join our community to boost your success');
      await expectContactLinks(footer);
      await expect(footer.locator('address')).toHaveText('Sector 44, Gurugram, Haryana 122003');
      await expect(footer).toContainText('© 2025 Leadwise Digital');

      const pageLinks = footer.getByRole('navigation', { name: 'Page Links' }).getByRole('link');
      await expect(pageLinks).toHaveText(footerPageLinks.map((link) => link.label));
      for (const [index, link] of footerPageLinks.entries())
        await expect(pageLinks.nth(index)).toHaveAttribute('href', link.href);
      const serviceLinks = footer.getByRole('navigation', { name: 'Services' }).getByRole('link');
      await expect(serviceLinks).toHaveText(services.map((service) => service.label));
    },
  );

  test('social links open in a new tab without an opener', async ({ page }) => {
    await page.goto('/');
    for (const network of ['LinkedIn', 'Facebook', 'X']) {
      const link = page
        .getByRole('contentinfo')
        .getByRole('link', { name: `Leadwise Digital on ${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('a footer link scrolls smoothly to the top', async ({ page }) => {
    await page.goto('/faq');
    const faqLink = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true });
    await faqLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await faqLink.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund-Policy' }).click();
    await expect(page).toHaveURL(/\/refund-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('floating chat buttons', () => {
  test(
    'sit bottom-left at 20px and 80px and open chats with the prefilled message',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/');
      // Nothing to tap under their place at the top of the home page: the dock shows them whole.
      await expect(page.locator('[data-chat-dock]')).toHaveAttribute('data-state', 'shown');
      const viewport = page.viewportSize()!;
      const whatsapp = page.getByRole('link', {
        name: 'Chat with us on WhatsApp (opens in a new tab)',
      });
      const telegram = page.getByRole('link', {
        name: 'Chat with us on Telegram (opens in a new tab)',
      });
      const message = encodeURIComponent('Hello! I need some assistance.');
      await expect(whatsapp).toHaveAttribute('href', `https://wa.me/910000000000?text=${message}`);
      await expect(telegram).toHaveAttribute(
        'href',
        `https://t.me/leadwise_placeholder?text=${message}`,
      );
      for (const [link, bottom] of [
        [whatsapp, 20],
        [telegram, 80],
      ] as const) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        const box = (await link.boundingBox())!;
        expect(viewport.height - (box.y + box.height)).toBeCloseTo(bottom, 0);
        expect(box.x).toBeCloseTo(20, 0);
        expect(await link.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
      }
    },
  );
});

test('toasts appear at the top centre', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  const input = page.getByLabel('Subscribe to our newsletter');
  await input.fill('not-an-email');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const toaster = page.locator('[data-sonner-toaster]');
  await expect(toaster).toHaveAttribute('data-y-position', 'top');
  await expect(toaster).toHaveAttribute('data-x-position', 'center');
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toHaveText(/Invalid Email/);
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeLessThan(80);
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(20);
});
