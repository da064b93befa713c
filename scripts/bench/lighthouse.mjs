// `npm run bench:lighthouse`: Lighthouse in mobile (default config) and desktop mode on every page
// of the production build (each main page, the admission and form pages, one blog post,
// /thank-you and the 404 page) and on a bare Next.js page built now from the project's own
// dependencies, median of 5 runs (by LCP) each. Starts the site's server and the bare page's
// `next start` on loopback; drives Debian's Chromium (CHROME_PATH) headless with --no-sandbox.
// Prints a table, writes bench-results/lighthouse.json and the median runs' reports to
// bench/.lighthouse/, explains every missed budget from the audits, and exits non-zero when one
// is missed.
//
// Chromium is given the Devanagari font a phone has (scripts/test/phone-fonts.mjs), or with
// `--devanagari none` a system without one, where the Hindi pages fetch and swap in the web font.
//
// Throttling is applied, not simulated (`throttlingMethod: 'devtools'`): the browser really loads
// each page at the mode's figures (mobile: Lighthouse's slow 4G, 562.5 ms request latency,
// 1,474.56 kbit/s down, 675 up, 4x CPU), and LCP is what it really painted. Lighthouse's default
// simulation replays an unthrottled load on a model phone and charges LCP with every request that
// finished before the real first paint: on loopback that misjudges any page with a stylesheet.
//
//   npm run bench:lighthouse -- --runs 1 --mode mobile --only /college/,/contact
//   npm run bench:lighthouse -- --also peer=http://127.0.0.1:4000/   (other pages, already served)
//   npm run bench:lighthouse -- --only /hi/ --devanagari none   (no Devanagari font on the system)
//
// Budgets, against the bare page measured in the same run: mobile LCP at most the bare page's plus
// 300 ms (the table prints each page's LCP and FCP beside the bare page's); mobile performance at
// least the bare page's minus 2, desktop performance 100; TBT at most the bare page's plus 50 ms;
// accessibility, best practices and SEO 100 (SEO not on pages whose robots meta or header says
// noindex); CLS at most 0.02. `--only` takes parts of routes (`/` alone: the home page); `--also`
// adds named URLs (comma-separated `name=url`) to every pass, measured but not judged.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher'; // ships with lighthouse
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { prerenderedPages } from '../../runtime/prerendered-pages.mjs';
import { noDevanagariFontEnv, phoneFontEnv } from '../test/phone-fonts.mjs';
import { BARE_APP_DIR, NEXT_BIN, buildBareApp, removeBareApp } from './bare-app.mjs';
import { chromiumExists, chromiumPath } from '../test/chromium-path.mjs';
import {
  spawnServer,
  startSite,
  stopOnExit,
  stopServer,
  waitUntilUp,
} from '../test/server-process.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.LIGHTHOUSE_RUNS ?? '5' },
    mode: { type: 'string', default: 'mobile,desktop' },
    only: { type: 'string' }, // comma-separated parts of the routes to measure; bare page always
    also: { type: 'string' }, // comma-separated name=url of other pages to measure alongside
    devanagari: { type: 'string', default: 'phone' }, // the system's Devanagari font: phone, none
    help: { type: 'boolean' },
  },
});
const RUNS = Number(options.runs);
const MODES = options.mode.split(',');
// The fonts of the system Chromium runs on.
const FONT_ENVS = { phone: phoneFontEnv, none: noDevanagariFontEnv };
const PORT = Number(process.env.BENCH_PORT ?? 3500);
const BARE_PORT = PORT + 1;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Each mode's own figures, applied to the real load.
// Every run a first visit: Lighthouse clears the HTTP cache but keeps local storage, where a page
// notes that the browser holds the web font (lib/ui/web-font.ts) for the runs after it.
const applied = (config) => ({
  ...config,
  extends: 'lighthouse:default',
  settings: {
    ...config.settings,
    throttlingMethod: 'devtools',
    clearStorageTypes: [...defaultSettings.clearStorageTypes, 'local_storage'],
  },
});
const CONFIGS = { mobile: applied({}), desktop: applied(desktopConfig) };
const NOT_FOUND = '/no-such-page';
const BUDGET = {
  mobileBelowBare: 2,
  mobileLcpOverBareMs: 300,
  tbtOverBare: 50,
  cls: 0.02,
  desktopPerformance: 100,
};

