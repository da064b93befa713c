// `npm run bench:size`: first-load JavaScript per route, from the production build: the gzipped
// sum of every script a route's HTML references (the client chunks named in its inline flight
// data included, noModule polyfills excluded), beside the same figure for a bare Next.js page
// built now from this project's own dependencies. Prints a table, writes bench-results/size.json, and
// exits non-zero when a budget is missed.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { prerenderedPages } from '../../runtime/prerendered-pages.mjs';
import { buildBareApp, removeBareApp } from './bare-app.mjs';

const KB = 1024;
const BUDGET = { main: 160 * KB, admission: 195 * KB, overBare: 25 * KB };
// Pages whose form is their purpose may exceed the bare page by more than 25 KB.
const FORM_PAGES = /^(\/contact|(\/hi)?\/college\/[^/]+\/(admission|form))$/;
// The admission funnels, in English and in Hindi (/hi/…).
const ADMISSION_PAGES = /^(\/hi)?\/(college\/|thank-you$)/;

/** The scripts a page loads first: <script src> (not noModule) and chunks named in flight data. */
function firstLoadScripts(html) {
  const scripts = new Set();
  const polyfills = new Set();
  for (const [tag, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) {
    (/\bnoModule\b/i.test(tag) ? polyfills : scripts).add(src);
  }
  for (const [, chunk] of html.matchAll(/(\/_next\/static\/chunks\/[\w.-]+\.js)/g)) {
    if (!polyfills.has(chunk)) scripts.add(chunk);
  }
  return [...scripts];
}

function measure(projectDir) {
  const gzipSize = new Map();
  const sizeOf = (src) => {
    if (!gzipSize.has(src)) {
      const file = path.join(projectDir, '.next', src.replace(/^\/_next\//, '').split('?')[0]);
      gzipSize.set(
        src,
        fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0,
      );
    }
    return gzipSize.get(src);
  };
  return Object.fromEntries(
    prerenderedPages(projectDir).map(({ route, file }) => {
      const scripts = firstLoadScripts(fs.readFileSync(file, 'utf8'));
      return [route, scripts.reduce((sum, src) => sum + sizeOf(src), 0)];
    }),
  );
}

/** First-load JavaScript of the bare page, built now and removed after measuring. */
function measureBarePage() {
  try {
    return measure(buildBareApp())['/'];
  } finally {
    removeBareApp();
  }
}

if (!fs.existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const sizes = measure('.');
const bare = measureBarePage();
const rows = [];
const misses = [];
for (const [route, bytes] of Object.entries(sizes).sort()) {
  const admission = ADMISSION_PAGES.test(route);
  const budget = admission ? BUDGET.admission : BUDGET.main;
  const over = bytes - bare;
  const formAllowance = FORM_PAGES.test(route);
  const ok = bytes <= budget && (formAllowance || over <= BUDGET.overBare);
  if (!ok) misses.push(route);
  rows.push({
    route,
    kb: +(bytes / KB).toFixed(1),
    'over bare (KB)': +(over / KB).toFixed(1),
    'budget (KB)': budget / KB,
    ok: ok ? 'yes' : 'NO',
  });
}
console.table(rows);
console.log(`bare Next.js page: ${(bare / KB).toFixed(1)} KB gzipped`);
fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync(
  'bench-results/size.json',
  `${JSON.stringify({ date: new Date().toISOString(), bareKb: +(bare / KB).toFixed(1), routes: rows }, null, 2)}\n`,
);
if (misses.length) {
  console.error(`Over budget: ${misses.join(', ')}`);
  process.exitCode = 1;
}
