import { expect, test, type Page } from '@playwright/test';
import { consentStatements } from '@/lib/leads/consent';
import { universities } from '@/lib/catalogue/universities';
import {
  expectToast,
  exportLeads,
  formEnhanced,
  ISO_TIME,
  sendAdmission,
  typedPhone,
  typeStudent,
  uniquePerson,
  type Person,
} from './support';

/**
 * Types `student` into the page's admission form once its script has taken it over, the phone
 * spaced as a person types it, and returns the form's `main`.
 */
async function fillStudent(page: Page, student: Person, course: string) {
  const main = page.getByRole('main');
  await formEnhanced(main);
  await typeStudent(main, { ...student, phone: typedPhone(student.phone) }, { course });
  return main;
}

for (const university of universities) {
  const { id } = university;
  const course = university.programmes[1].name;

  test.describe(`${university.name} admission funnel`, () => {
    test(
      'landing page: its own h1, the form in the first screen, no main layout, no sideways scroll',
      { tag: '@phone' },
      async ({ page, isMobile }) => {
        await page.goto(`/college/${id}/admission`);
        await expect(page.locator('h1')).toContainText(university.name);
        await expect(page.getByRole('banner')).toHaveCount(0);
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
        await expect(page.getByText(university.programmesNote)).toBeVisible();
        const form = page.getByLabel('Full name');
        const box = (await form.boundingBox())!;
        expect(box.y).toBeLessThan(page.viewportSize()!.height);
        if (isMobile) {
          await expect(page.getByRole('navigation', { name: 'Quick actions' })).toBeVisible();
          await page.setViewportSize({ width: 360, height: 740 });
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(360);
        }
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      },
    );

    test('the form checks every field and requires consent', async ({ page }) => {
      await page.goto(`/college/${id}/form`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const main = page.getByRole('main');
      await formEnhanced(main);
      await main.getByRole('button', { name: 'Get free guidance' }).click();
      await expect(main.getByLabel('Full name')).toHaveAccessibleDescription('Name is required');
      await expect(main.getByLabel('Mobile number')).toHaveAccessibleDescription(
        'Phone number is required',
      );
      await expect(main.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
        'Email is required',
      );
      await expect(main.getByLabel('Course of interest')).toHaveAccessibleDescription(
        'Please choose a course',
      );
      await expect(main.getByLabel('City')).toHaveAccessibleDescription('City is required');
      const consent = main.getByRole('checkbox');
      await expect(consent).not.toBeChecked();
      await expect(consent).toHaveAccessibleDescription(
        'Please agree to be contacted so that we can help you',
      );
      await expect(
        main
          .locator('label', { hasText: 'I agree to be contacted' })
          .getByRole('link', { name: 'privacy policy' }),
      ).toHaveAttribute('href', '/privacy-policy');
      await main.getByLabel('Mobile number').fill('41234 56789');
      await expect(main.getByLabel('Mobile number')).toHaveAccessibleDescription(
        'Phone number should start with 6-9',
      );
    });

    test('sends the lead with campaign parameters and lands on the thank-you page', async ({
      page,
    }) => {
      const student = uniquePerson(id, 'Rohan');
      const { email } = student;
      await page.goto(
        `/college/${id}/admission?utm_source=google&utm_campaign=${id}-2026&gclid=G-123`,
      );
      const main = await fillStudent(page, student, course);
      const sent = page.waitForRequest('**/api/b2b/leads/submit');
      await sendAdmission(page, main, id);
      const body = (await sent).postDataJSON();
      expect(body).toEqual({
        name: student.name,
        email,
        phone: student.phone,
        course,
        city: 'Jaipur',
        consent: true,
        adult: 'yes',
        reason: `Admission enquiry: ${university.name}`,
        page_url: expect.stringContaining(
          `/college/${id}/admission?utm_source=google&utm_campaign=${id}-2026&gclid=G-123`,
        ),
        landing_url: expect.stringContaining(
          `/college/${id}/admission?utm_source=google&utm_campaign=${id}-2026&gclid=G-123`,
        ),
        referrer: '',
        consent_version: consentStatements.admission.version,
        first_attempt_at: expect.stringMatching(ISO_TIME),
      });
      await expect(
        page.getByText(`Your enquiry about ${university.name} admissions has reached us.`),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      expect(
        await page.evaluate(() =>
          window.dataLayer?.some((entry) => entry.event === 'generate_lead'),
        ),
      ).toBe(true);
      const stored = (await exportLeads()).leads.filter((lead) => lead.email === email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        kind: 'admission',
        course,
        city: 'Jaipur',
        consent: true,
        phone: student.phone,
      });
      expect(String(stored[0].page_url)).toContain('gclid=G-123');
    });

    test('a failed submit keeps the typed values', async ({ page }) => {
      await page.route('**/api/b2b/leads/submit', (route) =>
        route.fulfill({ status: 503, json: { status: false } }),
      );
      const student = uniquePerson(`${id}-fail`, 'Rohan');
      await page.goto(`/college/${id}/form`);
      const main = await fillStudent(page, student, course);
      await main.getByRole('checkbox').check();
      await main.getByRole('button', { name: 'Get free guidance' }).click();
      await expectToast(page, 'Failed to submit form');
      await expect(page).toHaveURL(new RegExp(`/college/${id}/form$`));
      await expect(main.getByLabel('Email', { exact: true })).toHaveValue(student.email);
      await expect(main.getByLabel('Course of interest')).toHaveValue(course);
      await expect(main.getByRole('button', { name: 'Get free guidance' })).toBeEnabled();
    });
  });
}
