import { createHash } from 'node:crypto';
import { expect, test, type Locator } from '@playwright/test';
import { admissionMessagesEn } from '@/content/form-messages';
import { admissionMessagesHi } from '@/content/hi/admission-messages';
import { guardianConsentStatements } from '@/lib/admission/admission-consent';
import { admissionUi } from '@/lib/admission/admission-pages';
import type { Language } from '@/lib/config/language';
import { E2E_DB_PATH } from './env';
import { exportLeads, formEnhanced, runLeads, uniquePerson } from './support';

// Issue 45's minors: a student under 18 names a parent or guardian, who consents; the lead keeps
// the guardian and the guardian's wording, no click id, and never reaches the Google or Meta file.
// Each project's people are its own (docs/leads.md#repeat-enquiries-one-person-one-record joins a known person).

const person = (project: string, language: Language) => {
  const n = (project === 'mobile' ? 2 : 0) + (language === 'hi' ? 1 : 0);
  return {
    name: language === 'hi' ? 'अनन्या वर्मा' : 'Kabir Minor',
    phone: uniquePerson('minor').phone,
    email: `minor.${language}.${project}.${Date.now()}@example.in`,
    guardianName: language === 'hi' ? 'सीमा वर्मा' : 'Neha Minor',
    guardianPhone: `80300300${n}2`,
    gclid: `MINOR-${language}-${project}-G`,
  };
};

type Person = ReturnType<typeof person>;

async function fillStudent(main: Locator, language: Language, who: Person) {
  const { labels } = admissionUi[language].form;
  await main.getByLabel(labels.name).fill(who.name);
  await main.getByLabel(labels.phone).fill(who.phone);
  await main.getByLabel(labels.email, { exact: true }).fill(who.email);
  await main.getByLabel(labels.course).selectOption({ index: 1 });
  await main.getByLabel(labels.city).fill('Kanpur');
}

async function storedLead(email: string) {
  const leads = (await exportLeads()).leads.filter((lead) => lead.email === email);
  expect(leads).toHaveLength(1);
  return leads[0];
}

/** What a minor's lead keeps: the guardian and their wording; no click id anywhere. */
async function expectMinorLead(who: Person, language: Language) {
  const lead = await storedLead(who.email);
  expect(lead).toMatchObject({
    kind: 'admission',
    guardian_name: who.guardianName,
    guardian_phone: who.guardianPhone,
    consent_version: guardianConsentStatements[language].version,
    consent_text: guardianConsentStatements[language].text,
    utm_source: 'google',
    gclid: null,
    fbc: null,
    fbp: null,
    ga_client_id: null,
  });
  expect(Boolean(lead.adult)).toBe(false);
  expect(lead.adult).not.toBeNull();
  expect(JSON.stringify(lead)).not.toContain(who.gclid);

  const env = { LEADS_DB_PATH: E2E_DB_PATH };
  const googleAds = await runLeads(
    ['export', '--format', 'google-ads', '--conversion', 'Admission enquiry'],
    env,
  );
  // Meta's file has a Lead event for every lead that may go, click id or not: never this one.
  const meta = await runLeads(['export', '--format', 'meta'], env);
  expect(JSON.parse(meta)).toEqual({ data: expect.any(Array) });
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  for (const trace of [
    who.gclid,
    who.email,
    who.phone,
    sha256(who.email),
    sha256(`+91${who.phone}`),
  ]) {
    expect(googleAds).not.toContain(trace);
    expect(meta).not.toContain(trace);
  }
}

const url = (language: Language, who: Person) =>
  `${language === 'hi' ? '/hi' : ''}/college/lpu/form?utm_source=google&utm_campaign=minors&gclid=${who.gclid}`;

