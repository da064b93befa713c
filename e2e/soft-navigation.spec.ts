import { expect, test, type Page } from '@playwright/test';
import { posts } from './support';

// A page's first paint is styled by the rules it needs, inline; the whole stylesheet loads beside
// it without holding that paint (runtime/critical-css.mjs). A next/link click fetches the next
// page's flight payload, which names its stylesheets without holding them: the page must come out
// styled as it does when loaded whole, with the stylesheet the document already has, not fetched
// again.
const headingStyle = (page: Page) =>
  page
    .locator('main h1')
    .evaluate((h1) =>
      ['fontSize', 'fontWeight', 'color', 'lineHeight'].map(
        (property) => getComputedStyle(h1)[property as 'fontSize'],
      ),
    );
const stylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.outerHTML),
  );
/** Every stylesheet of the document has loaded and applies to the screen. */
const stylesheetsLoaded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.styleSheets].every(
      (sheet) => sheet.ownerNode?.nodeName === 'STYLE' || sheet.media.mediaText !== 'print',
    ),
  );

test('a page reached by a link is styled as when loaded whole, from the stylesheet it had', async ({
  page,
}) => {
  await page.goto('/about-us');
  const loadedWhole = await headingStyle(page);

  // What the router fetches for the page, prefetch or click, passes through here.
  const payloads: string[] = [];
  await page.route(/\/about-us\?_rsc=/, async (route) => {
    const response = await route.fetch();
    payloads.push(await response.text());
    await route.fulfill({ response });
  });
  await page.goto('/faq');
  await stylesheetsLoaded(page);
  const before = await stylesheets(page);
  const cssRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') cssRequests.push(request.url());
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.locator('main h1')).toHaveText(/About/);
  await expect(page).toHaveURL(/\/about-us$/);

  expect(await headingStyle(page)).toEqual(loadedWhole);
  expect(await stylesheets(page)).toEqual(before);
  expect(cssRequests).toEqual([]);
  expect(payloads.length).toBeGreaterThan(0);
  for (const payload of payloads) expect(payload).not.toContain('@layer');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a blog post reached by a link gets its own stylesheet, and only that', async ({ page }) => {
  const [post] = posts;
  const path = `/blogs/${post.slug}`;
  const articleStyle = () =>
    page
      .locator('main .article h2')
      .first()
      .evaluate((h2) =>
        ['fontSize', 'fontWeight', 'marginTop'].map((p) => getComputedStyle(h2)[p as 'fontSize']),
      );
  await page.goto(path);
  const loadedWhole = await articleStyle();

  const payloads: string[] = [];
  await page.route(new RegExp(`${path}\\?_rsc=`), async (route) => {
    const response = await route.fetch();
    payloads.push(await response.text());
    await route.fulfill({ response });
  });
  await page.goto('/blogs');
  await page.getByRole('main').getByRole('link', { name: post.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('main h1')).toHaveText(post.title);

  expect(await articleStyle()).toEqual(loadedWhole);
  expect(payloads.length).toBeGreaterThan(0);
  // No stylesheet's text is in the payload: it names the post's stylesheet, which the router loads.
  for (const payload of payloads) expect(payload).not.toContain('@layer theme');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
