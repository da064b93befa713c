import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { savedEnquiryEn, savedSubscriptionEn } from '@/content/saved-sends';
import { proposalConfirmation } from '@/content/pages/confirmations';
import { admissionUiHi } from '@/content/hi/admission-ui';
import { BACKOFF_MAX_MS } from '@/lib/saved-sends/schedule';
import {
  answerAdult,
  axeResults,
  clickProposalButton,
  expectToast,
  exportLeads,
  fillProposal,
  formEnhanced,
  gotoReadyToKeep,
  ISO_TIME,
  typedPhone,
  uniqueEmail,
  uniquePerson,
  type Person,
} from './support';

// Issue 27: a send that reached no verdict is kept on the device and sent again by itself, under
// its own key, so that the lead arrives once: each form offline, a 503 with Retry-After, Submit
// pressed again, two tabs, a reload, a later page, and a field error that is not kept.
// e2e/saved-sends-server.spec.ts stops the server itself and measures 100 leads.

const LEAD_API = '**/api/b2b/leads/submit';

/** The sends this page's device keeps, by key. */
const keptKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((entry) => entry.startsWith('leadwise:saved:'))
      .map((entry) => entry.slice('leadwise:saved:'.length)),
  );

/** The Idempotency-Key of every lead or subscription request the context makes. */
function recordKeys(context: BrowserContext, path = '/leads/submit') {
  const keys: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes(path)) keys.push(request.headers()['idempotency-key']);
  });
  return keys;
}

/**
 * Until the store has each person's lead, once: one export a look (each runs the operators'
 * command, seconds on a busy machine), the test's own timeout bounding the wait.
 */
async function expectStoredOnce(...emails: string[]) {
  let stored: Record<string, unknown>[] = [];
  await expect
    .poll(
      async () => {
        stored = (await exportLeads()).leads.filter((lead) => emails.includes(String(lead.email)));
        return emails.map((email) => stored.filter((lead) => lead.email === email).length);
      },
      { timeout: 30_000 },
    )
    .toEqual(emails.map(() => 1));
  for (const lead of stored) {
    expect(lead.first_attempt_at).toMatch(ISO_TIME);
    expect(Date.parse(String(lead.first_attempt_at))).toBeLessThanOrEqual(
      Date.parse(String(lead.received_at)),
    );
  }
  return stored[0];
}

/**
 * Back online, until the kept send has been answered: the next round starts on the browser's
 * `online` event or at its planned time (at most BACKOFF_MAX_MS away), which a busy machine
 * stretches past an expectation's 10 s. What follows (a toast, a page) comes after that answer.
 */
async function backOnline(page: Page, context: BrowserContext, api = '/api/b2b/leads/submit') {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === api && response.ok(),
  );
  await context.setOffline(false);
  await answered;
}

/** The contact page's form, filled as `person` and ready to send. */
async function contactForm(page: Page, person: Person) {
  await gotoReadyToKeep(page, '/contact');
  const main = page.getByRole('main');
  await formEnhanced(main);
  await fillProposal(main, person);
  return main;
}

