import { expect, test, type Page } from '@playwright/test';
import { mainRoutes } from './pages';
import { formEnhanced } from './support';

// Issue 38: the floating chat buttons never cover what a visitor taps or types in, at any scroll
// position, on the phones the issue was found on.
const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

// What a tap must reach: the test's own list, not the dock's.
const TAPPABLE = 'a[href], button, input:not([type=hidden]), select, textarea, label';

async function dockWatching(page: Page) {
  await expect(page.locator('[data-chat-dock][data-enhanced]')).toBeAttached();
}

/**
 * Scrolls from top to bottom in steps shorter than the buttons' place is tall, so that everything
 * passes under it; at each step, once the buttons have had up to ten frames to step aside, lists
 * each tappable element a shown chat button still covers (each line box of a link that wraps).
 */
function coveredWhileScrolling(page: Page) {
  return page.evaluate(async (tappable) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const chats = [...document.querySelectorAll<HTMLElement>('[data-chat]')];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const covered = () => {
      const found: string[] = [];
      for (const chat of chats) {
        if (!chat.checkVisibility({ visibilityProperty: true })) continue;
        const box = chat.getBoundingClientRect();
        for (const element of document.querySelectorAll(tappable)) {
          if (chat.contains(element)) continue;
          if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }))
            continue;
          for (const line of element.getClientRects()) {
            const width = Math.min(box.right, line.right) - Math.max(box.left, line.left);
            const height = Math.min(box.bottom, line.bottom) - Math.max(box.top, line.top);
            if (width > 1 && height > 1) found.push(`${chat.dataset.chat} over ${name(element)}`);
          }
        }
      }
      return found;
    };
    // The rows the buttons stand in: fixed to the bottom, they step aside sideways only (2 px
    // more for their hover scale). Where nothing tappable crosses these rows, nothing can be
    // covered wherever the buttons stand, and the step needs no frame for them to move.
    const rows = chats.map((chat) => {
      const { top, bottom } = chat.getBoundingClientRect();
      return { top: top - 2, bottom: bottom + 2 };
    });
    const anythingInRows = () =>
      [...document.querySelectorAll(tappable)].some(
        (element) =>
          !chats.some((chat) => chat.contains(element)) &&
          [...element.getClientRects()].some((line) =>
            rows.some((row) => Math.min(row.bottom, line.bottom) - Math.max(row.top, line.top) > 1),
          ),
      );
    const problems: string[] = [];
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y = Math.min(y + 96, end)) {
      window.scrollTo(0, y);
      let found: string[] = [];
      for (let attempt = 0; attempt < 10 && anythingInRows(); attempt++) {
        await frame();
        found = covered();
        if (found.length === 0) break;
      }
      problems.push(...found.map((problem) => `at ${y}px: ${problem}`));
      if (y >= end) break;
    }
    return problems;
  }, TAPPABLE);
}

// Phone widths, on the phone alone: a large screen puts the buttons where nothing is tapped.
test.describe('floating chat buttons cover nothing a visitor taps', { tag: '@phone-only' }, () => {
  for (const route of mainRoutes) {
    test(`${route} at ${PHONES.map((phone) => phone.width).join(' and ')} px`, async ({ page }) => {
      for (const phone of PHONES) {
        await page.setViewportSize(phone);
        await page.goto(route);
        await dockWatching(page);
        expect(await coveredWhileScrolling(page), `${route} at ${phone.width}px`).toEqual([]);
      }
    });
  }

  test('step aside over the footer and come back above it, a sliver always in reach', async ({
    page,
  }) => {
    await page.setViewportSize(PHONES[0]);
    await page.goto('/faq');
    await dockWatching(page);
    const whatsapp = page.locator('[data-chat="whatsapp"]');
    await page.getByRole('contentinfo').getByText('© 2025').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-chat-dock]')).toHaveAttribute('data-state', 'aside');
    await expect(whatsapp).toBeVisible();
    await expect.poll(async () => (await whatsapp.boundingBox())!.x).toBeLessThan(0);
    const box = (await whatsapp.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(12.5);
    // A keyboard's focus brings it back whole.
    await whatsapp.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await whatsapp.boundingBox())!.x).toBeCloseTo(20, 0);
  });

  test('hide while a field has focus, and the typed number shows', async ({ page }) => {
    await page.setViewportSize(PHONES[1]);
    await page.goto('/contact');
    await dockWatching(page);
    const main = page.getByRole('main');
    await formEnhanced(main);
    const phone = main.getByLabel('Phone', { exact: true });
    await phone.click();
    await phone.pressSequentially('9876543210');
    for (const chat of await page.locator('[data-chat]').all()) await expect(chat).toBeHidden();
    await phone.blur();
    await expect(page.locator('[data-chat="whatsapp"]')).toBeVisible();

    const newsletter = page.getByLabel('Subscribe to our newsletter');
    await newsletter.focus();
    for (const chat of await page.locator('[data-chat]').all()) await expect(chat).toBeHidden();
  });
});
