import { expect, test, type Page } from '@playwright/test';

// The overlay waits for a timer: Playwright's clock holds it still, so what each test sees does
// not depend on how busy the machine is.
const OVERLAY_DELAY_MS = 400;

/** Records whether the loading overlay was ever in the page, however briefly. */
async function watchForOverlay(page: Page) {
  await page.evaluate(() => {
    const seen = () => document.querySelector('[role="status"][aria-label="Loading page"]');
    new MutationObserver(() => {
      if (seen()) document.documentElement.dataset.overlaySeen = 'yes';
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => document.documentElement.dataset.overlaySeen === 'yes');
}

test('a page change that completes within the delay never shows the overlay', async ({ page }) => {
  await page.clock.install();
  await page.goto('/faq');
  await expect(page.locator('h1')).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);
  const overlaySeen = await watchForOverlay(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.locator('h1')).toHaveText(/About/);
  // Time passes after the arrival: the overlay's timer was called off.
  await page.clock.runFor(OVERLAY_DELAY_MS * 5);
  await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
  expect(await overlaySeen()).toBe(false);
});

test('a slow page change shows the overlay after the delay, until the next page arrives', async ({
  page,
}) => {
  // Hold the next page's data back, as a slow phone connection would, until released. From the
  // start: on a desktop the header's "About Us" link is on screen at load and Next prefetches
  // it; a prefetch answered before the route existed left the click nothing to request.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/about-us.*_rsc=/, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  await page.clock.install();
  await page.goto('/faq');
  await expect(page.locator('h1')).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);
  const overlay = page.getByRole('status', { name: 'Loading page' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await asked;
  await page.clock.runFor(OVERLAY_DELAY_MS - 1);
  await expect(overlay).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(overlay).toBeVisible();
  release();
  await expect(page.locator('h1')).toHaveText(/About/);
  await expect(overlay).toHaveCount(0);
});

test('prerendered pages carry their content in place, not behind a loading fallback', async ({
  request,
}) => {
  for (const route of ['/', '/services/seo', '/blogs', '/college/lpu/admission']) {
    const html = await (await request.get(route)).text();
    expect(html, route).toMatch(/<h1[^>]*>/);
    expect(html, route).not.toContain('aria-label="Loading page"');
    expect(html, route).not.toMatch(/<div hidden id="S:\d+"/);
  }
});
