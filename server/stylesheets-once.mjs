// After `next build`, before csp-hashes.mjs hashes the inline scripts: each prerendered page keeps
// its stylesheets in its <style> elements alone (flight-stylesheets.mjs says why).
import fs from 'node:fs';
import { withoutFlightStylesheets } from './flight-stylesheets.mjs';
import { prerenderedPages } from './prerendered-pages.mjs';

let pages = 0;
let bytes = 0;
for (const { file } of prerenderedPages('.', { pagesOnly: false })) {
  const { html, cut } = withoutFlightStylesheets(fs.readFileSync(file, 'utf8'));
  if (cut === 0) continue;
  fs.writeFileSync(file, html);
  pages += 1;
  bytes += cut;
}
console.log(
  `Stylesheets: cut the flight data's copy from ${pages} prerendered pages (${Math.round(bytes / 1024)} KB)`,
);
