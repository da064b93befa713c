import type { BrowserContext, Page } from '@playwright/test';
import { everyPage, hindiPages } from './pages';
import { expect, test } from './system-fonts';

// Issue 8: no page may shift its layout after load. Every main route (a blog post among them),
// the admission funnels in both languages, the thank-you pages and the not-found page.
const routes = everyPage;
const MAX_CLS = 0.02;

/**
 * A page in a fresh context (a first visit: nothing cached) with the project's screen. A phone
 * draws Hindi in its own Devanagari font; this machine has none, so its Chromium would fetch the
 * web font and move the text around Hindi when it arrives (what a system without one sees:
 * `npm run bench:lighthouse -- --devanagari none`).
 */
type FreshPage = () => Promise<Page>;
/** Scrolls to the bottom a screen at a time, a frame apart, so reveals and lazy images run. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
    await frame();
  });
}

type Shift = { value: number; sources: string[] };

/** Every layout shift since navigation that no input caused (what CLS counts). */
function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => {
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    };
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].slice(0, 3).join('.')}`
        : String(node?.nodeName);
    const observer = new PerformanceObserver(() => undefined);
    // `buffered` hands over the entries recorded before this observer existed.
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as LayoutShift[];
    observer.disconnect();
    return entries
      .filter((entry) => !entry.hadRecentInput)
      .map((entry) => ({
        value: entry.value,
        sources: entry.sources.map((source) => describe(source.node)),
      }));
  });
}

/** Every shift's value, summed, with the shifts in the message when it is over the budget. */
function expectStable(route: string, shifts: Shift[]) {
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(
    cls,
    `CLS on ${route} is ${cls.toFixed(4)}; shifts: ${JSON.stringify(shifts)}`,
  ).toBeLessThanOrEqual(MAX_CLS);
}

// Each route's two checks share one test: both need a first visit, each in a fresh context.
test.describe('layout stability', { tag: '@phone' }, () => {
  for (const route of routes) {
    test(`${route} does not shift its layout after load, nor when its web fonts arrive late (CLS ≤ ${MAX_CLS})`, async ({
      browser,
      systemPage,
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      userAgent,
    }) => {
      const contexts: BrowserContext[] = [];
      const freshPage: FreshPage = async () => {
        if (hindiPages.includes(route)) return systemPage("a phone's Devanagari font");
        const context = await browser.newContext({
          baseURL,
          viewport,
          isMobile,
          hasTouch,
          deviceScaleFactor,
          userAgent,
        });
        contexts.push(context);
        return context.newPage();
      };
      try {
        const loaded = await freshPage();
        await loaded.goto(route, { waitUntil: 'load' });
        await expect(loaded.locator('h1')).toBeVisible();
        await loaded.evaluate(() => document.fonts.ready);
        await scrollThrough(loaded);
        expectStable(route, await layoutShifts(loaded));

        // A phone on a slow network paints the page before its web fonts arrive: their arrival
        // must not move what is already on screen. The fonts are held until the first paint.
        const late = await freshPage();
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await late.route(/\.woff2$/, async (font) => {
          await held;
          await font.continue();
        });
        // Not `load`: it waits for the fonts that are being held.
        await late.goto(route, { waitUntil: 'domcontentloaded' });
        await late.waitForFunction(() =>
          performance.getEntriesByName('first-contentful-paint').some(Boolean),
        );
        release();
        await late.evaluate(async () => {
          await document.fonts.ready;
          // Two frames: the fonts' arrival laid out and painted, its shifts recorded.
          for (let i = 0; i < 2; i++)
            await new Promise((resolve) => requestAnimationFrame(resolve));
        });
        expectStable(route, await layoutShifts(late));
      } finally {
        for (const context of contexts) await context.close();
      }
    });
  }
});
