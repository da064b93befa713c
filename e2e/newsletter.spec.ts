import { expect, test } from '@playwright/test';
import { expectToast, exportLeads, formEnhanced, uniqueEmail } from './support';

test.describe('newsletter', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about-us');
    await formEnhanced(page.getByRole('contentinfo'));
  });

  test('the button is disabled while the trimmed email is empty', async ({ page }) => {
    const button = page.getByRole('button', { name: 'Subscribe' });
    await expect(button).toBeDisabled();
    await page.getByLabel('Subscribe to our newsletter').fill('   ');
    await expect(button).toBeDisabled();
    await page.getByLabel('Subscribe to our newsletter').fill('a');
    await expect(button).toBeEnabled();
  });

  test('an invalid email shows "Invalid Email" and sends nothing', async ({ page }) => {
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/newsletter/suscribe')) requests += 1;
    });
    for (const email of ['asha@example', 'as..ha@example.in']) {
      await page.getByLabel('Subscribe to our newsletter').fill(email);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expectToast(page, 'Invalid Email');
    }
    expect(requests).toBe(0);
  });

  test('an invalid email is also said beside the field, until it is edited', async ({ page }) => {
    const input = page.getByLabel('Subscribe to our newsletter');
    await input.fill('asha@example');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(page, 'Invalid Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid Email');
    await expect(page.getByRole('contentinfo').getByText('Invalid Email')).toBeVisible();
    await input.pressSequentially('.in');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(page.getByRole('contentinfo').getByText('Invalid Email')).toHaveCount(0);
  });

  test('the disabled Subscribe button stays legible (contrast at least 4.5:1)', async ({
    page,
  }) => {
    const button = page.getByRole('button', { name: 'Subscribe' });
    await expect(button).toBeDisabled();
    const ratio = await button.evaluate((element) => {
      // The browser turns any colour it computes (lab, oklch) into sRGB on a canvas.
      const context = document.createElement('canvas').getContext('2d', {
        willReadFrequently: true,
      })!;
      const luminance = (colour: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((value) => {
          const channel = value / 255;
          return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const style = getComputedStyle(element);
      if (style.opacity !== '1') return 0;
      const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort(
        (a, b) => b - a,
      );
      return (light + 0.05) / (dark + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  test(
    'subscribes against the real API, clears the input, and stores one row',
    { tag: '@smoke' },
    async ({ page }) => {
      const email = uniqueEmail('news');
      const input = page.getByLabel('Subscribe to our newsletter');
      await input.fill(email);
      const sent = page.waitForRequest('**/api/b2b/newsletter/suscribe');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      expect((await sent).postDataJSON()).toEqual({ email });
      await expectToast(page, 'Thank you for subscribing!');
      await expect(input).toHaveValue('');
      await input.fill(email.toUpperCase());
      await page.getByRole('button', { name: 'Subscribe' }).click();
      // The same answer as for a new address: the answer never tells who is on the list.
      await expectToast(page, 'Thank you for subscribing!');
      await expect(input).toHaveValue('');
      expect(
        (await exportLeads()).subscribers.filter(
          (row) => String(row.email).toLowerCase() === email,
        ),
      ).toHaveLength(1);
    },
  );

  test('shows Loading.. while sending', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/b2b/newsletter/suscribe', async (route) => {
      await gate;
      await route.fulfill({ json: { status: true, msg: 'Subscribed!' } });
    });
    await page.getByLabel('Subscribe to our newsletter').fill(uniqueEmail('slow'));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('button', { name: 'Loading..' })).toBeDisabled();
    release();
    await expectToast(page, 'Subscribed!');
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });

  test('a falsy status shows nothing and keeps the input', async ({ page }) => {
    await page.route('**/api/b2b/newsletter/suscribe', (route) =>
      route.fulfill({ json: { status: false, msg: 'no' } }),
    );
    const email = uniqueEmail('falsy');
    await page.getByLabel('Subscribe to our newsletter').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expect(page.getByLabel('Subscribe to our newsletter')).toHaveValue(email);
  });

  test('a failed request shows its message, keeps the input and re-enables the button', async ({
    page,
  }) => {
    await page.route('**/api/b2b/newsletter/suscribe', (route) => route.abort('connectionrefused'));
    const email = uniqueEmail('down');
    await page.getByLabel('Subscribe to our newsletter').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectToast(
      page,
      'Could not reach the server. Please check your connection and try again.',
    );
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(page.getByLabel('Subscribe to our newsletter')).toHaveValue(email);
  });

  for (const [status, message] of [
    [429, 'Too many attempts. Please try again in 30 seconds.'],
    [503, 'The service is busy right now. Please try again in 30 seconds.'],
  ] as const) {
    test(`a ${status} refusal shows the failure toast, keeps the input and re-enables the button`, async ({
      page,
    }) => {
      await page.route('**/api/b2b/newsletter/suscribe', (route) =>
        route.fulfill({
          status,
          headers: { 'Retry-After': '30' },
          json: { status: false, message: 'Refused' },
        }),
      );
      const email = uniqueEmail(`refused-${status}`);
      await page.getByLabel('Subscribe to our newsletter').fill(email);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expectToast(page, message);
      await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
      await expect(page.getByLabel('Subscribe to our newsletter')).toHaveValue(email);
    });
  }
});
