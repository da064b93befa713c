import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { rightsPageHi } from '@/content/hi/privacy-requests';
import { privacyNoticeHi } from '@/content/hi/privacy-notice';
import { rightsPageEn } from '@/content/privacy-requests';
import { privacyNoticeEn } from '@/content/privacy-notice';
import type { Language } from '@/lib/config/language';
import { PRIVACY_NOTICE_VERSION } from '@/lib/privacy/notice-version';
import { privacyPaths } from '@/lib/privacy/privacy-paths';
import { sampleLeadRequest } from '@/test-support/sample-lead';
import { E2E_DB_PATH } from './env';
import { formEnhanced, uniquePerson, axeViolations } from './support';

// The rights request pages (/privacy/requests, /hi/privacy/requests) and the itemised notice
// (/privacy/notice, /hi/privacy/notice): the form works with scripts off and on, answers a known
// and an unknown person alike with a reference and a due date, and stores what was asked.

const COPY = { en: rightsPageEn, hi: rightsPageHi };
const NOTICE = { en: privacyNoticeEn, hi: privacyNoticeHi };
const LANGUAGES: Language[] = ['en', 'hi'];

/** A mobile number no other test uses. */
const uniquePhone = () => uniquePerson().phone;

type StoredRequest = {
  reference: string;
  kind: string;
  phone: string;
  email: string;
  details: string;
  language: string;
  suspected_reason: string | null;
  received_at: string;
  due_at: string;
};

/** The requests stored for a phone, read from the e2e server's SQLite file. */
function storedRequests(phone: string): StoredRequest[] {
  const db = new Database(E2E_DB_PATH, { readonly: true });
  try {
    return db
      .prepare('select * from rights_requests where phone = ? order by id')
      .all(phone) as StoredRequest[];
  } finally {
    db.close();
  }
}

