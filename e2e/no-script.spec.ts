import { expect, test, type Locator, type Page } from '@playwright/test';
import { admissionUi, admissionUniversity } from '@/lib/admission/admission-pages';
import { admissionConsentStatement } from '@/lib/admission/admission-consent';
import { consentStatements } from '@/lib/leads/consent';
import { CONFIRMATION_PATHS } from '@/lib/leads/form-post';
import type { Language } from '@/lib/config/language';
import { getUniversity } from '@/lib/catalogue/universities';
import { admissionMessages } from '@/lib/validations/admission-messages';
import {
  answerAdult,
  exportLeads,
  fillProposal,
  formEnhanced,
  headerEnhanced,
  typedPhone,
  uniqueEmail,
  uniquePerson,
} from './support';

// Every lead form works before its script has taken it over, and where it never will: the
// browser posts it, the server stores the lead and answers with a page. Tried with scripts off,
// and with the page's chunks blocked (the head script still runs, as it does on a slow phone
// before the bundles arrive).

const CHUNKS = '**/_next/static/chunks/**/*.js';

/**
 * Holds back the page's scripts (those `hold` picks: all by default) until `release` is called;
 * those asked for later pass. `held` counts the requests waiting.
 */
async function holdScripts(page: Page, hold: (url: URL) => boolean = () => true) {
  let holding = true;
  const waiting: (() => Promise<void>)[] = [];
  await page.route(CHUNKS, (route) => {
    if (!holding || !hold(new URL(route.request().url()))) return route.continue();
    // A page left meanwhile has dropped its requests: continuing one of those fails harmlessly.
    waiting.push(() => route.continue().catch(() => undefined));
  });
  return {
    held: () => waiting.length,
    release: async () => {
      holding = false;
      for (const release of waiting) await release();
    },
  };
}

const storedLead = async (email: string) => {
  const rows = (await exportLeads()).leads.filter((lead) => lead.email === email);
  expect(rows).toHaveLength(1);
  return rows[0];
};

