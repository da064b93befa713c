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

  test('subscribes against the real API, clears the input, and stores one row', async ({
    page,
  }) => {
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
      (await exportLeads()).subscribers.filter((row) => String(row.email).toLowerCase() === email),
    ).toHaveLength(1);
  });

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
