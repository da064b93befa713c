import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { prerenderedPages } from '@/runtime/prerendered-pages.mjs';
import { indexableRoutes } from '@/lib/seo/routes';
import { clickOpener, drawEverySection, posts, services } from './support';

const indexable = indexableRoutes();

test.describe('search', () => {
  test(
    'every indexable page has one h1, a unique title and description, a canonical URL and valid JSON-LD',
    { tag: '@no-page' },
    async ({ request }) => {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const route of indexable) {
        // The HTML as a crawler reads it, before any script runs.
        const { document } = new JSDOM(await (await request.get(route)).text()).window;
        const attribute = (selector: string, name: string) =>
          document.querySelector(selector)?.getAttribute(name) ?? '';
        expect(document.querySelectorAll('h1'), route).toHaveLength(1);
        const title = document.title;
        const description = attribute('meta[name="description"]', 'content');
        expect(title, route).toMatch(/Leadwise Digital/);
        expect(titles.has(title), `${route} repeats the title ${title}`).toBe(false);
        expect(descriptions.has(description), `${route} repeats its description`).toBe(false);
        expect(description.length, route).toBeGreaterThan(50);
        titles.add(title);
        descriptions.add(description);
        const canonical = attribute('link[rel="canonical"]', 'href');
        expect(new URL(canonical).pathname, route).toBe(route.split('?')[0]);
        expect(attribute('link[rel="alternate"][type="application/rss+xml"]', 'href')).toMatch(
          /\/blogs\/rss\.xml$/,
        );
        expect(attribute('meta[property="og:image"]', 'content'), route).toMatch(/opengraph-image/);

        const types = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => JSON.parse(script.textContent ?? '')['@type'],
        );
        const admission = route.includes('/college/');
        if (!admission) expect(types, route).toContain('ProfessionalService');
        if (route.startsWith('/services/') || admission)
          expect(types, route).toEqual(expect.arrayContaining(['Service', 'BreadcrumbList']));
        if (route.startsWith('/blogs/'))
          expect(types, route).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
        if (route === '/faq') expect(types).toContain('FAQPage');
      }
    },
  );

  test(
    'structured data matches the visible text and escapes <',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/faq');
      const raw = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((n) => n.innerHTML));
      for (const text of raw) expect(text).not.toContain('<');
      const faq = raw.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage');
      const firstQuestion = faq.mainEntity[0].name;
      await expect(page.getByRole('button', { name: firstQuestion })).toBeVisible();
      const organization = raw
        .map((text) => JSON.parse(text))
        .find((data) => data['@type'] === 'ProfessionalService');
      expect(organization.address).toMatchObject({
        addressLocality: 'Gurugram',
        addressRegion: 'Haryana',
      });
    },
  );

  test(
    'the sitemap lists every indexable route and nothing else; robots points at it',
    { tag: '@no-page' },
    async ({ request, baseURL }) => {
      const xml = await (await request.get('/sitemap.xml')).text();
      const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((match) => new URL(match[1]).pathname)
        .sort();
      // What the build prerendered, less the pages that ask not to be indexed.
      const built = prerenderedPages('.')
        .filter(
          ({ route, file }) =>
            route !== '/_not-found' &&
            !/<meta name="robots" content="noindex/.test(fs.readFileSync(file, 'utf8')),
        )
        .map(({ route }) => route);
      expect(listed).toEqual(built.sort());
      expect(listed.some((path) => path.includes('thank-you') || path.endsWith('/form'))).toBe(
        false,
      );
      const robots = await (await request.get('/robots.txt')).text();
      expect(robots).toMatch(/Sitemap: http:\/\/localhost:3000\/sitemap\.xml/);
      expect(baseURL).toBeTruthy();
    },
  );

  test('the RSS feed parses and carries every post', async ({ page }) => {
    const response = await page.request.get('/blogs/rss.xml');
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    await page.goto('/blogs');
    const titles = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      if (doc.querySelector('parsererror')) throw new Error('RSS is not well-formed XML');
      return [...doc.querySelectorAll('item > title')].map((node) => node.textContent);
    }, xml);
    expect(titles).toEqual(posts.map((post) => post.title));
  });

  test('the blog lists posts newest first; a post has a table of contents, related posts and a call to action', async ({
    page,
  }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      posts.map((post) => post.title),
    );
    await page.getByRole('link', { name: posts[2].title }).click();
    await expect(page.locator('h1')).toHaveText(posts[2].title);
    const toc = page.getByRole('navigation', { name: 'In this article' });
    const first = toc.getByRole('link').first();
    const target = (await first.getAttribute('href'))!;
    await expect(page.locator(target)).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Related posts' })).toBeVisible();
    await clickOpener(page.getByRole('main').getByRole('link', { name: 'Get a proposal' }));
    await expect(page.getByRole('dialog', { name: 'get in touch' })).toBeVisible();
  });

  test('service pages carry their content and related services', async ({ page }) => {
    for (const service of services) {
      await page.goto(service.href);
      await drawEverySection(page);
      const words = (await page.getByRole('main').innerText()).split(/\s+/).length;
      expect(words, service.href).toBeGreaterThan(600);
      await expect(page.getByRole('heading', { name: 'Related services' })).toBeVisible();
    }
  });
});
