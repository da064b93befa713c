import { expect, test, type Page } from '@playwright/test';

// Each page's first paint is styled by the rules it needs, inline (runtime/critical-css.mjs); the
// whole stylesheet loads beside it without holding that paint. Should that file come late, what
// the page shows must already look as it does with it: no flash of unstyled content.
const PAGES = ['/', '/services/seo', '/contact', '/college/lpu/admission', '/hi/college/lpu/form'];
const ELEMENTS = [
  'header',
  'main h1',
  'main p',
  'main form button[type="submit"]',
  // The first block laid out only near the screen: on a desktop it is on the first screen.
  'main .laid-out-when-near h2',
  // A required field's label, marked by an `after:` rule.
  'main form label[data-required]',
  // The guardian's fields, hidden by a :has() rule until the student is said to be under 18.
  '[class*="not(:has([data-minor]"]',
  'footer',
];
const PROPERTIES = [
  'display',
  'position',
  'fontSize',
  'fontWeight',
  'lineHeight',
  'color',
  'backgroundColor',
  'paddingTop',
  'marginTop',
  'width',
  'maxWidth',
  'height',
] as const;

// Colours as the screen shows them: the inline CSS gives a colour as every browser reads it
// (`rgb(54, 65, 83)`), the whole sheet as the newest do (`lab(27.1 -0.96 -12.3)`): one pixel.
const looks = (page: Page) =>
  page.evaluate(
    ({ selectors, properties }) => {
      const pixel = document.createElement('canvas').getContext('2d', {
        willReadFrequently: true,
      })!;
      const drawn = (value: string) => {
        pixel.clearRect(0, 0, 1, 1);
        pixel.fillStyle = value;
        pixel.fillRect(0, 0, 1, 1);
        return pixel.getImageData(0, 0, 1, 1).data.join(',');
      };
      return selectors.map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return null;
        const style = getComputedStyle(element);
        return [
          ...properties.map((property) =>
            /color/i.test(property) ? drawn(style[property]) : style[property],
          ),
          getComputedStyle(element, '::after').content,
        ];
      });
    },
    { selectors: ELEMENTS, properties: [...PROPERTIES] },
  );

for (const path of PAGES) {
  test(`${path} looks the same before its stylesheet file has loaded`, async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(path);
    // The whole sheet applies once loaded: its handler ran, allowed by the page's policy.
    await expect(page.locator('link[rel="stylesheet"][href$=".css"]').first()).toHaveAttribute(
      'media',
      'all',
    );
    const withFile = await looks(page);
    expect(refused).toEqual([]);

    const held = await page.context().newPage();
    await held.route(/\.css(\?|$)/, (route) => route.abort());
    await held.goto(path);
    expect(await looks(held)).toEqual(withFile);
    await held.close();
  });
}

test('the document carries its critical CSS only, and links the whole stylesheet without blocking', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
  expect(Buffer.byteLength(inline.join(''))).toBeLessThanOrEqual(15 * 1024);
  const link = /<link\b[^>]*\brel="stylesheet"[^>]*>/.exec(html)?.[0];
  expect(link).toContain('media="print"');
  expect(link).toContain(
    `onload="var l=this;requestAnimationFrame(function(){setTimeout(function(){l.media='all'})})"`,
  );
  expect(html).toMatch(/<noscript><link rel="stylesheet" href="[^"]+\.css"/);
});

test("with scripts off the whole stylesheet still applies (its <noscript> copy): a post's text, whose rules are not inline, looks as with scripts", async ({
  browser,
  page,
  baseURL,
}) => {
  const path = '/blogs/festive-social-media-calendar';
  const text = (target: Page) =>
    target.evaluate(() => {
      const heading = document.querySelector('.article h2')!;
      const table = document.querySelector('.article .table-scroll')!;
      return [getComputedStyle(heading).fontSize, getComputedStyle(table).overflowX];
    });
  await page.goto(path);
  await expect(page.locator('link[rel="stylesheet"][href$=".css"]').first()).toHaveAttribute(
    'media',
    'all',
  );
  const withScripts = await text(page);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const scriptsOff = await context.newPage();
    await scriptsOff.goto(path, { waitUntil: 'load' });
    expect(await text(scriptsOff)).toEqual(withScripts);
  } finally {
    await context.close();
  }
});