test.describe('each form offline: the saved message, then the lead once when back online', () => {
  test('the proposal modal', async ({ page, context }) => {
    const keys = recordKeys(context);
    await gotoReadyToKeep(page, '/about-us');
    await clickProposalButton(page);
    const dialog = page.getByRole('dialog', { name: 'get in touch' });
    const person = uniquePerson('offline-modal');
    const { email } = person;
    await fillProposal(dialog, person);
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('status')).toHaveText(savedEnquiryEn.notice);
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(await keptKeys(page)).toHaveLength(1);

    await backOnline(page, context);
    await expectToast(page, 'Form submitted successfully');
    await expect(dialog).toBeHidden();
    await expectStoredOnce(email);
    expect(await keptKeys(page)).toEqual([]);
    expect(new Set(keys).size).toBe(1);
  });

  test('the contact page form', { tag: '@smoke' }, async ({ page, context }) => {
    const keys = recordKeys(context);
    const person = uniquePerson('offline-contact');
    const { email } = person;
    const main = await contactForm(page, person);
    await context.setOffline(true);
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(main.locator('form').getByRole('status')).toHaveText(savedEnquiryEn.notice);

    await backOnline(page, context);
    await expectToast(page, 'Form submitted successfully');
    // Once the lead is in, the form goes on to its confirmation, as its native post does.
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(proposalConfirmation.title);
    const lead = await expectStoredOnce(email);
    expect(lead.idempotency_key).toBe(keys[0]);
    expect(new Set(keys).size).toBe(1);
  });

  for (const [language, path, labels, submit, notice, thanks] of [
    [
      'English',
      '/college/lpu/form',
      {
        name: 'Full name',
        phone: 'Mobile number',
        email: 'Email',
        course: 'Course of interest',
        city: 'City',
      },
      'Get free guidance',
      savedEnquiryEn.notice,
      /\/thank-you\?for=lpu$/,
    ],
    [
      'Hindi',
      '/hi/college/lpu/form',
      admissionUiHi.form.labels,
      admissionUiHi.form.submit,
      admissionUiHi.form.saved.notice,
      /\/hi\/thank-you\?for=lpu$/,
    ],
  ] as const) {
    test(`the ${language} admission form: the thank-you page waits for the lead`, async ({
      page,
      context,
    }) => {
      const keys = recordKeys(context);
      const student = uniquePerson(`offline-admission-${language}`, 'Rohan');
      const { email } = student;
      await gotoReadyToKeep(page, path);
      const main = page.getByRole('main');
      await formEnhanced(main);
      await main.getByLabel(labels.name).fill(student.name);
      await main.getByLabel(labels.phone).fill(typedPhone(student.phone));
      await main.getByLabel(labels.email, { exact: true }).fill(email);
      await main.getByLabel(labels.course).selectOption({ index: 1 });
      await main.getByLabel(labels.city).fill('Jaipur');
      await answerAdult(main, language === 'Hindi' ? 'hi' : 'en');
      await main.getByRole('checkbox').check();
      await context.setOffline(true);
      await main.getByRole('button', { name: submit }).click();
      await expect(main.getByRole('status')).toHaveText(notice);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(main.getByLabel(labels.city)).toHaveValue('Jaipur');

      await backOnline(page, context);
      await expect(page).toHaveURL(thanks);
      const lead = await expectStoredOnce(email);
      expect(lead.language).toBe(language === 'Hindi' ? 'hi' : 'en');
      expect(new Set(keys).size).toBe(1);
    });
  }

  test('the newsletter', async ({ page, context }) => {
    const keys = recordKeys(context, '/newsletter/suscribe');
    await gotoReadyToKeep(page, '/about-us');
    const footer = page.getByRole('contentinfo');
    await formEnhanced(footer);
    const email = uniqueEmail('offline-news');
    const input = footer.getByLabel('Subscribe to our newsletter');
    await input.fill(email);
    await context.setOffline(true);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText(savedSubscriptionEn.notice);
    await expect(input).toHaveValue(email);

    await backOnline(page, context, '/api/b2b/newsletter/suscribe');
    await expectToast(page, 'Thank you for subscribing!');
    await expect(input).toHaveValue('');
    await expect
      .poll(async () => (await exportLeads()).subscribers.filter((row) => row.email === email))
      .toHaveLength(1);
    expect(new Set(keys).size).toBe(1);
  });
});

