import { expect, test, type Locator, type Page } from '@playwright/test';

// A section laid out only once it nears the screen (the `laid-out-when-near` utility) contains
// its children's paint: without its clip margin, a control at the section's edge lost the part of
// its focus ring (3 px at a 2 px offset) that lies outside the section.

/** The strip just left of `control`, where the left side of its focus ring is drawn. */
async function ringStrip(page: Page, control: Locator) {
  const box = (await control.boundingBox())!;
  return page.screenshot({ clip: { x: box.x - 5, y: box.y, width: 3, height: box.height } });
}

const cases = [
  {
    path: '/services/seo',
    what: 'the first related service',
    control: (page: Page) =>
      page
        .locator('main .laid-out-when-near')
        .filter({ has: page.getByRole('heading', { name: 'Related services' }) })
        .getByRole('link')
        .first(),
  },
  {
    path: '/college/amity/admission',
    what: 'the first question',
    control: (page: Page) => page.locator('main .laid-out-when-near').getByRole('button').first(),
  },
];

for (const { path, what, control: find } of cases) {
  test(`${path}: ${what} at its section's edge shows its whole focus ring`, async ({ page }) => {
    await page.goto(path);
    const control = find(page);
    await control.scrollIntoViewIfNeeded();
    const unfocused = await ringStrip(page, control);
    await control.focus();
    expect(await control.evaluate((node) => node.matches(':focus-visible'))).toBe(true);
    expect((await ringStrip(page, control)).equals(unfocused)).toBe(false);
  });
}