/** Asks with one kind for a phone; resolves once the answer (the receipt) is on the page. */
async function ask(page: Page, language: Language, phone: string) {
  const { form } = COPY[language];
  await page.goto(privacyPaths.requests(language));
  await page.getByLabel(form.kinds.erasure.label).check();
  await page.getByLabel(form.phone, { exact: true }).fill(phone);
  await page.getByRole('button', { name: form.submit }).click();
  const receipt = page.getByRole('main').getByRole('status');
  await expect(receipt.getByRole('heading', { name: form.answer.heading })).toBeVisible();
  const [reference, due] = await receipt.locator('dd').allInnerTexts();
  expect(reference).toMatch(/^LW-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  // The main text, with the reference taken out: what would tell one person from another.
  const text = (await page.getByRole('main').innerText()).replace(reference, 'LW-…');
  return { reference, due, text };
}

/** A due date as the page writes it, in India's time. */
const dueText = (iso: string, language: Language) =>
  new Date(iso).toLocaleDateString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

for (const language of LANGUAGES) {
  const { form } = COPY[language];

  test.describe(`${privacyPaths.requests(language)} with scripts off`, () => {
    test.use({ javaScriptEnabled: false });

    test('answers a known and an unknown phone with the same page, and stores both', async ({
      page,
      request,
    }) => {
      const known = uniquePhone();
      const unknown = uniquePhone();
      const lead = await request.post('/api/b2b/leads/submit', {
        data: { ...sampleLeadRequest, phone: known, email: `known-${known}@example.in` },
      });
      expect(lead.status()).toBe(200);

      const answers = [await ask(page, language, known), await ask(page, language, unknown)];
      const rows = [known, unknown].map((phone) => storedRequests(phone));
      for (const [index, answer] of answers.entries()) {
        expect(rows[index]).toHaveLength(1);
        const [row] = rows[index];
        expect(row).toMatchObject({
          reference: answer.reference,
          kind: 'erasure',
          email: '',
          details: '',
          language,
          suspected_reason: null,
        });
        expect(Date.parse(row.due_at) - Date.parse(row.received_at)).toBe(7 * 86_400_000);
        expect(answer.due).toBe(dueText(row.due_at, language));
      }
      // Apart from the reference, nothing tells them apart (both are due the same day).
      expect(answers[0].due).toBe(answers[1].due);
      expect(answers[1].text).toBe(answers[0].text);
    });

    test('sends the form back with its messages and what was typed, then takes it', async ({
      page,
    }) => {
      const phone = uniquePhone();
      await page.goto(privacyPaths.requests(language));
      await page.getByLabel(form.kinds.correction.label).check();
      await page.getByLabel(form.email, { exact: true }).fill('asha@');
      await page.getByRole('button', { name: form.submit }).click();
      const problem = page.getByRole('alert');
      await expect(problem).toContainText(form.problems.fields);
      // An email was typed, so no message asks for one; the email's own says what is wrong.
      await expect(problem.getByRole('link', { name: form.messages.contact })).toHaveCount(0);
      await expect(problem.getByRole('link', { name: form.messages.email.invalid })).toBeVisible();
      await expect(
        problem.getByRole('link', { name: form.messages.details.required }),
      ).toBeVisible();
      await expect(page.getByLabel(form.kinds.correction.label)).toBeChecked();
      await expect(page.getByLabel(form.email, { exact: true })).toHaveValue('asha@');

      await page.getByLabel(form.phone, { exact: true }).fill(phone);
      await page.getByLabel(form.email, { exact: true }).fill('');
      await page.getByLabel(form.details, { exact: true }).fill('My city is Lucknow');
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.getByRole('main').getByRole('status')).toContainText(form.answer.heading);
      expect(storedRequests(phone)).toMatchObject([
        { kind: 'correction', details: 'My city is Lucknow', language },
      ]);
    });
  });

  test.describe(`${privacyPaths.requests(language)} with scripts on`, () => {
    test('checks each field in the page, then answers without leaving it', async ({ page }) => {
      const phone = uniquePhone();
      await page.goto(privacyPaths.requests(language));
      await formEnhanced(page.getByRole('main'));
      const posts: string[] = [];
      page.on('request', (sent) => {
        if (sent.method() === 'POST') posts.push(sent.url());
      });
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.getByText(form.messages.kind)).toBeVisible();
      await expect(page.getByText(form.messages.contact)).toBeVisible();
      expect(posts).toEqual([]);

      await page.getByLabel(form.kinds.withdrawal.label).check();
      await page.getByLabel(form.phone, { exact: true }).fill(`+91 ${phone}`);
      await expect(page.getByLabel(form.phone, { exact: true })).toHaveValue(phone);
      await page.getByRole('button', { name: form.submit }).click();
      const receipt = page.getByRole('main').getByRole('status');
      await expect(receipt).toContainText(form.answer.heading);
      await expect(receipt).toBeFocused();
      await expect(page).toHaveURL(privacyPaths.requests(language));
      const [stored] = storedRequests(phone);
      expect(stored).toMatchObject({ kind: 'withdrawal', language });
      await expect(receipt).toContainText(stored.reference);
    });
  });

  test(`${privacyPaths.notice(language)} lists each item, its version and the Grievance Officer`, async ({
    page,
  }) => {
    const notice = NOTICE[language];
    await page.goto(privacyPaths.notice(language));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.title);
    await expect(page.getByText(PRIVACY_NOTICE_VERSION[language])).toBeVisible();
    for (const item of notice.items)
      await expect(
        page.getByRole('heading', { level: 3, name: item.item, exact: true }),
      ).toBeVisible();
    const officer = page.getByRole('region', { name: notice.officer.heading });
    await expect(officer).toContainText(notice.officer.role);
    await expect(officer.getByRole('link')).toHaveAttribute(
      'href',
      'mailto:hello@leadwise.example',
    );
    await page.getByRole('link', { name: notice.links.requests }).click();
    await expect(page).toHaveURL(privacyPaths.requests(language));
  });
}

test(
  'the admission and proposal forms link their notice to the itemised one',
  { tag: '@smoke' },
  async ({ page }) => {
    for (const [path, name, language] of [
      ['/contact', 'privacy notice', 'en'],
      ['/college/lpu/admission', 'privacy notice', 'en'],
      ['/college/amity/form', 'privacy notice', 'en'],
      ['/hi/college/lpu/admission', 'प्राइवेसी नोटिस', 'hi'],
      ['/hi/college/cu/form', 'प्राइवेसी नोटिस', 'hi'],
    ] as const) {
      await page.goto(path);
      const link = page.getByRole('main').locator('form').getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', privacyPaths.notice(language));
    }
    await page
      .getByRole('main')
      .locator('form')
      .getByRole('link', { name: 'प्राइवेसी नोटिस' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyNoticeHi.title);
  },
);

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of [
    privacyPaths.notice('en'),
    privacyPaths.notice('hi'),
    privacyPaths.requests('en'),
    privacyPaths.requests('hi'),
  ])
    test(`${path} has no axe violation and no sideways scroll`, async ({ page }) => {
      await page.goto(path);
      // The main content only: the site's chrome, in every page, is e2e/every-page.spec.ts's.
      expect(await axeViolations(page, 'main')).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });

  test('the answer and the messages have no axe violation', async ({ page }) => {
    await page.goto(privacyPaths.requests('hi'));
    await formEnhanced(page.getByRole('main'));
    await page.getByRole('button', { name: rightsPageHi.form.submit }).click();
    await expect(page.getByText(rightsPageHi.form.messages.kind)).toBeVisible();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await ask(page, 'hi', uniquePhone());
    expect(await axeViolations(page, 'main')).toEqual([]);
  });
});
