import { expect, test, type Page } from '@playwright/test';
import { WEB_FONT_KEY } from '@/lib/ui/web-font';

// Inter is drawn from a page's first paint only once the browser has it (lib/ui/web-font.ts): a first
// visit paints in the fallback, fetches Inter after the load, and the next page is drawn in Inter.

const INTER = /\/inter_[^/]*\.woff2$/;

/** The body's font stack, and whether the browser can draw it in Inter now. */
const bodyFont = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return {
      stack: getComputedStyle(document.body).fontFamily,
      interLoaded: [...document.fonts].some(
        (face) => face.family === 'inter' && face.status === 'loaded',
      ),
    };
  });

test('a first visit paints in the fallback at once and fetches Inter after the load for the next page', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'load' });
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), WEB_FONT_KEY))
    .toBeTruthy();
  const timing = await page.evaluate(
    (inter) => ({
      load: performance.getEntriesByType('navigation')[0].toJSON().loadEventStart as number,
      font: performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(inter).test(entry.name))
        .map((entry) => entry.startTime),
    }),
    INTER.source,
  );
  expect(timing.font).toHaveLength(1);
  expect(timing.font[0]).toBeGreaterThanOrEqual(timing.load);
  // This page keeps the fallback it was painted in: nothing on it moves.
  expect(await bodyFont(page)).toEqual({
    stack: '"Inter Fallback", system-ui, sans-serif',
    interLoaded: true,
  });

  // The next page names Inter before it is laid out; the browser has the file already.
  await page.goto('/services/seo', { waitUntil: 'domcontentloaded' });
  expect(await bodyFont(page)).toEqual({
    stack: 'inter, "Inter Fallback", system-ui, sans-serif',
    interLoaded: true,
  });
});

test('with scripts off Inter is never fetched: the page keeps the fallback', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (INTER.test(request.url())) fetched.push(request.url());
  });
  await page.goto('/', { waitUntil: 'load' });
  expect(fetched).toEqual([]);
  await context.close();
});
