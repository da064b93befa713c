/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { criticalCss, asFirstPainted } from './critical-css.mjs';

// A build's stylesheet as Next and Tailwind write it, and a prerendered page that links it.
const SHEET = [
  '@font-face{font-family:inter;src:url(../media/inter.woff2)format("woff2");unicode-range:U+0000-00FF}',
  '@font-face{font-family:devanagari;src:url(/_next/static/media/noto.woff2)format("woff2");unicode-range:U+0900-097F}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-blur{syntax:"*";inherits:false}',
  '@layer properties{@supports ((-webkit-hyphens:none)) and (not (margin-trim:block)){*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial}}}',
  ':root{--color-brand:#6d28d9;--color-unused:#000;--font-sans:var(--font-inter),sans-serif}',
  '._x_variable{--font-inter:"inter"}',
  '._y_variable{--font-other:"other"}',
  '.font-sans{font-family:var(--font-sans)}',
  '.words{font-family:var(--font-inter),"System Devanagari",sans-serif}',
  '.used{color:var(--color-brand)}',
  '.unused{color:blue}',
  '.below{color:green}',
  '.shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-shadow)}',
  '.fade{opacity:1;transition-property:opacity;transition-duration:.2s}',
  '.btn:focus-visible{outline:2px solid}',
  '@media (hover:hover){.btn:hover{color:red}}',
  '@media (min-width:40rem){.used{color:pink}.unused{color:navy}}',
  '.laid-out-when-near{content-visibility:auto}',
  '.tint{color:#fffc}',
  '@supports (color:color-mix(in lab, red, red)){.tint{color:color-mix(in oklab,#fff 80%,transparent)}}',
  '@supports (text-wrap:balance){.used{text-wrap:balance}}',
  // Tailwind Typography's rules for an article's elements.
  '.article{max-width:65ch}',
  '.article :where(p):not(:where([class~=not-prose],[class~=not-prose] *)){margin:1em}',
  '.article :where(ul>li):not(:where([class~=not-prose],[class~=not-prose] *))::marker{color:gray}',
  '.article :where(table):not(:where([class~=not-prose],[class~=not-prose] *)){width:100%}',
  // Tailwind's arbitrary variants, as it writes them.
  String.raw`form:not(:has([data-minor]:checked)) .\[form\:not\(\:has\(\[data-minor\]\:checked\)\)_\&\]\:hidden{display:none}`,
  String.raw`form:has([data-minor]:checked) .\[form\:has\(\[data-minor\]\:checked\)_\&\]\:block{display:block}`,
  String.raw`.after\:content-\[\'\*\'\]:after{content:'*'}`,
  String.raw`:is(:where(.group)[data-state=aside] .group-data-\[state\=aside\]\:not-focus-visible\:x):not(:focus-visible){translate:-1px}`,
  ':is(.\\*\\:w-1>*){width:1px}',
].join('\n');
const HREF = '/_next/static/chunks/site.css';
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en" class="_y_variable"><head><script>1</script><link rel="stylesheet" href="${HREF}" data-precedence="next"/></head><body class="font-sans">${body}</body></html>`;
const BODY =
  '<p class="used btn shadow fade tint">Hello</p>' +
  '<section class="laid-out-when-near"><p class="below">Later</p></section>' +
  '<div class="*:w-1"><p>Narrow</p></div>' +
  '<article class="article"><p>Post</p><ul><li>Point</li></ul></article>' +
  '<div inert=""><p class="unused">Closed menu</p></div>' +
  '<form><input type="radio" data-minor="">' +
  // React writes `&` in an attribute as `&amp;`.
  '<fieldset class="[form:not(:has([data-minor]:checked))_&amp;]:hidden">Guardian</fieldset>' +
  '<p class="[form:has([data-minor]:checked)_&amp;]:block">Under 18</p>' +
  '<label class="after:content-[&#x27;*&#x27;]">Name</label></form>' +
  '<div class="group" data-state="aside"><a class="group-data-[state=aside]:not-focus-visible:x">Chat</a></div>';

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
  // Another font's class, whose variable no rule on the page reads: nothing, not an empty rule.
  expect(css).not.toContain('_y_variable');
  // Its file named as the document resolves it (the stylesheet's `../media/` is not the page's).
  expect(css).toContain('@font-face{font-family:inter;src:url(/_next/static/media/inter.woff2)');
  expect(css).toContain('--color-brand:#6d28d9');
  // Registered properties as Tailwind writes them for browsers without @property: the same values.
  expect(css).toContain('*,:before,:after{--tw-shadow:0 0 #0000}');
  expect(css).not.toContain('@property');
  // A block laid out only near the screen keeps its content's rules: a desktop may show it first.
  expect(css).toContain('.laid-out-when-near{content-visibility:auto}');
  expect(css).toContain('.below{color:green}');
  // A colour with opacity as every browser draws it; the newest's `color-mix()` comes with the
  // whole sheet. An enhancement without a fallback stays.
  expect(css).toContain('.tint{color:#fffc}');
  expect(css).not.toContain('.tint{color:color-mix');
  expect(css).toContain('@supports (text-wrap:balance){.used{text-wrap:balance}}');
  // An article's rules for the elements it has, pseudo-elements included.
  // Typography's way out (`not-prose`) dropped where the page has no such element.
  expect(css).toContain('.article :where(p){margin:1em}');
  expect(css).toContain('.article :where(ul>li)::marker{color:gray}');
  // Tailwind's rule for an element's children.
  expect(css).toContain(':is(.\\*\\:w-1>*){width:1px}');
  // Hidden until a box is checked: shown at the first paint, it would vanish with the whole sheet.
  expect(css).toContain(String.raw`form:not(:has([data-minor]:checked)) .\[form\:not`);
  expect(css).toContain(String.raw`.after\:content-\[\'\*\'\]:after{content:'*'}`);
  // A rule true until a visitor's hand moves the focus.
  expect(css).toContain(String.raw`:not(:focus-visible){translate:-1px}`);
});

