import { expect, test as base, type Browser, type Page } from '@playwright/test';
import { phoneFontEnv } from '@/scripts/test/phone-fonts.mjs';
import { everyPage } from './pages';

// A browser that has the Devanagari font a phone has (this machine has none, and draws Hindi as
// boxes from whatever font comes first), one per worker.
const test = base.extend<object, { phoneFontBrowser: Browser }>({
  phoneFontBrowser: [
    async ({ playwright }, use, workerInfo) => {
      const { launchOptions } = workerInfo.project.use;
      const browser = await playwright.chromium.launch({
        ...launchOptions,
        env: await phoneFontEnv(),
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
});

// Issue 8: no page may shift its layout after load. Every main route (a blog post among them),
// the admission funnels in both languages, the thank-you pages and the not-found page.
const routes = everyPage;
const MAX_CLS = 0.02;

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

test.describe('layout stability', () => {
  for (const route of routes) {
    test(`${route} does not shift its layout after load (CLS ≤ ${MAX_CLS})`, async ({ page }) => {
      await page.goto(route, { waitUntil: 'load' });
      await expect(page.locator('h1')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await scrollThrough(page);
      expectStable(route, await layoutShifts(page));
    });

    // A phone on a slow network paints the page before its web fonts arrive: their arrival must
    // not move what is already on screen. The fonts are held until the first paint has happened.
    test(`${route} does not shift when its web fonts arrive after the first paint`, async ({
      page,
    }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.woff2$/, async (font) => {
        await held;
        await font.continue();
      });
      // Not `load`: it waits for the preloaded font that is being held.
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() =>
        performance.getEntriesByName('first-contentful-paint').some(Boolean),
      );
      release();
      await page.evaluate(async () => {
        await document.fonts.ready;
        // Two frames: the fonts' arrival laid out and painted, its shifts recorded.
        for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
      });
      expectStable(route, await layoutShifts(page));
    });

    // On a fast connection Inter can arrive within `optional`'s short block period, after the page
    // was laid out in its fallback face, and is then swapped in: the fallback must be so close to
    // Inter that the swap moves nothing (app/inter-fallback.css). Inter is refused while the page
    // loads, then added from its own @font-face rule.
    test(`${route} does not shift when Inter replaces its fallback face`, async ({
      phoneFontBrowser,
    }) => {
      const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL } =
        test.info().project.use;
      const context = await phoneFontBrowser.newContext({
        viewport,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        userAgent,
        baseURL,
      });
      const page = await context.newPage();
      const interFile = /\/media\/inter[^/]*\.woff2$/;
      await page.route(interFile, (font) => font.abort());
      await page.goto(route, { waitUntil: 'load' });
      await expect(page.locator('h1')).toBeVisible();
      await page.unroute(interFile);
      const headingWidths = await page.evaluate(async () => {
        // The heading's text as drawn: its width changes when Inter takes over from the fallback.
        const heading = document.createRange();
        heading.selectNodeContents(document.querySelector('h1')!);
        const before = heading.getBoundingClientRect().width;
        const rule = [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .find(
            (rule): rule is CSSFontFaceRule =>
              rule instanceof CSSFontFaceRule &&
              rule.style.getPropertyValue('font-family') === 'inter',
          )!;
        const style = rule.style;
        const inter = new FontFace('inter', style.getPropertyValue('src'), {
          weight: style.getPropertyValue('font-weight'),
          unicodeRange: style.getPropertyValue('unicode-range'),
        });
        document.fonts.add(await inter.load());
        // Two frames: the swap laid out and painted, its shifts recorded.
        for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
        return { before, after: heading.getBoundingClientRect().width };
      });
      expect(headingWidths.after).not.toBe(headingWidths.before);
      expectStable(route, await layoutShifts(page));
      await context.close();
    });
  }
});