test.describe('an under-18 admission, with JavaScript, in English', () => {
  test('asks for the guardian when No is chosen and records them and their consent', async ({
    page,
  }, testInfo) => {
    const who = person(testInfo.project.name, 'en');
    const copy = admissionUi.en.form.minor;
    await page.goto(url('en', who));
    const main = page.getByRole('main');
    await formEnhanced(main);
    const question = main.getByRole('group', { name: copy.question });
    const guardian = main.getByRole('group', { name: copy.guardian });
    await expect(guardian).toBeHidden();
    await fillStudent(main, 'en', who);
    await main.getByRole('checkbox').check();

    // Unanswered, the question says so.
    await main.getByRole('button', { name: 'Get free guidance' }).click();
    await expect(question).toHaveAccessibleDescription(admissionMessagesEn.adult);

    await question.getByRole('radio', { name: copy.no }).check();
    await expect(guardian).toBeVisible();
    await expect(main.getByText(copy.consent.before.slice(0, 40))).toBeVisible();
    await expect(main.getByText(/^I agree to be contacted/)).toBeHidden();
    await main.getByRole('button', { name: 'Get free guidance' }).click();
    await expect(guardian.getByLabel(copy.guardianName)).toHaveAccessibleDescription(
      "Please enter the parent's or guardian's name",
    );
    await expect(guardian.getByLabel(copy.guardianPhone)).toHaveAccessibleDescription(
      "Please enter the parent's or guardian's phone number",
    );
    await guardian.getByLabel(copy.guardianName).fill(who.guardianName);
    await guardian.getByLabel(copy.guardianPhone).fill('5030030001');
    await expect(guardian.getByLabel(copy.guardianPhone)).toHaveAccessibleDescription(
      "Parent's or guardian's phone number should start with 6-9",
    );
    await guardian.getByLabel(copy.guardianPhone).fill(who.guardianPhone);

    const sent = page.waitForRequest('**/api/b2b/leads/submit');
    await main.getByRole('button', { name: 'Get free guidance' }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      adult: 'no',
      guardian_name: who.guardianName,
      guardian_phone: who.guardianPhone,
    });
    await expect(page).toHaveURL(/\/thank-you\?for=lpu$/);
    await expectMinorLead(who, 'en');
  });
});

test.describe('an under-18 admission, without JavaScript, in Hindi', () => {
  test.use({ javaScriptEnabled: false });

  test('refuses No without a guardian, keeping the form, then records the guardian', async ({
    page,
  }, testInfo) => {
    const who = person(testInfo.project.name, 'hi');
    const copy = admissionUi.hi.form.minor;
    const submit = async (main: Locator) => {
      await main.getByRole('button', { name: admissionUi.hi.form.submit }).click();
    };
    await page.goto(url('hi', who));
    const main = page.getByRole('main');
    const guardian = main.getByRole('group', { name: copy.guardian });
    await expect(guardian).toBeHidden();
    await fillStudent(main, 'hi', who);
    await main.getByRole('radio', { name: copy.no }).check();
    // CSS alone shows the guardian's fields and their wording: no script runs here.
    await expect(guardian).toBeVisible();
    await expect(main.getByText(copy.consent.before.slice(0, 30))).toBeVisible();
    await main.getByRole('checkbox').check();
    await submit(main);

    await expect(page.getByRole('alert')).toContainText(admissionMessagesHi.guardianName.required);
    await expect(page.getByRole('alert')).toContainText(admissionMessagesHi.guardianPhone.required);
    const { labels } = admissionUi.hi.form;
    await expect(main.getByLabel(labels.name)).toHaveValue(who.name);
    await expect(main.getByLabel(labels.phone)).toHaveValue(who.phone);
    await expect(main.getByRole('radio', { name: copy.no })).toBeChecked();
    await expect(guardian).toBeVisible();
    await expect(guardian.getByLabel(copy.guardianName)).toHaveAccessibleDescription(
      admissionMessagesHi.guardianName.required,
    );

    await guardian.getByLabel(copy.guardianName).fill(who.guardianName);
    await guardian.getByLabel(copy.guardianPhone).fill(who.guardianPhone);
    await main.getByRole('checkbox').check();
    await submit(main);
    await expect(page).toHaveURL(/\/hi\/thank-you\?for=lpu$/);
    await expectMinorLead(who, 'hi');
  });
});

test(
  'the question is required and needs no script to be answered',
  { tag: '@smoke' },
  async ({ page }) => {
    await page.goto('/college/lpu/form');
    const question = page.getByRole('main').getByRole('group', {
      name: admissionUi.en.form.minor.question,
    });
    await expect(question.getByRole('radio')).toHaveCount(2);
    for (const radio of await question.getByRole('radio').all())
      await expect(radio).toHaveAttribute('required', '');
  },
);
