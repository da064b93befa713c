import { expect, type Page, test } from '@playwright/test';

const companyPages = [
  ['Offerings', '/offerings'],
  ['Our Approach', '/approach'],
  ['Partner with us', '/partner'],
] as const;

test.describe('every page is reachable', () => {
  test(
    'each page of the sitemap is linked from another page',
    { tag: '@no-page' },
    async ({ request }) => {
      const sitemap = await (await request.get('/sitemap.xml')).text();
      const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        ([, url]) => new URL(url).pathname,
      );
      expect(pages.length).toBeGreaterThan(20);
      const linkedFrom = new Map<string, Set<string>>(pages.map((path) => [path, new Set()]));
      for (const from of pages) {
        const html = await (await request.get(from)).text();
        for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
          const target = href.length > 1 ? href.replace(/\/$/, '') : href;
          if (target !== from) linkedFrom.get(target)?.add(from);
        }
      }
      const orphans = pages.filter((path) => linkedFrom.get(path)!.size === 0);
      expect(orphans).toEqual([]);
    },
  );

  test(
    'the company pages are in the menus, the footer and the home page',
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Company' });
      const main = page.getByRole('main');
      if (isMobile) {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await page
          .getByRole('dialog', { name: 'Menu' })
          .getByRole('button', { name: 'Resources', exact: true })
          .click();
      } else {
        await page.getByRole('button', { name: 'Resources', exact: true }).hover();
      }
      const menu = page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' });
      for (const [label, href] of companyPages) {
        await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute(
          'href',
          href,
        );
        await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute(
          'href',
          href,
        );
        await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
      }
    },
  );
});

test('the closing call to action stands out from the primary buttons', async ({ page }) => {
  await page.goto('/');
  const proposals = page.getByRole('main').getByRole('link', { name: 'Get a proposal' });
  const background = (index: number) =>
    proposals.nth(index).evaluate((button) => getComputedStyle(button).backgroundColor);
  const primary = await background(0);
  const closing = await background(-1);
  expect(primary).toBe('rgb(109, 40, 217)');
  expect(closing).toBe('rgb(245, 158, 11)');
  expect(closing).not.toBe(primary);
});

test.describe('prefetching', () => {
  // The paths of the RSC requests (next/link's prefetches) the page makes.
  const rscPaths = (page: Page) => {
    const paths: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['rsc']) paths.push(new URL(request.url()).pathname);
    });
    return paths;
  };

  // Until the router is up, the browser has been idle twice and the network is quiet: by then
  // next/link has asked for every link on screen (the first test shows that it does).
  async function settle(page: Page) {
    await page.waitForFunction(() =>
      Boolean((window as { next?: { router?: unknown } }).next?.router),
    );
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))),
    );
    await page.waitForLoadState('networkidle');
  }

  test('a main page prefetches the home page its logo links to', async ({ page }) => {
    const paths = rscPaths(page);
    await page.goto('/faq');
    await settle(page);
    expect(paths).toContain('/');
  });

  // Their links lead to another root layout (a new document) or to pages a student seldom wants.
  for (const path of [
    '/college/lpu/admission',
    '/hi/college/lpu/admission',
    '/hi/college/lpu/form',
    '/hi/thank-you',
    '/no-such-page',
  ]) {
    test(`${path} prefetches nothing`, async ({ page }) => {
      const paths = rscPaths(page);
      await page.goto(path);
      await settle(page);
      expect(paths).toEqual([]);
    });
  }
});
