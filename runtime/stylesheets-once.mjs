// After `next build`, before csp-hashes.mjs hashes the inline scripts: each prerendered page keeps
// its stylesheets in its <style> elements alone (flight-stylesheets.mjs says why), and a soft
// navigation's payload (the page's `.rsc` files) leaves out the stylesheets that every page of its
// root layout holds: a next/link click fetches it on the phone's slow link while the visitor waits,
// and a document of another root layout loads the page whole instead.
import fs from 'node:fs';
import path from 'node:path';
import {
  sharedStylesheets,
  stylesheetsInPage,
  withoutFlightStylesheets,
  withoutPayloadStylesheets,
} from './flight-stylesheets.mjs';
import { prerenderedPages } from './prerendered-pages.mjs';

let pages = 0;
let bytes = 0;
const roots = new Map();
for (const { file } of prerenderedPages('.', { pagesOnly: false })) {
  const original = fs.readFileSync(file, 'utf8');
  const segments = file.replace(/\.html$/, '.segments');
  // The root layout's segment: a route group, written `!<base64>` (`!KGVuKQ` is `(en)`).
  const root = fs.existsSync(segments)
    ? fs.readdirSync(segments).find((name) => name.startsWith('!') && !name.endsWith('.rsc'))
    : undefined;
  if (root) {
    const sheets = stylesheetsInPage(original);
    const payloads = [
      file.replace(/\.html$/, '.rsc'),
      ...fs
        .readdirSync(segments, { recursive: true })
        .filter((name) => name.endsWith('.rsc'))
        .map((name) => path.join(segments, name)),
    ];
    roots.set(root, [...(roots.get(root) ?? []), { sheets, payloads }]);
  }
  const { html, cut } = withoutFlightStylesheets(original);
  if (cut === 0) continue;
  fs.writeFileSync(file, html);
  pages += 1;
  bytes += cut;
}
console.log(
  `Stylesheets: cut the flight data's copy from ${pages} prerendered pages (${Math.round(bytes / 1024)} KB)`,
);

let payloadBytes = 0;
for (const members of roots.values()) {
  const shared = sharedStylesheets(members.map(({ sheets }) => sheets));
  for (const file of members.flatMap(({ payloads }) => payloads)) {
    if (!fs.existsSync(file)) continue;
    const payload = fs.readFileSync(file);
    const cut = withoutPayloadStylesheets(payload, shared);
    if (cut.length === payload.length) continue;
    fs.writeFileSync(file, cut);
    payloadBytes += payload.length - cut.length;
  }
}
console.log(
  `Stylesheets: cut from the soft navigations' payloads what every page of their root holds (${Math.round(payloadBytes / 1024)} KB)`,
);
