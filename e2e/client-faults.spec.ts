import { expect, test, type Page, type Route } from '@playwright/test';
import { REQUEST_TIMEOUT_MS } from '@/lib/leads/api-client';
import { expectToast, exportLeads, formEnhanced, uniquePerson, type Person } from './support';

// What a visitor sees when the API misbehaves: the right message, the typed values kept, the
// send kept on the device (each of these faults is no verdict on the lead), and a retry that
// reuses the idempotency key so that no lead is stored twice. A kept send also goes again by
// itself; whichever goes first, the lead is stored once (e2e/saved-sends.spec.ts has the rest).

const SAVED =
  'Your enquiry is saved on this device and will be sent automatically when the connection is back.';

const faults: [string, (route: Route) => Promise<void>, string][] = [
  [
    'the API refuses the connection',
    (route) => route.abort('connectionrefused'),
    'Internal server error',
  ],
  [
    'the API answers 500 with an HTML page',
    (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Error</h1>' }),
    'Internal server error',
  ],
  [
    'the API answers 503',
    (route) => route.fulfill({ status: 503, json: { status: false, message: 'Try again' } }),
    'Failed to submit form',
  ],
  [
    'the API answers 429',
    (route) =>
      route.fulfill({ status: 429, headers: { 'Retry-After': '30' }, json: { status: false } }),
    'Failed to submit form',
  ],
  [
    'the API answers malformed JSON',
    (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"status": tru' }),
    'Internal server error',
  ],
];

async function fillProposalForm(page: Page, person: Person) {
  const main = page.getByRole('main');
  await formEnhanced(main);
  await main.getByLabel('Name', { exact: true }).fill(person.name);
  await main.getByLabel('Email', { exact: true }).fill(person.email);
  await main.getByLabel('Phone', { exact: true }).fill(person.phone);
  await main.getByLabel('Website URL').fill('example.in');
  await main.getByLabel('Message', { exact: true }).fill('Testing faults');
}

test.describe('client faults', () => {
  for (const [label, fault, message] of faults) {
    test(`${label}: "${message}", values kept, the retry stores one row`, async ({ page }) => {
      await page.goto('/contact');
      const person = uniquePerson('fault', 'Fault');
      const { email } = person;
      await fillProposalForm(page, person);
      const keys: string[] = [];
      let broken = true;
      await page.route('**/api/b2b/leads/submit', async (route) => {
        keys.push(route.request().headers()['idempotency-key']);
        if (broken) return fault(route);
        return route.continue();
      });
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, message);
      await expect(main.getByRole('status')).toHaveText(SAVED);
      await expect(main.getByLabel('Email', { exact: true })).toHaveValue(email);
      await expect(main.getByLabel('Message', { exact: true })).toHaveValue('Testing faults');
      broken = false;
      await main.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, 'Form submitted successfully');
      // Sent, the contact page's form goes on to its confirmation.
      await expect(page).toHaveURL(/\/contact\/thank-you$/);
      expect(keys.length).toBeGreaterThanOrEqual(2);
      expect(new Set(keys)).toEqual(new Set([keys[0]]));
      expect((await exportLeads()).leads.filter((lead) => lead.email === email)).toHaveLength(1);
    });
  }

  test('a stalled API gives up after the client timeout with the values kept', async ({ page }) => {
    // The page's clock, held once the form is filled: the client's timeout is run through, not
    // waited out, and nothing is given up a moment before it.
    await page.clock.install();
    await page.goto('/contact');
    const person = uniquePerson('stall', 'Fault');
    const { email } = person;
    await fillProposalForm(page, person);
    await page.route('**/api/b2b/leads/submit', () => new Promise(() => undefined));
    const main = page.getByRole('main');
    await page.clock.pauseAt(Date.now() + 1_000);
    await main.getByRole('button', { name: 'Submit' }).click();
    const loading = main.getByRole('button', { name: 'Loading' });
    await expect(loading).toBeDisabled();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Internal server error' });
    await page.clock.runFor(REQUEST_TIMEOUT_MS - 1_000);
    await expect(loading).toBeDisabled();
    await expect(toast).toHaveCount(0);
    await page.clock.runFor(1_000);
    // Time flows again: the toast's own timers draw it.
    await page.clock.resume();
    await expect(toast).toBeVisible();
    await expect(main.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(main.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
