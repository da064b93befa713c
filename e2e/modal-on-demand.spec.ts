import { expect, test, type Page } from '@playwright/test';
import { clickProposalButton } from './support';

// Text only the proposal modal's own code contains: the id of its heading.
const MODAL_MARKER = 'proposal-modal-heading';

/** Records every script chunk the page fetches, with its body. */
function recordChunks(page: Page) {
  const chunks: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!/\/_next\/static\/chunks\/[^?]+\.js/.test(url)) return;
    chunks.push(response.text().then((body) => ({ url, body })));
  });
  return {
    all: () => Promise.all(chunks),
    withModal: async () =>
      (await Promise.all(chunks)).filter((chunk) => chunk.body.includes(MODAL_MARKER)),
  };
}

test.describe('proposal modal code on demand', () => {
  test('is not fetched with the page, only when the modal is wanted', async ({ page }) => {
    const chunks = recordChunks(page);
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    // Anything fetched eagerly (preloads, idle prefetches) has arrived by now.
    await page.waitForLoadState('networkidle');
    expect((await chunks.all()).length).toBeGreaterThan(0);
    expect(await chunks.withModal(), 'modal chunks in the first load').toEqual([]);
    await expect(page.getByRole('dialog', { name: 'get in touch' })).toHaveCount(0);

    await clickProposalButton(page);
    await expect(page.getByRole('dialog', { name: 'get in touch' })).toBeVisible();
    await expect.poll(async () => (await chunks.withModal()).length).toBeGreaterThan(0);
  });
});