/** Submits natively and returns the answer to the post. */
async function post(page: Page, submit: Locator) {
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await submit.click();
  return answer;
}

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });
  test(
    'the contact form answers its messages with what was typed, then stores the lead',
    { tag: '@smoke' },
    async ({ page, baseURL }) => {
      await page.goto('/contact?utm_source=google&gclid=G-NS');
      const main = page.getByRole('main');
      const person = uniquePerson('noscript-proposal');
      await fillProposal(main, { ...person, email: 'kavya@' });
      await main.getByLabel('Message', { exact: true }).fill('');
      const refused = await post(page, main.getByRole('button', { name: 'Submit' }));
      expect(refused.status()).toBe(200);
      await expect(page).toHaveURL(/\/contact\?utm_source=google&gclid=G-NS$/);
      const summary = main.getByRole('alert');
      await expect(summary).toContainText('Please correct the highlighted fields');
      await expect(summary).toBeFocused();
      await expect(main.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
        'Please enter a valid email address',
      );
      await expect(main.getByLabel('Message', { exact: true })).toHaveAccessibleDescription(
        'Message is required',
      );
      await expect(main.getByLabel('Name', { exact: true })).toHaveValue(person.name);
      await expect(main.getByLabel('Phone', { exact: true })).toHaveValue(person.phone);
      await expect(main.getByLabel('Website URL')).toHaveValue('kavya.in');

      await main.getByLabel('Email', { exact: true }).fill(person.email);
      await main.getByLabel('Message', { exact: true }).fill('A proposal, please');
      const accepted = await post(page, main.getByRole('button', { name: 'Submit' }));
      expect(accepted.status()).toBe(303);
      await expect(page).toHaveURL(CONFIRMATION_PATHS.proposal);
      await expect(page.locator('h1')).toHaveText('Thank you: your enquiry has reached us');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      expect(await storedLead(person.email)).toMatchObject({
        kind: 'proposal',
        name: person.name,
        phone: person.phone,
        website: 'kavya.in',
        message: 'A proposal, please',
        reason: 'Get a Proposal',
        language: 'en',
        page_url: `${baseURL}/contact?utm_source=google&gclid=G-NS`,
        landing_url: `${baseURL}/contact?utm_source=google&gclid=G-NS`,
        gclid: 'G-NS',
        consent_version: consentStatements.proposal.version,
        consent_text: consentStatements.proposal.text,
      });
    },
  );

  test("the header's Get a proposal leads to the contact page's form", async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('banner').getByRole('link', { name: 'Get a proposal' }).click();
    await expect(page).toHaveURL('/contact#proposal');
    await expect(page.getByRole('main').getByRole('button', { name: 'Submit' })).toBeVisible();
  });

  // The English landing page and the Hindi form page: both kinds of admission page, one language each.
  for (const [language, id, kind] of [
    ['en', 'lpu', 'admission'],
    ['hi', 'amity', 'form'],
  ] as [Language, string, string][]) {
    const ui = admissionUi[language].form;
    const said = admissionMessages[language];
    const university = admissionUniversity(getUniversity(id)!, language);
    const course = university.programmes[2];
    const prefix = language === 'hi' ? '/hi' : '';

    test(`the ${language} admission form answers in its language, keeps what was typed but the tick, and stores the lead`, async ({
      page,
      baseURL,
    }) => {
      const form = `${prefix}/college/${id}/${kind}`;
      await page.goto(form);
      const main = page.getByRole('main');
      const student = uniquePerson(`noscript-${language}`, 'Rohan');
      const { email } = student;
      await main.getByLabel(ui.labels.name).fill(student.name);
      // A digit short.
      await main.getByLabel(ui.labels.phone).fill(typedPhone(student.phone).slice(0, -1));
      await main.getByLabel(ui.labels.email, { exact: true }).fill(email);
      await main.getByLabel(ui.labels.course).selectOption({ label: course.label });
      await main.getByRole('checkbox').check();
      await post(page, main.getByRole('button', { name: ui.submit }));
      await expect(page).toHaveURL(form);
      await expect(main.getByRole('alert')).toContainText(ui.problems.fields);
      await expect(main.getByLabel(ui.labels.phone)).toHaveAccessibleDescription(said.phone.digits);
      await expect(main.getByLabel(ui.labels.city)).toHaveAccessibleDescription(said.city.required);
      await expect(main.getByLabel(ui.labels.name)).toHaveValue(student.name);
      await expect(main.getByLabel(ui.labels.email, { exact: true })).toHaveValue(email);
      await expect(main.getByLabel(ui.labels.course)).toHaveValue(course.name);
      await expect(main.getByRole('checkbox')).not.toBeChecked();

      await main.getByLabel(ui.labels.phone).fill(student.phone);
      await main.getByLabel(ui.labels.city).fill('Jaipur');
      await answerAdult(main, language);
      await post(page, main.getByRole('button', { name: ui.submit }));
      await expect(main.getByRole('checkbox')).toHaveAccessibleDescription(said.consent);
      await main.getByRole('checkbox').check();
      const accepted = await post(page, main.getByRole('button', { name: ui.submit }));
      expect(accepted.status()).toBe(303);
      await expect(page).toHaveURL(`${prefix}/thank-you?for=${id}`);
      await expect(page.locator('h1')).toHaveText(admissionUi[language].thankYou.title);
      expect(await storedLead(email)).toMatchObject({
        kind: 'admission',
        name: student.name,
        phone: student.phone,
        course: course.name,
        city: 'Jaipur',
        consent: true,
        language,
        reason: `Admission enquiry: ${university.name}`,
        page_url: `${baseURL}${form}`,
        landing_url: `${baseURL}${form}`,
        consent_version: admissionConsentStatement(language).version,
        consent_text: admissionConsentStatement(language).text,
      });
    });
  }

  test('the newsletter answers "Invalid Email" at the field, then subscribes', async ({ page }) => {
    await page.goto('/faq');
    const footer = page.getByRole('contentinfo');
    const input = footer.getByLabel('Subscribe to our newsletter');
    await input.fill('asha@example');
    await post(page, footer.getByRole('button', { name: 'Subscribe' }));
    await expect(page).toHaveURL('/faq');
    await expect(input).toHaveAccessibleDescription('Invalid Email');
    await expect(input).toHaveValue('asha@example');
    await expect(input).toBeFocused();
    const email = uniqueEmail('noscript-news');
    await input.fill(email);
    const accepted = await post(page, footer.getByRole('button', { name: 'Subscribe' }));
    expect(accepted.status()).toBe(303);
    await expect(page).toHaveURL(CONFIRMATION_PATHS.newsletter);
    await expect(page.locator('h1')).toHaveText('Thank you for subscribing!');
    expect((await exportLeads()).subscribers.filter((row) => row.email === email)).toHaveLength(1);
  });
});

