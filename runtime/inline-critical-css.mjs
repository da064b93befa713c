// After `next build`, before csp-hashes.mjs: each prerendered page carries inline only the CSS it
// needs (critical-css.mjs). On a phone's slow CPU the browser parses every byte of an inline
// stylesheet before it paints; the site's whole sheet was ~48 KB on every page, most of it for
// other pages, and as a file it would cost the first paint a round trip on a slow network.
import fs from 'node:fs';
import { criticalCss } from './critical-css.mjs';
import { prerenderedPages } from './prerendered-pages.mjs';

const inline = criticalCss('.');
let pages = 0;
let before = 0;
let after = 0;
for (const { file } of prerenderedPages('.', { pagesOnly: false })) {
  const html = fs.readFileSync(file, 'utf8');
  const out = await inline(html);
  if (out === html) continue;
  fs.writeFileSync(file, out);
  pages += 1;
  before += Buffer.byteLength(html);
  after += Buffer.byteLength(out);
}
console.log(
  `Critical CSS: inlined in ${pages} prerendered pages, the rest deferred (${Math.round(before / 1024)} → ${Math.round(after / 1024)} KB of HTML)`,
);
