// After `next build`: the sha256 of every inline script in each prerendered page, by path, so that
// proxy.ts can allow exactly those scripts without 'unsafe-inline'.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { prerenderedPages } from './prerendered-pages.mjs';

const OUT = path.join('.next', 'csp-hashes.json');
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

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
    found.add(`sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  hashes[route] = [...found];
}
fs.writeFileSync(OUT, JSON.stringify(hashes));
console.log(
  `CSP: hashed the inline scripts of ${Object.keys(hashes).length} prerendered pages into ${OUT}`,
);
