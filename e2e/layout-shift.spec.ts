import { expect, test, type Page } from '@playwright/test';
import { everyPage } from './support';

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

test.describe('layout stability', () => {
  for (const route of routes) {
    test(`${route} does not shift its layout after load (CLS ≤ ${MAX_CLS})`, async ({ page }) => {
      await page.goto(route, { waitUntil: 'load' });
      await expect(page.locator('h1')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await scrollThrough(page);
      const shifts = await layoutShifts(page);
      const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(
        cls,
        `CLS on ${route} is ${cls.toFixed(4)}; shifts: ${JSON.stringify(shifts)}`,
      ).toBeLessThanOrEqual(MAX_CLS);
    });
  }
});
