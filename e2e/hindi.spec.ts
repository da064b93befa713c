import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { admissionMessagesHi } from '@/content/hi/admission-messages';
import { admissionUiHi } from '@/content/hi/admission-ui';
import { HINDI_ON_ENGLISH_PAGES } from '@/lib/ui/hindi-words';
import { consentStatements } from '@/lib/leads/consent';
import {
  getUniversity,
  UNIVERSITY_IDS,
  universities,
  universityHi,
} from '@/lib/catalogue/universities';
import { answerAdult, exportLeads, formEnhanced, typedPhone, uniquePerson } from './support';

// Issue 18: the admission funnels in Hindi.

const DEVANAGARI = /[\u0900-\u097F]/;
const { labels } = admissionUiHi.form;
const SUBMIT = admissionUiHi.form.submit;

/** The page's hreflang alternates in its head, as paths. */
async function alternates(page: Page) {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((nodes) =>
      nodes.map((node) => [node.getAttribute('hreflang'), node.getAttribute('href')]),
    );
  return Object.fromEntries(links.map(([lang, href]) => [lang, new URL(href!).pathname]));
}

for (const university of universities) {
  const { id } = university;
  const hindi = universityHi(id);

  test.describe(`${university.name} in Hindi`, () => {
    for (const kind of ['admission', 'form'] as const) {
      const en = `/college/${id}/${kind}`;
      const hi = `/hi${en}`;

      test(`${hi}: lang="hi", one Devanagari h1, switch and hreflang to ${en} and back`, async ({
        page,
      }) => {
        const response = await page.goto(hi);
        expect(response?.status()).toBe(200);
        // In the served HTML, not set by script.
        expect(await response!.text()).toMatch(/^<!DOCTYPE html><html lang="hi"/);
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
        const h1 = page.locator('h1');
        await expect(h1).toHaveCount(1);
        expect(await h1.textContent()).toMatch(DEVANAGARI);
        await expect(page).toHaveTitle(
          `${kind === 'form' ? hindi.formMetaTitle : hindi.metaTitle} | Leadwise Digital`,
        );
        await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
          'content',
          'hi_IN',
        );
        const paths = { 'en-IN': en, 'hi-IN': hi, 'x-default': en };
        expect(await alternates(page)).toEqual(paths);

        const toEnglish = page
          .getByRole('navigation', { name: admissionUiHi.languageSwitch.label })
          .getByRole('link', { name: 'English' });
        await expect(toEnglish).toHaveAttribute('href', en);
        await expect(toEnglish).toHaveAttribute('hreflang', 'en-IN');
        await expect(toEnglish).toHaveAttribute('lang', 'en');
        await toEnglish.click();
        await expect(page).toHaveURL(new RegExp(`${en}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
        expect(await alternates(page)).toEqual(paths);

        const toHindi = page
          .getByRole('navigation', { name: 'Language' })
          .getByRole('link', { name: 'हिन्दी' });
        await expect(toHindi).toHaveAttribute('hreflang', 'hi-IN');
        await expect(toHindi).toHaveAttribute('lang', 'hi');
        await toHindi.click();
        await expect(page).toHaveURL(new RegExp(`${hi}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      });
    }

    test(
      'the landing page: Hindi copy, the form in the first screen, JSON-LD in Hindi',
      { tag: '@phone' },
      async ({ page }) => {
        await page.goto(`/hi/college/${id}/admission`);
        await expect(page.getByText(hindi.programmesNote)).toBeVisible();
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
        const field = (await page.getByRole('main').getByLabel(labels.name).boundingBox())!;
        expect(field.y).toBeLessThan(page.viewportSize()!.height);
        const service = (await page.locator('script[type="application/ld+json"]').allTextContents())
          .map((text) => JSON.parse(text))
          .find((data) => data['@type'] === 'Service');
        expect(service).toMatchObject({
          inLanguage: 'hi',
          name: admissionUiHi.jsonLd.serviceName(university.name),
          url: expect.stringContaining(`/hi/college/${id}/admission`),
        });
      },
    );
  });
}

test('the language switch is reached by keyboard and shows its focus', async ({ page }) => {
  await page.goto('/hi/college/lpu/admission');
  const link = page.getByRole('link', { name: 'English' });
  for (let i = 0; i < 10 && !(await link.evaluate((node) => node === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const outline = await link.evaluate((node) => getComputedStyle(node).outlineStyle);
  expect(outline).not.toBe('none');
});

test('an empty Hindi form says every message in Hindi', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/hi/college/amity/form');
  const main = page.getByRole('main');
  await formEnhanced(main);
  await main.getByRole('button', { name: SUBMIT }).click();
  const m = admissionMessagesHi;
  await expect(main.getByLabel(labels.name)).toHaveAccessibleDescription(m.name.required);
  await expect(main.getByLabel(labels.phone)).toHaveAccessibleDescription(m.phone.required);
  await expect(main.getByLabel(labels.email, { exact: true })).toHaveAccessibleDescription(
    m.email.required,
  );
  await expect(main.getByLabel(labels.course)).toHaveAccessibleDescription(m.course.required);
  await expect(main.getByLabel(labels.city)).toHaveAccessibleDescription(m.city.required);
  await expect(main.getByRole('checkbox')).toHaveAccessibleDescription(m.consent);
  // The same rules as the English form.
  await main.getByLabel(labels.phone).fill('41234 56789');
  await expect(main.getByLabel(labels.phone)).toHaveAccessibleDescription(m.phone.start);
});

test(
  'a Hindi lead is stored once, in Hindi, and thanked in Hindi',
  { tag: '@smoke' },
  async ({ page }) => {
    const university = getUniversity('cu')!;
    const programme = universityHi('cu').programmes[2];
    // The student's own phone and email: a lead of her own, not a repeat of another run's.
    const { phone, email } = uniquePerson('hi-cu');
    await page.goto('/hi/college/cu/admission?utm_source=google&utm_campaign=cu-hi');
    const main = page.getByRole('main');
    await formEnhanced(main);
    await main.getByLabel(labels.name).fill('प्रिया शर्मा');
    await main.getByLabel(labels.phone).fill(typedPhone(phone));
    await main.getByLabel(labels.email, { exact: true }).fill(email);
    // The student picks the Hindi label; the lead stores the programme's own name.
    await main.getByLabel(labels.course).selectOption({ label: programme.label });
    await main.getByLabel(labels.city).fill('लखनऊ');
    await answerAdult(main, 'hi');
    await main.getByRole('checkbox').check();
    const sent = page.waitForRequest('**/api/b2b/leads/submit');
    await main.getByRole('button', { name: SUBMIT }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      language: 'hi',
      course: programme.name,
      reason: `Admission enquiry: ${university.name}`,
      consent_version: consentStatements.admissionHi.version,
    });

    await expect(page).toHaveURL(/\/hi\/thank-you\?for=cu$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByText(admissionUiHi.thankYou.message(university.name))).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const stored = (await exportLeads()).leads.filter((lead) => lead.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: 'admission',
      language: 'hi',
      name: 'प्रिया शर्मा',
      phone,
      city: 'लखनऊ',
      course: programme.name,
      reason: `Admission enquiry: ${university.name}`,
      consent: true,
      consent_version: consentStatements.admissionHi.version,
      consent_text: consentStatements.admissionHi.text,
      utm_campaign: 'cu-hi',
    });
  },
);

test(
  'the sitemap lists both languages, each naming the other',
  { tag: '@no-page' },
  async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const id of UNIVERSITY_IDS) {
      const en = `http://localhost:3000/college/${id}/admission`;
      const hi = `http://localhost:3000/hi/college/${id}/admission`;
      for (const loc of [en, hi]) {
        const entry = xml.match(new RegExp(`<url>\\s*<loc>${loc}</loc>([\\s\\S]*?)</url>`))?.[1];
        expect(entry, loc).toBeDefined();
        expect(entry).toContain(`hreflang="en-IN" href="${en}"`);
        expect(entry).toContain(`hreflang="hi-IN" href="${hi}"`);
        expect(entry).toContain(`hreflang="x-default" href="${en}"`);
      }
    }
    expect(xml).not.toMatch(/\/hi\/(thank-you|college\/\w+\/form)/);
  },
);

