import type { Page } from '@playwright/test';
import { collegeRoutes, everyPage, hindiCollegeRoutes, hindiPages, mainRoutes } from './pages';
import { seriousViolations } from './support';
import { expect, test } from './system-fonts';

// Every page, each on a first visit: it answers with its frame (the main pages' header, chat
// buttons and footer; none on the admission pages), it does not shift its layout after load nor when its web
// fonts arrive late (issue 8), axe finds no serious violation, and nothing sticks out sideways at
// any width. One visit serves the three checks; each is soft, so one failing hides no other.
// Every main route (a blog post among them), the admission funnels in both languages, the
// privacy pages, the thank-you pages (with a university, the message that replaces the generic
// one) and the not-found page.
const routes = everyPage.map((route) =>
  route === '/thank-you' || route === '/hi/thank-you' ? `${route}?for=lpu` : route,
);
const MAX_CLS = 0.02;
const phoneWidths = [320, 360, 412];
const desktopWidths = [...phoneWidths, 768, 992, 1024, 1280, 1440, 1920];

/** Scrolls to the bottom a screen at a time, a frame apart, so reveals and lazy images run. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    // A frame, or 100 ms: the headless shell on a busy machine once drew none for a minute.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
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
  expect
    .soft(cls, `CLS on ${route} is ${cls.toFixed(4)}; shifts: ${JSON.stringify(shifts)}`)
    .toBeLessThanOrEqual(MAX_CLS);
}

/** How far the page sticks out sideways, and the elements that do, to say what to fix. */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((node) => node.getBoundingClientRect().right > limit + 0.5)
      .slice(0, 5)
      .map((node) => `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`);
    return { by: root.scrollWidth - limit, culprits };
  });

const admissionRoutes = [...collegeRoutes, ...hindiCollegeRoutes];

/** The page's status and frame: one h1; the header, chat buttons and footer, or none of them. */
async function expectFrame(page: Page, route: string, status: number | undefined) {
  expect.soft(status, route).toBe(route === '/no-such-page' ? 404 : 200);
  await expect.soft(page.locator('h1'), route).toHaveCount(1);
  const frame = [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' }),
  ];
  if (mainRoutes.includes(route)) {
    for (const part of frame) await expect.soft(part, route).toBeVisible();
    await expect.soft(page.locator('main p').first(), route).not.toBeEmpty();
  }
  if (admissionRoutes.includes(route))
    for (const part of [...frame, page.getByRole('link', { name: 'Get a proposal' })])
      await expect.soft(part, route).toHaveCount(0);
}

// On a phone (touch, its user agent, the viewport meta honoured) a page can lay out otherwise than
// in a narrow desktop window: the phone widths are checked on both. Axe runs on the desktop: the
// rules it checks read the same markup on every screen.
test.describe('every page', { tag: '@phone' }, () => {
  for (const route of routes) {
    test(`${route}: its frame, steady (CLS ≤ ${MAX_CLS}, fonts late too), no axe violation, no overflow at any width`, async ({
      systemPage,
      isMobile,
    }) => {
      // Two first visits, axe and up to nine widths: 10-20 s on a quiet machine.
      test.setTimeout(90_000);
      // A first visit (nothing cached) with the project's screen. A phone draws Hindi in its own
      // Devanagari font; this machine has none, so its Chromium would fetch the web font and move
      // the text around Hindi when it arrives (what a system without one sees:
      // `npm run bench:lighthouse -- --devanagari none`).
      const freshPage = () =>
        systemPage(
          hindiPages.includes(route.split('?')[0]) ? "a phone's Devanagari font" : undefined,
        );
      const loaded = await freshPage();
      const response = await loaded.goto(route, { waitUntil: 'load' });
      await expect(loaded.locator('h1')).toBeVisible();
      await expectFrame(loaded, route, response?.status());
      await loaded.evaluate(() => document.fonts.ready);
      await scrollThrough(loaded);
      expectStable(route, await layoutShifts(loaded));

      if (!isMobile) expect.soft(await seriousViolations(loaded), `axe on ${route}`).toEqual([]);

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
      // The whole stylesheet, switched on after the first frame (runtime/critical-css.mjs), must
      // not move what the inline CSS drew either; and what comes below (a post's wide table) is
      // laid out by it, so the widths are checked with it.
      await late.waitForFunction(
        () =>
          ![...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
            (link) => link.media === 'print',
          ),
      );
      await late.evaluate(async () => {
        await document.fonts.ready;
        // Two frames: the fonts' and the sheet's arrival laid out and painted, shifts recorded.
        for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
      });
      expectStable(route, await layoutShifts(late));

      // At the top, as a visitor who resizes or turns the phone sees it: the scrolled page's
      // sections far below keep their layout until they come near (content-visibility).
      for (const width of isMobile ? phoneWidths : desktopWidths) {
        await late.setViewportSize({ width, height: 800 });
        const overflow = await overflowOf(late);
        expect.soft(overflow.by, `${route} at ${width}px: ${overflow.culprits.join(', ')}`).toBe(0);
      }
    });
  }
});
