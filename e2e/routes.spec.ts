import { expect, test } from '@playwright/test';
import { prerenderedPages } from '@/runtime/prerendered-pages.mjs';
import { admissionLinksLineHi } from '@/content/hi/not-found';
import { admissionLinksLine } from '@/content/not-found';
import { pageRoutes } from '@/lib/seo/routes';
import { universities, universityHi } from '@/lib/catalogue/universities';
import { expectContactLinks, headerEnhanced } from './support';

// Each page's status and frame (header, chat buttons, footer) are checked in every-page.spec.ts.

test.describe('routes', () => {
  test('the route table names every page the build prerendered', { tag: '@no-page' }, () => {
    const table = new Set(pageRoutes());
    const built = prerenderedPages('.').filter(({ route }) => route !== '/_not-found');
    expect(built.map(({ route }) => route).filter((route) => !table.has(route))).toEqual([]);
  });

  test(
    "each page inlines only its first paint's CSS and links the whole sheet without blocking, never in its flight data",
    { tag: '@no-page' },
    async ({ request }) => {
      for (const route of [...pageRoutes(), '/no-such-page']) {
        const html = await (await request.get(route)).text();
        const inline = [...html.matchAll(/<style\b[^>]*>([^<]*)<\/style>/g)].map(([, css]) => css);
        expect(Buffer.byteLength(inline.join('')), route).toBeLessThanOrEqual(15 * 1024);
        const link = /<link\b[^>]*\brel="stylesheet"[^>]*>/.exec(html)?.[0];
        expect(link, route).toContain('media="print"');
        const flight = [...html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
          .map(([, push]) => (JSON.parse(push) as [number, string?])[1] ?? '')
          .join('');
        expect(flight, route).not.toContain('@layer');
      }
    },
  );

  test(
    'a page changed in the browser keeps the stylesheet the first page brought',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/');
      await headerEnhanced(page);
      await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute('media', 'all');
      await page.getByRole('main').locator('a[href="/services/seo"]').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('SEO');
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', '700');
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', '800');
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
    },
  );

  // What a visitor sees and does on the not-found page, once; that every other unknown address
  // (a section's, a university's, in Hindi) answers 404 with that very page, by request below.
  for (const route of ['/no-such-page']) {
    test(`${route} shows the not-found page with 404`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('img', { name: /page not found/i })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Leadwise Digital' })).toHaveAttribute(
        'href',
        '/',
      );
      await expectContactLinks(page.getByRole('main'));
      const guidance = page.getByRole('navigation', { name: 'Admission guidance' });
      for (const { id, shortName } of universities) {
        await expect(
          guidance.getByRole('link', { name: admissionLinksLine.label(shortName) }),
        ).toHaveAttribute('href', `/college/${id}/admission`);
        await expect(
          guidance.getByRole('link', { name: admissionLinksLineHi.label(shortName) }),
        ).toHaveAttribute('href', `/hi/college/${id}/admission`);
      }
      await page.getByRole('link', { name: 'Back to the home page' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test(
    'every unknown address answers 404 with the not-found page',
    { tag: '@no-page' },
    async ({ request }) => {
      const notFound = await request.get('/no-such-page');
      expect(notFound.status()).toBe(404);
      const page = await notFound.text();
      expect(page).toContain('>Page not found</h1>');
      for (const route of [
        '/services/unknown',
        '/blogs/no-such-post',
        '/college/xyz/admission',
        '/hi/college/xyz/admission',
        '/hi/no-such-page',
      ]) {
        const response = await request.get(route);
        expect(response.status(), route).toBe(404);
        expect(await response.text(), route).toBe(page);
      }
    },
  );

  test('a mistyped Hindi admission link leads on to the Hindi page', async ({ page }) => {
    const response = await page.goto('/hi/college/lpu/admision');
    expect(response?.status()).toBe(404);
    const hindiLine = page
      .getByRole('navigation', { name: 'Admission guidance' })
      .locator('[lang="hi"]');
    await expect(hindiLine).toContainText(admissionLinksLineHi.lead);
    await hindiLine.getByRole('link', { name: admissionLinksLineHi.label('LPU') }).click();
    await expect(page).toHaveURL(/\/hi\/college\/lpu\/admission$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.locator('h1')).toHaveText(universityHi('lpu').heroTitle);
  });

  test('the not-found illustration is still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/no-such-page');
    const animation = await page
      .getByRole('img', { name: /page not found/i })
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/no-such-page');
    const moving = await page
      .getByRole('img', { name: /page not found/i })
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(moving).toBe('float');
  });
});
