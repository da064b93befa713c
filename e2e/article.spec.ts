import { expect, test, type Locator } from '@playwright/test';
import { posts } from './support';

// Issue 38: a blog post reads as an article: headings with size, weight and space, lists with
// markers, quotes set apart, and tables that scroll in their own box on a phone.
const withTable = posts.find((post) => /^\|.+\|$/m.test(post.body))!;
const withQuote = posts.find((post) => /^> /m.test(post.body))!;

const px = (value: string) => parseFloat(value);
const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test.describe('a blog post', () => {
  test('sets its headings, paragraphs and lists apart', async ({ page }) => {
    await page.goto(`/blogs/${withTable.slug}`);
    const body = page.locator('article .article');
    const paragraph = body.locator('> p').first();
    const heading = body.locator('> h2').nth(1);
    const subheading = body.locator('> h3').first();
    const text = px(await style(paragraph, 'font-size'));

    expect(px(await style(heading, 'font-size'))).toBeGreaterThanOrEqual(text * 1.4);
    expect(Number(await style(heading, 'font-weight'))).toBeGreaterThanOrEqual(700);
    expect(px(await style(heading, 'margin-top'))).toBeGreaterThanOrEqual(text * 1.5);
    expect(px(await style(subheading, 'font-size'))).toBeGreaterThan(text);
    expect(Number(await style(subheading, 'font-weight'))).toBeGreaterThanOrEqual(600);
    expect(px(await style(paragraph, 'margin-bottom'))).toBeGreaterThanOrEqual(text);
    expect(px(await style(paragraph, 'line-height'))).toBeGreaterThanOrEqual(text * 1.5);

    const list = body.locator('> ul').first();
    await expect(list).toHaveCSS('list-style-type', 'disc');
    expect(px(await style(list, 'padding-left'))).toBeGreaterThan(0);
    await expect(body.locator('> ol').first()).toHaveCSS('list-style-type', 'decimal');
  });

  test('keeps its table of contents and headings anchors', async ({ page }) => {
    await page.goto(`/blogs/${withTable.slug}`);
    const toc = page.getByRole('navigation', { name: 'In this article' });
    const entry = toc.getByRole('link').nth(1);
    const target = (await entry.getAttribute('href'))!;
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    const heading = page.locator(target);
    await expect(heading).toBeInViewport();
    // Clear of the sticky header.
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  });

  test('sets a quote apart with its rule', async ({ page }) => {
    await page.goto(`/blogs/${withQuote.slug}`);
    const quote = page.locator('article .article blockquote').first();
    expect(px(await style(quote, 'border-left-width'))).toBeGreaterThanOrEqual(2);
    expect(px(await style(quote, 'padding-left'))).toBeGreaterThan(0);
  });

  test('at 360 px a wide table scrolls in its own box, its words whole', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/blogs/${withTable.slug}`);
    const box = page.locator('article .article .table-scroll').first();
    const table = box.locator('table');
    await box.scrollIntoViewIfNeeded();
    await expect(box).toHaveCSS('overflow-x', 'auto');
    const sizes = await box.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.page).toBe(sizes.screen);

    // Each word of a heading cell stands on one line ("Campaign", never "Campai gn").
    const broken = await table.evaluate((element) =>
      [...element.querySelectorAll('th')].flatMap((cell) => {
        const node = cell.firstChild!;
        const text = node.textContent ?? '';
        const words: string[] = [];
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (range.getClientRects().length > 1) words.push(match[0]);
        }
        return words;
      }),
    );
    expect(broken).toEqual([]);

    // A keyboard scrolls it: the box is a stop, named by the table's headings.
    const headings = await table.locator('th').allTextContents();
    await expect(box).toHaveAttribute('tabindex', '0');
    await expect(box).toHaveAccessibleName(`Table: ${headings.join(', ')}`);
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});