test("leaves out a face whose family's name is only a word of the family a rule names", async () => {
  const css = styleOf(await criticalCss(dir)(page('<a class="words">हिन्दी</a>')));
  expect(css).toContain('"System Devanagari"');
  expect(css).toContain('@font-face{font-family:inter;');
  expect(css).not.toContain('font-family:devanagari');
});

test('leaves out what the first paint does not show: other pages, closed panels, states, hover, transitions', async () => {
  const css = styleOf(await criticalCss(dir)(page(BODY)));
  for (const absent of [
    '.unused',
    ':where(table)',
    // The states the page is not in at its first paint: nothing checked, nothing focused.
    'form:has([data-minor]:checked)',
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
  expect(deferred).toContain(
    `onload="var l=this;requestAnimationFrame(function(){setTimeout(function(){l.media='all'})})"`,
  );
  expect(html).toContain(
    `<noscript><link rel="stylesheet" href="${HREF}" data-precedence="next"></noscript>`,
  );
  expect(fallback).not.toContain('media=');
  // The critical rules come first, so that the whole sheet, arriving later, wins no cascade.
  expect(html.indexOf('<style>')).toBeLessThan(html.indexOf(deferred));
  // The body is served as Next wrote it.
  expect(html).toContain(`<body class="font-sans">${BODY}</body>`);
});

test('asFirstPainted empties the closed panels, the hidden elements and what starts below the first screen, keeping their tags, and leaves out a closed dialog whole', () => {
  const html =
    '<main><section class="a laid-out-when-near"><section><p>x</p></section><p>y</p></section>' +
    '<div class="hidden sm:flex"><b>shown</b></div><div hidden=""><b>not shown</b></div>' +
    '<dialog id="m"><a>menu</a></dialog><dialog open=""><a>open</a></dialog>' +
    '<div class="article" data-below-first-screen="true"><p>Text</p></div></main>';
  expect(asFirstPainted(html)).toBe(
    '<main><section class="a laid-out-when-near"><section><p>x</p></section><p>y</p></section>' +
      '<div class="hidden sm:flex"><b>shown</b></div><div hidden=""></div>' +
      '<dialog open=""><a>open</a></dialog>' +
      '<div class="article" data-below-first-screen="true"></div></main>',
  );
});