test.describe('kept sends', () => {
  test('a 503 with Retry-After: the toast, then a resend under the same key, not before it says', async ({
    page,
  }) => {
    const sent: { key: string; at: number }[] = [];
    let busy = true;
    await page.route(LEAD_API, async (route) => {
      sent.push({ key: route.request().headers()['idempotency-key'], at: Date.now() });
      if (!busy) return route.continue();
      busy = false;
      return route.fulfill({
        status: 503,
        headers: { 'Retry-After': '3' },
        json: { status: false, message: 'We could not save your request.' },
      });
    });
    const person = uniquePerson('retry-after');
    const { email } = person;
    const main = await contactForm(page, person);
    await main.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Failed to submit form');
    await expect(main.locator('form').getByRole('status')).toHaveText(savedEnquiryEn.notice);

    await expectToast(page, 'Form submitted successfully');
    await expectStoredOnce(email);
    expect(sent).toHaveLength(2);
    expect(sent[1].key).toBe(sent[0].key);
    expect(sent[1].at - sent[0].at).toBeGreaterThanOrEqual(3000);
  });

  test('Submit pressed again sends the saved lead under its key, never a second one', async ({
    page,
  }) => {
    const bodies: string[] = [];
    const keys: string[] = [];
    let busy = true;
    await page.route(LEAD_API, async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      bodies.push(route.request().postData()!);
      if (!busy) return route.continue();
      // A minute's wait: nothing goes by itself before the visitor presses again.
      return route.fulfill({ status: 503, headers: { 'Retry-After': '60' }, json: {} });
    });
    const person = uniquePerson('pressed-again');
    const { email } = person;
    const main = await contactForm(page, person);
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(main.locator('form').getByRole('status')).toHaveText(savedEnquiryEn.notice);
    busy = false;
    await main.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Form submitted successfully');
    await expectStoredOnce(email);
    expect(keys).toEqual([keys[0], keys[0]]);
    expect(bodies[1]).toBe(bodies[0]);
  });

  /**
   * The API answers 503 to every send from the page as first loaded (its own resends too), and
   * lets through those of the next page view: what goes is what that page view sent. A page view
   * is counted at its document's request: the next page may send before its DOMContentLoaded
   * reaches the test (on a reload its code is cached and hydrates while the HTML is parsed).
   */
  async function busyUntilNextPageView(page: Page) {
    const keys: string[] = [];
    let pageViews = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pageViews += 1;
    });
    await page.route(LEAD_API, (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      return pageViews <= 1 ? route.fulfill({ status: 503, json: {} }) : route.continue();
    });
    return keys;
  }

  test('a reload in between: the next page view sends it', async ({ page }) => {
    const keys = await busyUntilNextPageView(page);
    const person = uniquePerson('reload');
    const { email } = person;
    const main = await contactForm(page, person);
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(main.locator('form').getByRole('status')).toHaveText(savedEnquiryEn.notice);
    await page.reload();
    // The new page view resends at once, as its code hydrates: when the answer comes before the
    // form that made the send has mounted, the page's own toast says it was sent; after, the form
    // takes the verdict. Either way the visitor is told, once.
    await expect(
      page.locator('[data-sonner-toast]').filter({
        hasText: new RegExp(`^(Form submitted successfully|${savedEnquiryEn.sent})$`),
      }),
    ).toHaveCount(1);
    await expectStoredOnce(email);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
  });

  test('a later page says it was sent', async ({ page }) => {
    await busyUntilNextPageView(page);
    const person = uniquePerson('later-page');
    const { email } = person;
    const main = await contactForm(page, person);
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(main.locator('form').getByRole('status')).toHaveText(savedEnquiryEn.notice);
    await page.goto('/faq');
    await expectToast(page, savedEnquiryEn.sent);
    await expectStoredOnce(email);
    expect(await keptKeys(page)).toEqual([]);
  });

  test('two tabs: each kept lead is sent by one of them, once', async ({ context }) => {
    const [first, second] = [await context.newPage(), await context.newPage()];
    await gotoReadyToKeep(second, '/about-us');
    const accepted: string[] = [];
    context.on('response', (response) => {
      if (response.url().includes('/leads/submit') && response.status() === 200)
        accepted.push(response.request().headers()['idempotency-key']);
    });
    // Three people: three leads, none a repeat of another.
    const people = [uniquePerson('tab-a'), uniquePerson('tab-b'), uniquePerson('tab-c')];
    const emails = people.map((person) => person.email);
    const main = await contactForm(first, people[0]);
    await context.setOffline(true);
    for (const [i, { email, phone }] of people.entries()) {
      await main.getByLabel('Email', { exact: true }).fill(email);
      await main.getByLabel('Phone', { exact: true }).fill(phone);
      await main.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => keptKeys(first)).toHaveLength(i + 1);
    }
    const kept = await keptKeys(first);

    await context.setOffline(false);
    await expect.poll(() => keptKeys(first)).toEqual([]);
    await expectStoredOnce(...emails);
    expect(accepted.sort()).toEqual(kept.sort());
  });

  test('the saved messages are announced and readable (axe, contrast included)', async ({
    page,
  }) => {
    await page.route(/\/api\/b2b\//, (route) =>
      route.fulfill({ status: 503, headers: { 'Retry-After': '60' }, json: { status: false } }),
    );
    const main = await contactForm(page, uniquePerson('axe'));
    await main.getByRole('button', { name: 'Submit' }).click();
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Subscribe to our newsletter').fill(uniqueEmail('axe-news'));
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    for (const [scope, notice] of [
      [main.locator('form'), savedEnquiryEn.notice],
      [footer, savedSubscriptionEn.notice],
    ] as const)
      await expect(scope.getByRole('status')).toHaveText(notice);
    const { violations, passes } = await axeResults(page, '[role="status"][data-tone]');
    expect(violations.map((violation) => violation.id)).toEqual([]);
    expect(passes.find((rule) => rule.id === 'color-contrast')?.nodes).toHaveLength(2);
  });

  test('a field error is not kept, and the lead is not sent again', async ({ page }) => {
    const keys: string[] = [];
    await page.route(LEAD_API, (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      return route.fulfill({
        status: 422,
        json: {
          status: false,
          message: 'Please correct the highlighted fields',
          errors: { message: 'Message is required' },
        },
      });
    });
    const main = await contactForm(page, uniquePerson('field-error'));
    await main.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Failed to submit form');
    await expect(main.locator('form').getByRole('status')).toBeEmpty();
    expect(await keptKeys(page)).toEqual([]);
    // Time itself is what is tested: over the longest wait between resends (schedule.ts), nothing
    // goes by itself. No event marks a send that does not happen; the page's clock cannot stand
    // in, as a resend would go after it ran, on the browser's own tasks.
    await page.waitForTimeout(BACKOFF_MAX_MS + 1000);
    expect(keys).toHaveLength(1);
  });
});