test('every Hindi page has its own title and description', async ({ page }) => {
  const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
  for (const id of UNIVERSITY_IDS) {
    for (const kind of ['admission', 'form']) {
      await page.goto(`/hi/college/${id}/${kind}`);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(title).toMatch(DEVANAGARI);
      expect(description).toMatch(DEVANAGARI);
      expect(seen.titles.has(title), title).toBe(false);
      expect(seen.descriptions.has(description!), description!).toBe(false);
      seen.titles.add(title);
      seen.descriptions.add(description!);
    }
  }
});

test('only Hindi pages fetch the Devanagari font', async ({ page }) => {
  const devanagariFont = /noto_sans_devanagari/;
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (devanagariFont.test(request.url())) fetched.push(request.url());
  });

  // A preload would be requested while the HTML is parsed, long before the load event.
  await page.goto('/college/lpu/admission');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  expect(fetched).toEqual([]);

  const hindiFont = page.waitForRequest(devanagariFont);
  await page.goto('/hi/college/lpu/admission');
  await hindiFont;
});

// scripts/subset-fonts.mjs cuts the package's files to the Devanagari block: whatever a student
// types, every letter, sign and conjunct must still come out exactly as the full font draws it;
// and, for the Hindi English pages show, to those words' letters: the words as the full font draws
// them.
test('the cut Devanagari files draw Hindi exactly as the full ones', async ({ page }) => {
  const text =
    'क्ष त्र ज्ञ श्र द्ध द्व ह्म ह्य र्क्ष्य ॠ ॡ ऌ ॐ ॲ ॻ ॼ ॽ ॾ ॿ क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़ ऱ ऴ ॰ । ॥ ०१२३४५६७८९ ₹ ' +
    'स्त्री प्राइवेसी पॉलिसी राष्ट्रीय विद्यार्थी हृदय कृष्ण ट्रेन ड्रॉ';
  // The unicode-range the site gives each face, so that spaces and Latin come from the next font
  // here as they do on the pages.
  await page.goto('/hi/college/lpu/admission');
  const rangesNow = () =>
    page.evaluate(() =>
      Object.fromEntries([...document.fonts].map((face) => [face.family, face.unicodeRange])),
    );
  // A face of the deferred stylesheet is there once that sheet has applied: waited for, not raced.
  await expect.poll(async () => (await rangesNow()).hindiWords ?? '').toContain('U+926');
  const ranges = await rangesNow();
  expect(ranges.devanagari).toContain('U+900-97F');
  const cuts = [
    ...[400, 600, 700].map((weight) => ({
      weight,
      file: `assets/fonts/noto-sans-devanagari-${weight}.woff2`,
      range: ranges.devanagari,
      text,
    })),
    ...[400, 600].map((weight) => ({
      weight,
      file: `assets/fonts/hindi-words-${weight}.woff2`,
      range: ranges.hindiWords,
      text: Object.values(HINDI_ON_ENGLISH_PAGES).flat().join(' '),
    })),
  ];
  // Off the site, whose CSP would refuse the data: fonts below.
  await page.goto('about:blank');
  for (const cut of cuts) {
    const shots = [];
    for (const file of [
      `node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${cut.weight}-normal.woff2`,
      cut.file,
    ]) {
      const font = fs.readFileSync(file).toString('base64');
      await page.setContent(
        `<style>@font-face{font-family:T;unicode-range:${cut.range};` +
          `src:url(data:font/woff2;base64,${font})}p{font:${cut.weight} 28px/1.6 T,sans-serif;width:860px}</style>` +
          `<p>${cut.text}</p>`,
      );
      expect(await page.evaluate(() => document.fonts.load('28px T', 'द'))).toHaveLength(1);
      shots.push(await page.locator('p').screenshot());
    }
    expect(shots[1].equals(shots[0]), cut.file).toBe(true);
  }
});