test.describe("before the page's code arrives", () => {
  test('a form posted with its chunks blocked carries the ad landing, and a resend is stored once', async ({
    page,
    baseURL,
  }) => {
    await page.route(CHUNKS, (route) => route.abort());
    const landing = `${baseURL}/college/cu/admission?utm_source=google&utm_campaign=cu-2026&gclid=G-HEAD`;
    await page.goto(landing, { referer: 'https://www.google.com/' });
    await page.goto('/college/cu/form');
    const main = page.getByRole('main');
    const ui = admissionUi.en.form;
    const { name, phone, email } = uniquePerson('chunkless', 'Neha');
    await main.getByLabel(ui.labels.name).fill(name);
    await main.getByLabel(ui.labels.phone).fill(phone);
    await main.getByLabel(ui.labels.email, { exact: true }).fill(email);
    await main.getByLabel(ui.labels.course).selectOption({ index: 1 });
    await main.getByLabel(ui.labels.city).fill('Lucknow');
    await answerAdult(main);
    await main.getByRole('checkbox').check();
    expect((await post(page, main.getByRole('button', { name: ui.submit }))).status()).toBe(303);
    await expect(page).toHaveURL('/thank-you?for=cu');
    const lead = await storedLead(email);
    expect(lead).toMatchObject({
      landing_url: landing,
      referrer: 'https://www.google.com/',
      page_url: `${baseURL}/college/cu/form`,
      gclid: 'G-HEAD',
      utm_campaign: 'cu-2026',
    });
    expect(lead.idempotency_key).toMatch(/^[0-9a-f]{32}\.[0-9a-f]{1,8}$/);

    // Back to the form, kept as it was, and sent again: the same key, one lead.
    await page.goBack();
    await expect(main.getByLabel(ui.labels.city)).toHaveValue('Lucknow');
    if (!(await main.getByRole('checkbox').isChecked())) await main.getByRole('checkbox').check();
    await answerAdult(main);
    await post(page, main.getByRole('button', { name: ui.submit }));
    await expect(page).toHaveURL('/thank-you?for=cu');
    await storedLead(email);
  });

  test('an ad landing left before its code ran keeps its campaign for the lead sent later', async ({
    page,
    baseURL,
  }) => {
    // The landing's scripts are held back until the student has moved on to the form.
    const { release } = await holdScripts(page);
    const landing = `${baseURL}/college/amity/admission?utm_campaign=x&fbclid=y`;
    await page.goto(landing, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('form[data-enhanced]')).toHaveCount(0);
    await release();
    await page.goto('/college/amity/form');
    const main = page.getByRole('main');
    await formEnhanced(main);
    const ui = admissionUi.en.form;
    const { name, phone, email } = uniquePerson('early-leaver', 'Arjun');
    await main.getByLabel(ui.labels.name).fill(name);
    await main.getByLabel(ui.labels.phone).fill(phone);
    await main.getByLabel(ui.labels.email, { exact: true }).fill(email);
    await main.getByLabel(ui.labels.course).selectOption({ index: 1 });
    await main.getByLabel(ui.labels.city).fill('Noida');
    await answerAdult(main);
    await main.getByRole('checkbox').check();
    const sent = page.waitForRequest('**/api/b2b/leads/submit');
    await main.getByRole('button', { name: ui.submit }).click();
    expect((await sent).postDataJSON()).toMatchObject({ landing_url: landing });
    await expect(page).toHaveURL('/thank-you?for=amity');
    expect(await storedLead(email)).toMatchObject({ fbclid: 'y', utm_campaign: 'x' });
  });

  test('a form the server sent back comes to life with its messages and what was typed', async ({
    page,
  }) => {
    // The first page's code never arrives; the page the server sends back loads its own.
    let firstPage = true;
    await page.route(CHUNKS, (route) => (firstPage ? undefined : route.continue()));
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const main = page.getByRole('main');
    const person = uniquePerson('late');
    await fillProposal(main, { ...person, email: 'late@' });
    firstPage = false;
    const refused = await post(page, main.getByRole('button', { name: 'Submit' }));
    expect(refused.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/);
    await formEnhanced(main);
    await expect(main.getByRole('alert')).toContainText('Please correct the highlighted fields');
    await expect(main.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await expect(main.getByLabel('Name', { exact: true })).toHaveValue(person.name);
    // The script has the form now: fixing the field clears its message as the visitor types.
    await main.getByLabel('Email', { exact: true }).fill(person.email);
    await expect(main.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('');
  });

  test('what was typed before the code arrived is kept when it takes the form over', async ({
    page,
  }) => {
    const { release } = await holdScripts(page);
    await page.goto('/college/lpu/admission', { waitUntil: 'domcontentloaded' });
    const main = page.getByRole('main');
    const ui = admissionUi.en.form;
    await main.getByLabel(ui.labels.name).fill('Early Typist');
    await main.getByLabel(ui.labels.city).fill('Pune');
    await main.getByRole('checkbox').check();
    await release();
    await formEnhanced(main);
    await expect(main.getByLabel(ui.labels.name)).toHaveValue('Early Typist');
    await expect(main.getByLabel(ui.labels.city)).toHaveValue('Pune');
    await expect(main.getByRole('checkbox')).toBeChecked();
  });

  test("the contact page comes to life before its form's own code, which then keeps what was typed", async ({
    page,
  }) => {
    // The form's code is not among the scripts the page's HTML names: hold whatever is asked later.
    const html = await (await page.request.get('/contact')).text();
    const { held, release } = await holdScripts(page, (url) => !html.includes(url.pathname));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/contact');
    await headerEnhanced(page);
    const main = page.getByRole('main');
    const person = uniquePerson('early');
    await fillProposal(main, person);
    await expect.poll(held).toBeGreaterThan(0);
    await expect(main.locator('form[data-enhanced]')).toHaveCount(0);

    await release();
    await formEnhanced(main);
    await expect(main.getByLabel('Name', { exact: true })).toHaveValue(person.name);
    await expect(main.getByLabel('Email', { exact: true })).toHaveValue(person.email);
    await expect(main.getByLabel('Message', { exact: true })).toHaveValue('A proposal, please');
    // The script checks as the visitor types now, so no hydration went wrong on the way.
    await main.getByLabel('Email', { exact: true }).fill('early@');
    await expect(main.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(errors).toEqual([]);
  });
});

test.describe('posts the site refuses', () => {
  test("another site's page posting a lead form is refused as the API refuses it", async ({
    page,
    baseURL,
  }) => {
    await page.goto('/contact');
    const form = await page.locator('#proposal form').evaluate((node) => node.outerHTML);
    const person = uniquePerson('cross-site');
    await page.route('http://evil.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html>${form.replace('action=""', `action="${baseURL}/contact"`)}`,
      }),
    );
    await page.goto('http://evil.example/');
    await fillProposal(page.locator('form'), person);
    const refused = await post(page, page.getByRole('button', { name: 'Submit' }));
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      status: false,
      message: 'Cross-site requests are not allowed',
    });
    expect((await exportLeads()).leads.filter((lead) => lead.email === person.email)).toHaveLength(
      0,
    );
  });

  test(
    'a malformed, oversized or urlencoded post to a page gets a 4xx, never a 500',
    { tag: '@no-page' },
    async ({ request }) => {
      const multipart = 'multipart/form-data; boundary=zzz';
      const cases: [string, Record<string, string>, string | Buffer, number][] = [
        ['not multipart at all', { 'Content-Type': multipart }, 'garbage', 400],
        ['urlencoded', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'name=x', 415],
        ['JSON', { 'Content-Type': 'application/json' }, '{}', 415],
        ['too large', { 'Content-Type': multipart }, Buffer.alloc(70_000, 'a'), 413],
        [
          'an unknown action',
          { 'Content-Type': multipart },
          '--zzz\r\nContent-Disposition: form-data; name="$ACTION_ID_0000"\r\n\r\n\r\n--zzz--\r\n',
          400,
        ],
      ];
      for (const [label, headers, data, status] of cases) {
        for (const path of ['/contact', '/hi/college/lpu/form', '/faq']) {
          const response = await request.post(path, { headers, data });
          expect(response.status(), `${label} to ${path}`).toBe(status);
        }
      }
    },
  );
});
