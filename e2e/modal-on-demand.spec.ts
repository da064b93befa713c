import { expect, test, type Page } from '@playwright/test';
import { clickProposalButton } from './support';

// Text only the proposal modal's on-demand code contains: a trust mark under its form. The dialog
// and its heading are the page's own code, so that a tap is answered at once (issue 38).
const MODAL_MARKER = 'We Sign NDA';

/**
 * Records every script chunk the page fetches, with its body, or null where it could not be read
 * (a chunk still arriving as the test ends: its read must not fail the test after it passed).
 */
function recordChunks(page: Page) {
  const chunks: Promise<{ url: string; body: string | null }>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!/\/_next\/static\/chunks\/[^?]+\.js/.test(url)) return;
    chunks.push(
      response.text().then(
        (body) => ({ url, body }),
        () => ({ url, body: null }),
      ),
    );
  });
  return {
    all: () => Promise.all(chunks),
    withModal: async () =>
      (await Promise.all(chunks)).filter((chunk) => chunk.body?.includes(MODAL_MARKER)),
  };
}

test.describe('proposal modal code on demand', () => {
  test('is not fetched with the page, only when the modal is wanted', async ({ page }) => {
    const chunks = recordChunks(page);
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    // Anything fetched eagerly (preloads, idle prefetches) has arrived by now.
    await page.waitForLoadState('networkidle');
    const firstLoad = await chunks.all();
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad.filter((chunk) => chunk.body === null)).toEqual([]);
    expect(await chunks.withModal(), 'modal chunks in the first load').toEqual([]);
    await expect(page.getByRole('dialog', { name: 'get in touch' })).toHaveCount(0);

    await clickProposalButton(page);
    await expect(page.getByRole('dialog', { name: 'get in touch' })).toBeVisible();
    await expect.poll(async () => (await chunks.withModal()).length).toBeGreaterThan(0);
  });

  test(
    "a tap opens the dialog with its heading before the form's code arrives; the form moves nothing",
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/about-us');
      await page.waitForLoadState('networkidle');
      // Every script fetched from now on (the form's code) waits until the test lets it through.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/_next\/static\/chunks\/.+\.js/, async (route) => {
        await held;
        await route.continue();
      });
      await clickProposalButton(page);
      const dialog = page.getByRole('dialog', { name: 'get in touch' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'get in touch' })).toBeVisible();
      await expect(dialog.getByRole('status')).toHaveText('Loading the form…');
      await expect(dialog.getByLabel('Name', { exact: true })).toHaveCount(0);
      const badge = dialog.getByRole('img', { name: 'We reply within one working day' });
      const heading = dialog.getByRole('heading', { name: 'get in touch' });
      const before = {
        badge: (await badge.boundingBox())!,
        heading: (await heading.boundingBox())!,
      };
      // The badge's place is kept whether or not its picture has arrived.
      expect(before.badge.width).toBe(64);
      expect(before.badge.height).toBe(64);

      release();
      await expect(dialog.getByLabel('Name', { exact: true })).toBeVisible();
      await expect(dialog).toContainText(MODAL_MARKER);
      expect(await badge.boundingBox()).toEqual(before.badge);
      expect(await heading.boundingBox()).toEqual(before.heading);
      await expect(dialog.getByRole('status').filter({ hasText: 'Loading the form…' })).toHaveCount(
        0,
      );
    },
  );
});
