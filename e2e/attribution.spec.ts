import { expect, test, type Page } from '@playwright/test';
import { admissionNotice, noticeLinkEn, proposalNotice } from '@/content/consent';
import { consentStatements } from '@/lib/leads/consent';
import { plainText } from '@/lib/leads/consent-statement';
import {
  clickProposalButton,
  exportLeads,
  formEnhanced,
  sendAdmission,
  typeStudent,
  uniquePerson,
  type Person,
  axeViolations,
} from './support';

// Every lead says which ad brought it and what its visitor was told: the visit's first touch
// rides along with the lead and is stored parsed; each form shows its notice, stored exactly.

const leadRequest = (page: Page) =>
  page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/leads/submit'),
  );

/** Lands on a page: its head script records the view as the HTML is parsed. */
async function land(page: Page, url: string) {
  await page.goto(url);
  expect(await page.evaluate(() => sessionStorage.getItem('leadwise:touch'))).not.toBeNull();
}

/** Follows a footer link, as a visitor moves through the site. */
async function followFooterLink(page: Page, name: string, path: string) {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(path);
}

/** Sends the header's proposal form as `person`, a lead of their own. */
async function sendProposal(page: Page, person: Person) {
  await clickProposalButton(page);
  const dialog = page.getByRole('dialog', { name: 'get in touch' });
  await dialog.getByLabel('Name', { exact: true }).fill(person.name);
  await dialog.getByLabel('Email', { exact: true }).fill(person.email);
  await dialog.getByLabel('Phone', { exact: true }).fill(person.phone);
  await dialog.getByLabel('Website URL', { exact: true }).fill('meera.in');
  await dialog.getByLabel('Message', { exact: true }).fill('Campaign enquiry');
  const sent = leadRequest(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const body = (await sent).postDataJSON();
  await expect(dialog).toBeHidden();
  return body;
}

async function storedLead(email: string) {
  const lead = (await exportLeads()).leads.find((row) => row.email === email);
  expect(lead).toBeDefined();
  return lead!;
}

test(
  'an ad landing is kept through two link clicks and arrives parsed with the proposal',
  { tag: '@smoke' },
  async ({ page, baseURL }) => {
    const landing = `${baseURL}/services/google-ads?utm_source=google&utm_campaign=x&gclid=abc`;
    await page.goto(landing);
    await followFooterLink(page, 'FAQ', '/faq');
    await followFooterLink(page, 'About', '/about-us');
    const person = uniquePerson('touch', 'Meera');
    const body = await sendProposal(page, person);

    expect(body).toMatchObject({
      page_url: `${baseURL}/about-us`,
      landing_url: landing,
      referrer: '',
      consent_version: consentStatements.proposal.version,
    });
    expect(await storedLead(person.email)).toMatchObject({
      landing_url: landing,
      gclid: 'abc',
      utm_source: 'google',
      utm_campaign: 'x',
      utm_medium: null,
      fbclid: null,
      consent_text: consentStatements.proposal.text,
      consent_version: consentStatements.proposal.version,
    });
  },
);

test('a second ad landing in the same visit replaces the first', async ({ page, baseURL }) => {
  await land(page, '/services/seo?gclid=first&utm_source=google');
  const second = `${baseURL}/?utm_source=bing&msclkid=m2`;
  await land(page, second);
  await followFooterLink(page, 'Blogs', '/blogs');
  const person = uniquePerson('second', 'Meera');
  expect((await sendProposal(page, person)).landing_url).toBe(second);
  expect(await storedLead(person.email)).toMatchObject({
    msclkid: 'm2',
    utm_source: 'bing',
    gclid: null,
  });
});

test('a plain visit sends its own first page as the touch', async ({ page, baseURL }) => {
  await page.goto('/about-us');
  const person = uniquePerson('plain', 'Meera');
  const body = await sendProposal(page, person);
  expect(body).toMatchObject({ landing_url: `${baseURL}/about-us`, referrer: '' });
  expect(await storedLead(person.email)).toMatchObject({ gclid: null, utm_source: null });
});

test.describe('admission', () => {
  /** Types `student` into the page's admission form once its script has taken it over. */
  async function fillStudent(page: Page, student: Person) {
    const main = page.getByRole('main');
    await formEnhanced(main);
    await typeStudent(main, student);
    return main;
  }

  test('a form reached from its ad landing page carries that touch, and the event its campaign', async ({
    page,
    baseURL,
  }) => {
    const landing = `${baseURL}/college/amity/admission?fbclid=fb1&utm_source=facebook&utm_campaign=b-tech`;
    await land(page, landing);
    await page.goto('/college/amity/form');
    const student = uniquePerson('admission-touch', 'Rohan');
    const main = await fillStudent(page, student);
    const sent = leadRequest(page);
    await sendAdmission(page, main, 'amity');
    expect((await sent).postDataJSON()).toMatchObject({
      landing_url: landing,
      page_url: `${baseURL}/college/amity/form`,
      consent: true,
      consent_version: consentStatements.admission.version,
    });
    // Pushed once the page has come to life: wait for it rather than race it.
    const event = await (
      await page.waitForFunction(() =>
        window.dataLayer?.find((entry) => entry.event === 'generate_lead'),
      )
    ).jsonValue();
    expect(event).toEqual({
      event: 'generate_lead',
      lead_purpose: 'amity',
      utm_source: 'facebook',
      utm_campaign: 'b-tech',
      click_id_present: true,
    });
    expect(await storedLead(student.email)).toMatchObject({
      fbclid: 'fb1',
      utm_source: 'facebook',
      utm_campaign: 'b-tech',
      consent: true,
      consent_text: consentStatements.admission.text,
    });
  });

  test('what a student typed survives a reload, without the consent tick, and is gone after sending', async ({
    page,
  }) => {
    await page.goto('/college/cu/admission');
    const student = uniquePerson('draft', 'Rohan');
    let main = await fillStudent(page, student);
    await main.getByRole('checkbox').check();
    await page.reload();
    main = page.getByRole('main');
    await expect(main.getByLabel('Full name')).toHaveValue(student.name);
    await expect(main.getByLabel('Mobile number')).toHaveValue(student.phone);
    await expect(main.getByLabel('Email', { exact: true })).toHaveValue(student.email);
    await expect(main.getByLabel('Course of interest')).not.toHaveValue('');
    await expect(main.getByLabel('City')).toHaveValue('Jaipur');
    await expect(main.getByRole('checkbox')).not.toBeChecked();

    await sendAdmission(page, main, 'cu');
    await page.goBack();
    await expect(page.getByRole('main').getByLabel('Full name')).toHaveValue('');
    await expect(page.getByRole('main').getByLabel('City')).toHaveValue('');
  });
});

test.describe('notices', () => {
  // Each notice is followed by its link to the itemised notice (/privacy/notice).
  const expectNotice = async (page: Page, scope: ReturnType<Page['getByRole']>, text: string) => {
    const notice = scope.getByText(text.slice(0, 40));
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(`${text} ${plainText(noticeLinkEn)}`);
    const link = notice.getByRole('link', { name: 'privacy policy' });
    await expect(link).toHaveAttribute('href', '/privacy-policy');
    await expect(notice.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '/privacy/notice',
    );
  };

  test('the proposal modal shows its notice, axe stays clean, and the link leads to the policy', async ({
    page,
  }) => {
    await page.goto('/about-us');
    await clickProposalButton(page);
    const dialog = page.getByRole('dialog', { name: 'get in touch' });
    await expectNotice(page, dialog, plainText(proposalNotice));
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
    await dialog.getByRole('link', { name: 'privacy policy' }).click();
    await expect(page).toHaveURL('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText('Where your visit came from', { exact: true })).toBeVisible();
  });

  test('the contact form and both admission forms show theirs', async ({ page }) => {
    await page.goto('/contact');
    await expectNotice(page, page.getByRole('main'), plainText(proposalNotice));
    for (const path of ['/college/lpu/admission', '/college/lpu/form']) {
      await page.goto(path);
      await expectNotice(page, page.getByRole('main'), plainText(admissionNotice));
      await expect(page.getByRole('main').getByRole('checkbox')).not.toBeChecked();
    }
  });
});
