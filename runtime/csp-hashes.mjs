// After `next build`: the sha256 of every inline script and event-handler attribute in each
// prerendered page, by path, so that proxy.ts can allow exactly those without 'unsafe-inline'. A
// handler (the deferred stylesheet's `onload`, runtime/critical-css.mjs) needs 'unsafe-hashes'
// beside its hash: it allows no handler but the ones hashed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { prerenderedPages } from './prerendered-pages.mjs';

const OUT = path.join('.next', 'csp-hashes.json');
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
// An element's on… attribute; inside a script the flight data escapes `<` and quotes.
const EVENT_HANDLER = /<[a-zA-Z][^<>]*?\son[a-z]+="([^"]*)"/g;
const sha256 = (text) =>
  `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`;

const hashes = {};
for (const { route, file } of prerenderedPages('.', { pagesOnly: false })) {
  const html = fs.readFileSync(file, 'utf8');
  const found = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (
      /\bsrc=/.test(attributes) ||
      /type="application\/(ld\+)?json"/.test(attributes) ||
      body === ''
    )
      continue;
    found.add(sha256(body));
  }
  const handlers = new Set([...html.matchAll(EVENT_HANDLER)].map(([, handler]) => sha256(handler)));
  hashes[route] = [...found, ...(handlers.size ? ['unsafe-hashes', ...handlers] : [])];
}
fs.writeFileSync(OUT, JSON.stringify(hashes));
console.log(
  `CSP: hashed the inline scripts of ${Object.keys(hashes).length} prerendered pages into ${OUT}`,
);