if (
  options.help ||
  !Number.isInteger(RUNS) ||
  RUNS < 1 ||
  MODES.some((mode) => !(mode in CONFIGS)) ||
  !(options.devanagari in FONT_ENVS)
) {
  (options.help ? console.log : console.error)(
    'usage: npm run bench:lighthouse -- [--runs N] [--mode mobile,desktop] [--only /route,/part] [--also name=url] [--devanagari phone|none]',
  );
  process.exit(options.help ? 0 : 2);
}
if (!fs.existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}
if (!chromiumExists()) {
  console.error(`No Chromium at ${chromiumPath()}: run node scripts/test/ensure-chromium.mjs.`);
  process.exit(1);
}

/** The pages to measure: every prerendered page but one blog post, and an unknown path for the 404. */
function siteRoutes() {
  const routes = [];
  let blogPost = false;
  for (const { route } of prerenderedPages('.')) {
    if (route === '/_not-found') continue;
    if (/^\/blogs\/[^/]+$/.test(route)) {
      if (blogPost) continue;
      blogPost = true;
    }
    routes.push(route);
  }
  routes.push(NOT_FOUND);
  // `/` alone stands for the home page, not for every route.
  const only = options.only?.split(',');
  const matches = (route, part) => (part === '/' ? route === '/' : route.includes(part));
  return routes.filter((route) => !only || only.some((part) => matches(route, part)));
}

const servers = [];
stopOnExit(servers);
const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };

/** Requests a page once (warming the server) and reads whether it asks not to be indexed. */
async function probe(url, expectedStatus) {
  const response = await fetch(url);
  const html = await response.text();
  if (response.status !== expectedStatus)
    throw new Error(`${url} answered ${response.status}, expected ${expectedStatus}`);
  const robotsMeta = [...html.matchAll(/<meta\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\bname="(robots|googlebot)"/i.test(tag))
    .map((tag) => /\bcontent="([^"]*)"/i.exec(tag)?.[1] ?? '');
  const robots = [response.headers.get('x-robots-tag') ?? '', ...robotsMeta].join(',');
  return { noindex: /\b(noindex|none)\b/i.test(robots) };
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

async function runLighthouse(port, url, mode, ignoreStatusCode) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    ignoreStatusCode,
  };
  for (let attempt = 1; ; attempt++) {
    try {
      const { lhr, artifacts } = await lighthouse(url, flags, CONFIGS[mode]);
      // The report says only "Content security policy"; the gathered issue says what was blocked.
      lhr.cspIssues = artifacts.InspectorIssues?.contentSecurityPolicyIssue ?? [];
      if (lhr.runtimeError)
        throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      if (CATEGORIES.some((category) => lhr.categories[category]?.score == null))
        throw new Error('a category has no score');
      return lhr;
    } catch (error) {
      if (attempt === 2) throw error;
      console.error(`  retrying ${mode} ${url}: ${error.message}`);
    }
  }
}

