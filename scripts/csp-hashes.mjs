// After `next build`: the sha256 of every inline script in each prerendered page, by path, so that
// proxy.ts can allow exactly those scripts without 'unsafe-inline'.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const APP_DIR = path.join('.next', 'server', 'app');
const OUT = path.join('.next', 'csp-hashes.json');
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

const routeOf = (file) => {
  const route = `/${path
    .relative(APP_DIR, file)
    .replace(/\\/g, '/')
    .replace(/\.html$/, '')}`;
  return route === '/index' ? '/' : route;
};

const hashes = {};
for (const file of htmlFiles(APP_DIR)) {
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
  hashes[routeOf(file)] = [...found];
}
fs.writeFileSync(OUT, JSON.stringify(hashes));
console.log(
  `CSP: hashed the inline scripts of ${Object.keys(hashes).length} prerendered pages into ${OUT}`,
);
