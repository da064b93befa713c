/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { criticalCss, firstScreen } from './critical-css.mjs';

// A build's stylesheet as Next and Tailwind write it, and a prerendered page that links it.
const SHEET = [
  '@font-face{font-family:inter;src:url(../media/inter.woff2)format("woff2");unicode-range:U+0000-00FF}',
  '@font-face{font-family:devanagari;src:url(/_next/static/media/noto.woff2)format("woff2");unicode-range:U+0900-097F}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-blur{syntax:"*";inherits:false}',
  ':root{--color-brand:#6d28d9;--color-unused:#000;--font-sans:var(--font-inter),sans-serif}',
  '._x_variable{--font-inter:"inter"}',
  '.font-sans{font-family:var(--font-sans)}',
  '.used{color:var(--color-brand)}',
  '.unused{color:blue}',
  '.below{color:green}',
  '.shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}',
  '.fade{opacity:1;transition-property:opacity;transition-duration:.2s}',
  '.btn:focus-visible{outline:2px solid}',
  '@media (hover:hover){.btn:hover{color:red}}',
  '@media (min-width:40rem){.used{color:pink}.unused{color:navy}}',
  '.laid-out-when-near{content-visibility:auto}',
  'form:not(:has([data-minor]:checked)) .guardian{display:none}',
].join('\n');
const HREF = '/_next/static/chunks/site.css';
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><script>1</script><link rel="stylesheet" href="${HREF}" data-precedence="next"/></head><body class="font-sans">${body}</body></html>`;
const BODY =
  '<p class="used btn shadow fade">Hello</p>' +
  '<section class="laid-out-when-near"><p class="below">Later</p></section>' +
  '<div inert=""><p class="unused">Closed menu</p></div>' +
  '<form><input type="radio" data-minor=""><fieldset class="guardian"></fieldset></form>';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
  fs.mkdirSync(path.join(dir, '.next', 'static', 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, '.next', 'static', 'chunks', 'site.css'), SHEET);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

test('inlines the rules that style what the first paint shows, with the variables and faces they name', async () => {
  const css = styleOf(await criticalCss(dir)(page(BODY)));
  expect(css).toContain('.used{color:var(--color-brand)}');
  expect(css).toMatch(/@media \(min-width:40rem\)\{\.used\{color:pink\}\}/);
  expect(css).toContain('.btn:focus-visible{outline:2px solid}');
  // The class the head's script may add to <html> before the first paint names Inter.
  expect(css).toContain('._x_variable{--font-inter:"inter"}');
  // Its file named as the document resolves it (the stylesheet's `../media/` is not the page's).
  expect(css).toContain('@font-face{font-family:inter;src:url(/_next/static/media/inter.woff2)');
  expect(css).toContain('--color-brand:#6d28d9');
  expect(css).toContain('@property --tw-shadow');
  expect(css).toContain('.laid-out-when-near{content-visibility:auto}');
  // Hidden until a box is checked: shown at the first paint, it would vanish with the whole sheet.
  expect(css).toContain('form:not(:has([data-minor]:checked)) .guardian{display:none}');
});

test('leaves out what the first paint does not show: other pages, later blocks, closed panels, hover, transitions', async () => {
  const css = styleOf(await criticalCss(dir)(page(BODY)));
  for (const absent of [
    '.unused',
    '.below',
    'hover',
    'transition',
    '--color-unused',
    '--tw-blur',
    'devanagari',
  ])
    expect(css).not.toContain(absent);
  expect(css).toContain('.fade{opacity:1}');
});

test('keeps the whole stylesheet as the link React hydrates, loaded without blocking the first paint', async () => {
  const html = await criticalCss(dir)(page(BODY));
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
  expect(links).toHaveLength(2);
  const [deferred, fallback] = links;
  // React finds a stylesheet resource by rel and href.
  expect(deferred).toContain(`rel="stylesheet" href="${HREF}" data-precedence="next"`);
  expect(deferred).toContain('media="print"');
  expect(deferred).toContain(`onload="this.media='all'"`);
  expect(html).toContain(
    `<noscript><link rel="stylesheet" href="${HREF}" data-precedence="next"></noscript>`,
  );
  expect(fallback).not.toContain('media=');
  // The critical rules come first, so that the whole sheet, arriving later, wins no cascade.
  expect(html.indexOf('<style>')).toBeLessThan(html.indexOf(deferred));
  // The body is served as Next wrote it.
  expect(html).toContain(`<body class="font-sans">${BODY}</body>`);
});

test('firstScreen empties the blocks below the first screen and the closed panels, keeping their tags', () => {
  const html =
    '<main><section class="a laid-out-when-near"><section><p>x</p></section><p>y</p></section>' +
    '<div class="hidden sm:flex"><b>shown</b></div><div hidden=""><b>not shown</b></div>' +
    '<dialog id="m"><a>menu</a></dialog><dialog open=""><a>open</a></dialog></main>';
  expect(firstScreen(html)).toBe(
    '<main><section class="a laid-out-when-near"></section>' +
      '<div class="hidden sm:flex"><b>shown</b></div><div hidden=""></div>' +
      '<dialog id="m"></dialog><dialog open=""><a>open</a></dialog></main>',
  );
});
