import { expect, test, type Locator, type Page } from '@playwright/test';
import { proposalConfirmation } from '@/content/pages/confirmations';
import { consentStatements } from '@/lib/leads/consent';
import {
  clickOpener,
  clickProposalButton,
  expectToast,
  exportLeads,
  formEnhanced,
  ISO_TIME,
  storedEnquiries,
  uniquePerson,
  type Person,
} from './support';

async function openProposal(page: Page, path = '/about-us') {
  await page.goto(path);
  await clickProposalButton(page);
  const dialog = page.getByRole('dialog', { name: 'get in touch' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The form as `person` fills it: a lead of their own, never a repeat of another test's. */
const values = (person: Person) => ({
  Name: person.name,
  Email: person.email,
  Phone: person.phone,
  'Website URL': 'www.example.in',
  Message: 'We want more enquiries from Gurugram.',
});

/** Compares with Tailwind's red-600 as the browser computes it (Tailwind 4 writes colours in oklch). */
const hasRedBorder = (element: Element) => {
  const probe = document.createElement('div');
  probe.className = 'border border-red-600';
  document.body.append(probe);
  const red = getComputedStyle(probe).borderTopColor;
  probe.remove();
  return getComputedStyle(element).borderTopColor === red;
};

async function fill(page: Page, entries: Record<string, string>) {
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(entries))
    await dialog.getByLabel(label, { exact: true }).fill(value);
}

test.describe('proposal modal', () => {
  test(
    'opens from the header with its heading, badge, trust marks and labelled fields',
    { tag: '@phone' },
    async ({ page }) => {
      const dialog = await openProposal(page);
      await expect(dialog.getByRole('heading', { name: 'get in touch' })).toBeVisible();
      await expect(dialog).toContainText(
        'Receive tailored solutions, expert advice, and precise estimates',
      );
      await expect(
        dialog.getByRole('img', { name: 'We reply within one working day' }),
      ).toBeVisible();
      await expect(dialog).toContainText('100% Confidential');
      await expect(dialog).toContainText('We Sign NDA');
      await expect(dialog.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
      await expect(dialog.getByLabel('Phone', { exact: true })).toHaveAttribute(
        'inputmode',
        'numeric',
      );
      await expect(dialog.getByLabel('Website URL')).toHaveAttribute('autocomplete', 'url');
      await expect(dialog.getByLabel('Name', { exact: true })).toHaveAttribute(
        'autocomplete',
        'name',
      );
      await expect
        .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)))
        .toBe(true);
      const box = (await dialog.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.9 + 1);
    },
  );

  test('closes by the Close button, Escape and the backdrop, and focus returns to the opener', async ({
    page,
  }) => {
    const dialog = await openProposal(page);
    const opener = page.getByRole('banner').getByRole('link', { name: 'Get a proposal' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('keeps Tab inside and the page behind still', { tag: '@phone' }, async ({ page }) => {
    const dialog = await openProposal(page);
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
  });

  test('the honeypot is out of reach: no keyboard stop, nothing a screen reader names', async ({
    page,
  }) => {
    const dialog = await openProposal(page);
    const trap = dialog.locator('input[name="homepage_url"]');
    await expect(trap).toHaveCount(1);
    await expect(dialog.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
    // A full round of Tab through the dialog never stops on it.
    const stops = new Set<string>();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      stops.add(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? ''));
    }
    expect(stops).toContain('email');
    expect(stops).not.toContain('homepage_url');
  });

  test('shows each field message under its field, red and announced', async ({ page }) => {
    const dialog = await openProposal(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const expected = {
      Name: 'Name is required',
      Email: 'Email is required',
      Phone: 'Phone number is required',
      'Website URL': 'Website URL is required',
      Message: 'Message is required',
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = dialog.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      expect(await field.evaluate(hasRedBorder)).toBe(true);
    }
    await fill(page, {
      Email: 'asha..v@example.in',
      Phone: '5123456789',
      'Website URL': 'not a site',
    });
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await expect(dialog.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription(
      'Phone number should start with 6-9',
    );
    await expect(dialog.getByLabel('Website URL')).toHaveAccessibleDescription(
      'Please enter a valid website URL',
    );
    await fill(page, { Phone: '98765' });
    await expect(dialog.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription(
      'Phone number must be 10 digits',
    );
  });

  test('marks every field required, in the modal and on /contact, and says so', async ({
    page,
  }) => {
    const labels = ['Name', 'Email', 'Phone', 'Website URL', 'Message'];
    const expectMarked = async (scope: Locator) => {
      await expect(scope.getByText('All five fields are required (marked *).')).toBeVisible();
      for (const label of labels) {
        const field = scope.getByLabel(label, { exact: true });
        await expect(field).toHaveJSProperty('required', true);
        // The label shows a red *; the field's name stays its label.
        const mark = await scope
          .locator(`label[for="${await field.getAttribute('id')}"]`)
          .evaluate((element) => {
            const after = getComputedStyle(element, '::after');
            return { content: after.content, colour: after.color };
          });
        expect(mark.content).toMatch(/^"\*"/);
        expect(mark.colour).not.toBe(
          await scope.evaluate((element) => getComputedStyle(element).color),
        );
        await expect(field).toHaveAccessibleName(label);
      }
    };
    await expectMarked(await openProposal(page));

    await page.goto('/contact');
    const main = page.getByRole('main');
    await expectMarked(main.locator('#proposal'));
    // Nothing on the page says a field may be left out.
    await expect(main).not.toContainText(/compulsory|optional/i);
  });

  test('the phone keeps digits only, at most 10, typed or pasted', async ({ page }) => {
    const dialog = await openProposal(page);
    const phone = dialog.getByLabel('Phone', { exact: true });
    await phone.pressSequentially('98a7-6 5432101');
    await expect(phone).toHaveValue('9876543210');
    // A paste arrives as one input event with the whole text.
    await phone.fill('+91 98765 43210');
    await expect(phone).toHaveValue('9876543210');
  });

  test(
    'sends the payload once, shows Loading, then succeeds and closes; the lead is exported',
    { tag: ['@phone', '@smoke'] },
    async ({ page }) => {
      const dialog = await openProposal(page, '/about-us?utm_source=google&gclid=test123');
      const person = uniquePerson('modal', 'Asha');
      const { email } = person;
      await fill(page, values(person));
      const bodies: unknown[] = [];
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/b2b/leads/submit', async (route) => {
        bodies.push(route.request().postDataJSON());
        await gate;
        await route.continue();
      });
      await dialog.getByRole('button', { name: 'Submit' }).dblclick();
      await expect(dialog.getByRole('button', { name: 'Loading' })).toBeDisabled();
      release();
      await expectToast(page, 'Form submitted successfully');
      await expect(dialog).toBeHidden();
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toEqual({
        name: person.name,
        email,
        phone: person.phone,
        Websiteurl: 'www.example.in',
        message: 'We want more enquiries from Gurugram.',
        reason: 'Get a Proposal',
        page_url: page.url(),
        landing_url: page.url(),
        referrer: '',
        consent_version: consentStatements.proposal.version,
        first_attempt_at: expect.stringMatching(ISO_TIME),
      });
      expect(page.url()).toContain('utm_source=google&gclid=test123');
      const stored = (await exportLeads()).leads.filter((lead) => lead.email === email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        kind: 'proposal',
        reason: 'Get a Proposal',
        website: 'www.example.in',
        first_attempt_at: (bodies[0] as { first_attempt_at: string }).first_attempt_at,
      });
    },
  );

  test('a falsy status keeps the modal open with the values', async ({ page }) => {
    const dialog = await openProposal(page);
    await page.route('**/api/b2b/leads/submit', (route) =>
      route.fulfill({ json: { status: false } }),
    );
    const person = uniquePerson('falsy', 'Asha');
    await fill(page, values(person));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Failed to submit form');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(person.email);
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('a network failure keeps the values; a retry reuses the idempotency key', async ({
    page,
  }) => {
    const dialog = await openProposal(page);
    const keys: (string | undefined)[] = [];
    let fail = true;
    await page.route('**/api/b2b/leads/submit', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (fail) return route.abort('connectionrefused');
      return route.continue();
    });
    const person = uniquePerson('retry', 'Asha');
    const { email } = person;
    await fill(page, values(person));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Internal server error');
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(email);
    fail = false;
    // The visitor's retry. The send kept on the device may go by itself first (its next round
    // closes the modal), leaving nothing to click: one lead either way, under the same key.
    const stored = page.waitForResponse(
      (response) => response.url().endsWith('/api/b2b/leads/submit') && response.ok(),
    );
    const retried = dialog.getByRole('button', { name: 'Submit' }).click();
    await Promise.race([stored, retried.catch(() => stored)]);
    await expectToast(page, 'Form submitted successfully');
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(keys[0]).toBeTruthy();
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect((await exportLeads()).leads.filter((lead) => lead.email === email)).toHaveLength(1);
  });

  test('an enquiry edited after a lost answer goes under a new key and arrives', async ({
    page,
  }) => {
    const dialog = await openProposal(page);
    const keys: (string | undefined)[] = [];
    await page.route('**/api/b2b/leads/submit', async (route) => {
      const key = route.request().headers()['idempotency-key'];
      keys.push(key);
      if (key !== keys[0]) return route.continue();
      // The server stores the first enquiry; its answers (its resends' too) never arrive.
      await route.fetch();
      return route.abort('connectionreset');
    });
    const person = uniquePerson('edited', 'Asha');
    const { email } = person;
    await fill(page, values(person));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Internal server error');
    await fill(page, { Message: 'We want more enquiries from Noida too.' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Form submitted successfully');
    expect(new Set(keys).size).toBe(2);
    // The edit is the same person's second proposal enquiry: it joins their lead as a repeat
    // (docs/leads.md#repeat-enquiries-one-person-one-record), the lead keeping the first one's message.
    const stored = (await exportLeads()).leads.filter((lead) => lead.email === email);
    expect(stored.map((lead) => lead.message)).toEqual(['We want more enquiries from Gurugram.']);
    expect(storedEnquiries(Number(stored[0].id)).map((enquiry) => enquiry.message)).toEqual([
      'We want more enquiries from Noida too.',
    ]);
    // The first enquiry's kept send is still resent in the background: let a resend in flight
    // through the route finish before the page closes under it.
    await page.unrouteAll({ behavior: 'wait' });
  });

  test('reopening shows an empty form', async ({ page }) => {
    const dialog = await openProposal(page);
    await fill(page, { Name: 'Someone' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Get a proposal' }).click();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('');
  });

  test('a service page opens it for that service, and the contact page has the form', async ({
    page,
  }) => {
    await page.goto('/services/seo');
    await clickOpener(
      page.getByRole('main').getByRole('link', { name: 'Get an SEO proposal' }).first(),
    );
    const dialog = page.getByRole('dialog', {
      name: 'Talk to us about Search Engine Optimization',
    });
    await expect(dialog).toBeVisible();
    const sent = page.waitForRequest('**/api/b2b/leads/submit');
    await fill(page, values(uniquePerson('seo', 'Asha')));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await sent).postDataJSON().reason).toBe('Service enquiry: Search Engine Optimization');
    await expectToast(page, 'Form submitted successfully');

    await page.goto('/contact');
    const { name, email, phone } = uniquePerson('contact', 'Asha');
    const main = page.getByRole('main');
    await formEnhanced(main);
    await main.getByLabel('Name', { exact: true }).fill(name);
    await main.getByLabel('Email', { exact: true }).fill(email);
    await main.getByLabel('Phone', { exact: true }).fill(phone);
    await main.getByLabel('Website URL').fill('example.in');
    await main.getByLabel('Message', { exact: true }).fill('Hello');
    await main.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Form submitted successfully');
    // On its own page the form goes on to its confirmation, as its native post does.
    await expect(page).toHaveURL(/\/contact\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(proposalConfirmation.title);
    expect((await exportLeads()).leads.filter((lead) => lead.email === email)).toHaveLength(1);
  });

  test("the modal's code is not fetched before it is wanted", async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/faq');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((source) => source.includes('We Sign NDA'))).toBe(false);
    await openProposal(page, '/faq');
  });
});