/** The run with the median LCP: the figure the budgets are about. */
function medianRun(lhrs) {
  const lcp = (lhr) => metric(lhr, 'largest-contentful-paint');
  const sorted = [...lhrs].sort((a, b) => lcp(a) - lcp(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const summary = (lhr) => ({
  performance: score(lhr, 'performance'),
  accessibility: score(lhr, 'accessibility'),
  bestPractices: score(lhr, 'best-practices'),
  seo: score(lhr, 'seo'),
  fcpMs: Math.round(metric(lhr, 'first-contentful-paint')),
  lcpMs: Math.round(metric(lhr, 'largest-contentful-paint')),
  tbtMs: Math.round(metric(lhr, 'total-blocking-time')),
  cls: +metric(lhr, 'cumulative-layout-shift').toFixed(3),
});

// ---- Diagnoses: what the median run's audits say about a miss ---------------------------------

const short = (text, length = 110) => {
  const flat = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};
const pathOf = (url) => {
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    return String(url);
  }
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const signed = (ms) => `${ms >= 0 ? '+' : '−'}${Math.abs(ms)}`;
const items = (lhr, id) => {
  const details = lhr.audits[id]?.details;
  if (!details) return [];
  if (details.type === 'list') return details.items.flatMap((item) => item.items ?? []);
  return details.items ?? [];
};
/** One line for an audit item: the element's selector or the resource, with what is wrong. */
function describeItem(item) {
  const node = [item.node, item.relatedNode, item.element].find((value) => value?.type === 'node');
  const url = item.url ?? item.sourceLocation?.url ?? item.source?.url;
  const where = node ? `${node.selector ?? ''} ${short(node.snippet, 80)}` : url ? pathOf(url) : '';
  const what = node?.explanation ?? item.description ?? item.issueType ?? '';
  return short(`${where}${what ? ` — ${what}` : ''}`, 220);
}

const describeCspIssue = (issue) =>
  short(
    `${issue.contentSecurityPolicyViolationType} ${issue.violatedDirective}` +
      `${issue.blockedURL ? ` blocked ${pathOf(issue.blockedURL)}` : ''}` +
      `${issue.sourceCodeLocation ? ` at ${pathOf(issue.sourceCodeLocation.url)}:${issue.sourceCodeLocation.lineNumber}:${issue.sourceCodeLocation.columnNumber}` : ''}`,
    220,
  );

/** The failing scored audits of a category, each with up to three offending items. */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => {
      const found =
        audit.id === 'inspector-issues' && lhr.cspIssues?.length
          ? [
              ...items(lhr, audit.id).filter(
                (item) => item.issueType !== 'Content security policy',
              ),
              ...lhr.cspIssues.map((issue) => ({ description: describeCspIssue(issue) })),
            ]
          : items(lhr, audit.id);
      const shown = found.slice(0, 3).map((item) => `      ${describeItem(item)}`);
      if (found.length > 3) shown.push(`      … ${found.length - 3} more`);
      return [`    ${audit.id}: ${short(audit.title)}`, ...shown].join('\n');
    });
}

function performanceDiagnosis(lhr) {
  const lines = [];
  const metrics = [
    ['first-contentful-paint', 'FCP'],
    ['largest-contentful-paint', 'LCP'],
    ['total-blocking-time', 'TBT'],
    ['speed-index', 'SI'],
    ['cumulative-layout-shift', 'CLS'],
  ].map(([id, name]) => `${name} ${lhr.audits[id].displayValue} (score ${lhr.audits[id].score})`);
  lines.push(`    metrics: ${metrics.join(', ')}`);
  // What had arrived by the first paint: on a throttled load, every byte before it costs time.
  const fcp = metric(lhr, 'first-contentful-paint');
  const timeOrigin = lhr.audits.metrics?.details?.items?.[0]?.observedTimeOriginTs;
  const networkStart = lhr.audits['network-requests']?.details?.debugData?.networkStartTimeTs;
  const offset = timeOrigin && networkStart ? (networkStart - timeOrigin) / 1000 : 0;
  const before = items(lhr, 'network-requests').filter(
    (request) => request.networkEndTime + offset <= fcp,
  );
  const bytes = before.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  lines.push(
    `    by the first paint: ${before.length} requests finished, ${kb(bytes)} transferred`,
  );
  const lcpTables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpNode = lcpTables[0]?.items?.[0]?.node;
  if (lcpNode) {
    const phases = (lcpTables[1]?.items ?? [])
      .map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`)
      .join(', ');
    lines.push(`    LCP element: ${lcpNode.selector} ${short(lcpNode.snippet, 90)}`);
    if (phases) lines.push(`      phases: ${phases}`);
  }
  const blocking = items(lhr, 'render-blocking-resources');
  if (blocking.length)
    lines.push(
      `    render-blocking: ${blocking.map((item) => `${pathOf(item.url)} (${Math.round(item.wastedMs)} ms)`).join(', ')}`,
    );
  const unused = items(lhr, 'unused-javascript');
  if (unused.length)
    lines.push(
      `    unused JS: ${unused
        .slice(0, 5)
        .map((item) => `${pathOf(item.url)} ${kb(item.wastedBytes)} of ${kb(item.totalBytes)}`)
        .join(', ')}`,
    );
  const bootup = items(lhr, 'bootup-time')
    .filter((item) => item.scripting > 20)
    .slice(0, 5);
  if (bootup.length)
    lines.push(
      `    script evaluation (throttled): ${bootup.map((item) => `${pathOf(item.url)} ${Math.round(item.scripting)} ms`).join(', ')}`,
    );
  const longTasks = items(lhr, 'long-tasks').slice(0, 5);
  if (longTasks.length)
    lines.push(
      `    long tasks: ${longTasks.map((item) => `${pathOf(item.url)} ${Math.round(item.duration)} ms at ${Math.round(item.startTime)}`).join(', ')}`,
    );
  return lines;
}

function layoutShiftDiagnosis(lhr) {
  return items(lhr, 'layout-shifts')
    .slice(0, 3)
    .map((item) => `    shift ${item.score?.toFixed(3)}: ${describeItem(item)}`);
}

/**
 * Whether the only best-practices failure is the console error Chrome logs for the page's own 404
 * status, which every 404 page has.
 */
function onlyOwnNotFoundError(lhr, url) {
  const failing = lhr.categories['best-practices'].auditRefs.filter(
    (ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1,
  );
  return (
    failing.length === 1 &&
    failing[0].id === 'errors-in-console' &&
    items(lhr, 'errors-in-console').every(
      (item) => item.sourceLocation?.url === url && / 404 /.test(item.description),
    )
  );
}

/** The budgets a median result misses, each with what the audits say caused it. */
function checkBudgets(mode, result, lhr, bare, page) {
  const misses = [];
  const add = (text, diagnosis) => misses.push({ miss: text, diagnosis });
  if (mode === 'mobile' && result.lcpMs > bare.lcpMs + BUDGET.mobileLcpOverBareMs)
    add(
      `mobile LCP ${result.lcpMs} ms > bare ${bare.lcpMs} + ${BUDGET.mobileLcpOverBareMs} ms`,
      performanceDiagnosis(lhr),
    );
  if (mode === 'mobile' && result.performance < bare.performance - BUDGET.mobileBelowBare)
    add(
      `mobile performance ${result.performance} < bare ${bare.performance} − ${BUDGET.mobileBelowBare}`,
      performanceDiagnosis(lhr),
    );
  if (mode === 'desktop' && result.performance < BUDGET.desktopPerformance)
    add(
      `desktop performance ${result.performance} < ${BUDGET.desktopPerformance}`,
      performanceDiagnosis(lhr),
    );
  if (result.tbtMs > bare.tbtMs + BUDGET.tbtOverBare)
    add(
      `TBT ${result.tbtMs} ms > bare ${bare.tbtMs} + ${BUDGET.tbtOverBare} ms`,
      performanceDiagnosis(lhr).filter((line) => !line.includes('render-blocking')),
    );
  if (result.cls > BUDGET.cls) add(`CLS ${result.cls} > ${BUDGET.cls}`, layoutShiftDiagnosis(lhr));
  for (const [category, key] of [
    ['accessibility', 'accessibility'],
    ['best-practices', 'bestPractices'],
    ['seo', 'seo'],
  ]) {
    if (category === 'seo' && page.noindex) continue;
    if (category === 'best-practices' && page.notFound && onlyOwnNotFoundError(lhr, page.url))
      continue;
    if (result[key] < 100) add(`${category} ${result[key]} < 100`, failingAudits(lhr, category));
  }
  // A "miss" repeated in two places (performance and TBT) keeps its diagnosis once.
  const seen = new Set();
  return misses.map(({ miss, diagnosis }) => ({
    miss,
    diagnosis: diagnosis.filter((line) => !seen.has(line) && seen.add(line)),
  }));
}

// ---- The run ----------------------------------------------------------------------------------

const started = performance.now();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-lighthouse-'));
const reportDir = path.join('bench-results', '.lighthouse');
let chrome;
let browser;
try {
  const routes = siteRoutes();
  console.error(`Building the bare page in ${path.relative('.', BARE_APP_DIR)}…`);
  buildBareApp();
  servers.push(
    startSite(PORT, { LEADS_DB_PATH: path.join(tmp, 'leads.db') }, quiet),
    spawnServer(process.execPath, [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', `${BARE_PORT}`], {
      ...quiet,
      cwd: BARE_APP_DIR,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    }),
  );
  const site = `http://127.0.0.1:${PORT}`;
  const bareUrl = `http://127.0.0.1:${BARE_PORT}/`;
  await Promise.all([waitUntilUp(`${site}/robots.txt`), waitUntilUp(bareUrl)]);

  const pages = [];
  for (const route of routes) {
    const notFound = route === NOT_FOUND;
    const { noindex } = await probe(`${site}${route}`, notFound ? 404 : 200);
    pages.push({ route, url: `${site}${route}`, noindex, notFound });
  }
  const barePage = { route: 'bare Next.js page', url: bareUrl, noindex: false, bare: true };
  await probe(bareUrl, 200);
  // Pages served by someone else (a peer site, an older build), measured in the same passes.
  for (const entry of options.also?.split(',') ?? []) {
    const [name, url] = entry.split(/=(.*)/);
    await probe(url, 200);
    pages.push({ route: name, url, noindex: false, other: true });
  }

  // Pass by pass (mode × run), all pages in each pass, so that the machine's changing load falls
  // on every page alike; the bare page opens and closes each pass, giving its median more runs.
  const lhrs = new Map(); // `${mode} ${route}` → runs
  const chromeEnv = await FONT_ENVS[options.devanagari]();
  const total = MODES.length * RUNS * (pages.length + 2);
  let done = 0;
  for (const mode of MODES) {
    for (let run = 1; run <= RUNS; run++) {
      // One Chrome per pass: Lighthouse opens a fresh tab for each page and resets its storage.
      chrome = await chromeLauncher.launch({
        chromePath: chromiumPath(),
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
        envVars: chromeEnv,
      });
      browser ??= (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json())
        .Browser;
      for (const page of [barePage, ...pages, barePage]) {
        const t0 = performance.now();
        const lhr = await runLighthouse(chrome.port, page.url, mode, Boolean(page.notFound));
        const key = `${mode} ${page.route}`;
        lhrs.set(key, [...(lhrs.get(key) ?? []), lhr]);
        done++;
        const elapsed = (performance.now() - started) / 1000;
        console.error(
          `[${done}/${total}] ${mode} run ${run} ${page.route}: performance ${score(lhr, 'performance')}` +
            ` (${((performance.now() - t0) / 1000).toFixed(1)} s; ~${Math.round(((elapsed / done) * (total - done)) / 60)} min left)`,
        );
      }
      await chrome.kill();
      chrome = undefined;
    }
  }

  fs.rmSync(reportDir, { recursive: true, force: true });
  fs.mkdirSync(reportDir, { recursive: true });
  const rows = [];
  const results = [];
  const bare = {};
  for (const mode of MODES) {
    for (const page of [barePage, ...pages]) {
      const runs = lhrs.get(`${mode} ${page.route}`);
      const lhr = medianRun(runs);
      const result = summary(lhr);
      if (page.bare) bare[mode] = result;
      const misses =
        page.bare || page.other ? [] : checkBudgets(mode, result, lhr, bare[mode], page);
      const ownNotFound = page.notFound && onlyOwnNotFoundError(lhr, page.url);
      const name = `${mode}${page.route === '/' ? '-home' : page.bare ? '-bare' : page.route.replace(/\//g, '-')}.json`;
      fs.writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
      results.push({
        route: page.route,
        mode,
        ...result,
        lcpOverBareMs: page.bare ? undefined : result.lcpMs - bare[mode].lcpMs,
        noindex: page.noindex,
        bestPracticesOnlyOwn404Error: ownNotFound || undefined,
        performanceRuns: runs.map((run) => score(run, 'performance')),
        lcpRuns: runs.map((run) => Math.round(metric(run, 'largest-contentful-paint'))),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        misses,
      });
      rows.push({
        route: page.route === NOT_FOUND ? `${NOT_FOUND} (404)` : page.route,
        mode,
        perf: result.performance,
        a11y: result.accessibility,
        'best pr.': ownNotFound ? `${result.bestPractices} (own 404)` : result.bestPractices,
        seo: page.noindex ? `${result.seo} (noindex)` : result.seo,
        'FCP ms': result.fcpMs,
        'bare FCP': bare[mode].fcpMs,
        'LCP ms': result.lcpMs,
        'bare LCP': bare[mode].lcpMs,
        'over bare': page.bare ? '' : signed(result.lcpMs - bare[mode].lcpMs),
        'TBT ms': result.tbtMs,
        CLS: result.cls,
        ok: page.bare ? 'baseline' : page.other ? 'not judged' : misses.length ? 'NO' : 'yes',
      });
    }
  }
  console.table(rows);

  // Lighthouse's CPU benchmark, taken at each run: a wide spread means other work shared the CPU.
  const indexes = [...lhrs.values()]
    .flat()
    .map((lhr) => Math.round(lhr.environment.benchmarkIndex))
    .sort((a, b) => a - b);
  const cpu = {
    min: indexes[0],
    median: indexes[Math.floor(indexes.length / 2)],
    max: indexes.at(-1),
  };
  console.log(
    `Lighthouse benchmarkIndex over ${indexes.length} runs: min ${cpu.min}, median ${cpu.median}, max ${cpu.max}` +
      (cpu.min < cpu.max / 2 ? ' (wide spread: the CPU was shared, scores are noisy)' : ''),
  );
  const seconds = Math.round((performance.now() - started) / 1000);
  const anyLhr = lhrs.values().next().value[0];
  const output = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    lighthouse: anyLhr.lighthouseVersion,
    browser,
    runs: RUNS,
    devanagariFont: options.devanagari,
    seconds,
    benchmarkIndex: cpu,
    budgets: BUDGET,
    results,
  };
  fs.writeFileSync('bench-results/lighthouse.json', `${JSON.stringify(output, null, 2)}\n`);
  console.log(
    `${RUNS} run(s) per page and mode in ${Math.floor(seconds / 60)} min ${seconds % 60} s; ` +
      `median reports in ${reportDir}/`,
  );

  const missed = results.filter((result) => result.misses.length);
  if (missed.length) {
    console.error('\nMISSED:');
    for (const result of missed) {
      for (const { miss, diagnosis } of result.misses) {
        console.error(`  ${result.mode} ${result.route}: ${miss}`);
        for (const line of diagnosis) console.error(line);
      }
    }
    process.exitCode = 1;
  } else {
    console.log('All budgets met.');
  }
} finally {
  await chrome?.kill();
  await Promise.all(servers.map((server) => stopServer(server)));
  removeBareApp();
  fs.rmSync(tmp, { recursive: true, force: true });
}
