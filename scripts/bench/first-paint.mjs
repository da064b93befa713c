// `npm run bench:first-paint`: what a slow phone's CPU does before the first paint. Each page is
// loaded in Chromium at Lighthouse's slow 4G (scripts/bench/browser.mjs) with the CPU slowed 4x
// and 6x, a fresh profile each time, a performance trace recorded; per page it prints FCP and LCP
// (from the trace), the renderer main thread's busy time from the navigation to the first paint
// and what took it (parsing the HTML, style and layout, scripts), and the document's bytes: raw,
// gzipped, inline CSS and inline scripts. Beside them, in the same passes: a bare Next.js page
// built now from this project's dependencies (bare-app.mjs), other builds of the site (`--dir
// name=path`, an older checkout for before and after) and pages served elsewhere (`--also
// name=url`, peer sites). Pass by pass, every page in each, each page's builds side by side, so a
// busy machine falls on all alike; the median of `--runs` (default 3) by LCP. Writes
// bench-results/first-paint.json. It measures; no budget fails it.
//
//   npm run bench:first-paint -- --dir before=/tmp/main-checkout --also peer=http://127.0.0.1:4000/
//   npm run bench:first-paint -- --runs 5 --cpu 6 --only /,/contact
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { BARE_APP_DIR, NEXT_BIN, buildBareApp, removeBareApp } from './bare-app.mjs';
import { launchChromium, median, throttledPage } from './browser.mjs';
import {
  spawnServer,
  startSite,
  stopOnExit,
  stopServer,
  waitUntilUp,
} from '../test/server-process.mjs';

// The pages the performance budgets name (docs/performance.md).
const PAGES = [
  '/',
  '/services/seo',
  '/contact',
  '/blogs',
  '/college/lpu/admission',
  '/college/lpu/form',
  '/hi/college/lpu/admission',
];
const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'v8.execute',
];
const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const WORK = {
  parseHtmlMs: new Set(['ParseHTML']),
  styleLayoutMs: new Set(['UpdateLayoutTree', 'Layout', 'ParseAuthorStyleSheet']),
  scriptMs: new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'v8.compile']),
};

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '4,6' },
    only: { type: 'string' },
    dir: { type: 'string', multiple: true, default: [] },
    also: { type: 'string', multiple: true, default: [] },
    help: { type: 'boolean' },
  },
});
const RUNS = Number(options.runs);
const CPU_RATES = options.cpu.split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 3600);
const pairs = (list) =>
  list.flatMap((entry) => entry.split(',')).map((entry) => entry.split(/=(.*)/).slice(0, 2));
if (
  options.help ||
  !Number.isInteger(RUNS) ||
  RUNS < 1 ||
  CPU_RATES.some((rate) => !(rate >= 1)) ||
  pairs([...options.dir, ...options.also]).some(([name, value]) => !name || !value)
) {
  (options.help ? console.log : console.error)(
    'usage: npm run bench:first-paint -- [--runs N] [--cpu 4,6] [--only /,/contact] [--dir name=path] [--also name=url]',
  );
  process.exit(options.help ? 0 : 2);
}
const builds = [['now', '.'], ...pairs(options.dir)].map(([name, dir]) => ({
  name,
  dir: path.resolve(dir),
}));
for (const { dir } of builds) {
  if (!fs.existsSync(path.join(dir, '.next', 'BUILD_ID'))) {
    console.error(`No production build in ${dir}: run \`npm run build\` there first.`);
    process.exit(1);
  }
}
// `--only` may name any of the site's pages (the thank-you pages, say), not only the budget's.
const pages = options.only?.split(',') ?? PAGES;

// ---- The trace --------------------------------------------------------------------------------

/** Complete intervals `{ name, pid, tid, start, end }` (µs) of X events and B/E pairs. */
function intervals(events) {
  const out = [];
  const open = new Map();
  for (const event of events) {
    if (event.ph === 'X' && event.dur !== undefined)
      out.push({ ...event, start: event.ts, end: event.ts + event.dur });
    else if (event.ph === 'B') {
      const key = `${event.pid} ${event.tid} ${event.name}`;
      open.set(key, [...(open.get(key) ?? []), event]);
    } else if (event.ph === 'E') {
      const begun = open.get(`${event.pid} ${event.tid} ${event.name}`)?.pop();
      if (begun) out.push({ ...begun, start: begun.ts, end: event.ts });
    }
  }
  return out;
}

/** The time the union of `spans` covers within [from, to], in ms. */
function coveredMs(spans, from, to) {
  const clipped = spans
    .map(({ start, end }) => [Math.max(start, from), Math.min(end, to)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = -Infinity;
  for (const [start, end] of clipped) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total / 1000;
}

/** FCP, LCP and the renderer main thread's work from the navigation to the first paint. */
function readTrace(traceEvents, url) {
  // The page's navigation, and its paints by its navigation's id.
  const start = traceEvents
    .filter(
      (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
    )
    .at(-1);
  if (!start) throw new Error(`no navigation to ${url} in its trace`);
  const { navigationId } = start.args.data;
  const ofNavigation = (name) =>
    traceEvents.filter(
      (event) => event.name === name && event.args?.data?.navigationId === navigationId,
    );
  const fcp = ofNavigation('firstContentfulPaint')[0];
  if (!fcp) throw new Error(`no first paint in the trace of ${url}`);
  const lcp = ofNavigation('largestContentfulPaint::Candidate').at(-1);
  const onMain = intervals(
    traceEvents.filter((event) => event.pid === fcp.pid && event.tid === fcp.tid),
  );
  const work = (names) =>
    Math.round(
      coveredMs(
        onMain.filter((span) => names.has(span.name)),
        start.ts,
        fcp.ts,
      ),
    );
  return {
    fcpMs: Math.round((fcp.ts - start.ts) / 1000),
    lcpMs: Math.round(((lcp ?? fcp).ts - start.ts) / 1000),
    mainThreadMs: work(TOP_LEVEL_TASKS),
    ...Object.fromEntries(Object.entries(WORK).map(([key, names]) => [key, work(names)])),
  };
}

async function load(browser, url, cpuRate) {
  const { context, page } = await throttledPage(browser, { cpuRate });
  try {
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
    // The largest paint may come a frame after the load event.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))),
    );
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    return readTrace(traceEvents, url);
  } finally {
    await context.close();
  }
}

/**
 * A load whose trace lost its navigation (it happens on a machine loaded past its cores) is
 * loaded again, twice at most, rather than ending the whole run.
 */
async function loadTraced(browser, url, cpuRate, tries = 3) {
  try {
    return await load(browser, url, cpuRate);
  } catch (error) {
    if (tries <= 1 || !/^no navigation/.test(error.message)) throw error;
    console.error(`${url}: ${error.message}; loading it again`);
    return loadTraced(browser, url, cpuRate, tries - 1);
  }
}

// ---- The document -----------------------------------------------------------------------------

/** The document's bytes as served: raw, gzipped (level 6), inline <style>s and inline <script>s. */
async function documentBytes(url) {
  const html = Buffer.from(await (await fetch(url)).arrayBuffer());
  const text = html.toString();
  const sum = (pattern) =>
    [...text.matchAll(pattern)].reduce((total, match) => total + Buffer.byteLength(match[1]), 0);
  return {
    documentKb: +(html.length / 1024).toFixed(1),
    gzipKb: +(zlib.gzipSync(html, { level: 6 }).length / 1024).toFixed(1),
    inlineCssKb: +(sum(/<style\b[^>]*>([\s\S]*?)<\/style>/g) / 1024).toFixed(1),
    inlineScriptKb: +(sum(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g) / 1024).toFixed(1),
  };
}

// ---- The run ----------------------------------------------------------------------------------

const servers = [];
stopOnExit(servers);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-first-paint-'));
const started = performance.now();
let browser;
try {
  console.error(`Building the bare page in ${path.relative('.', BARE_APP_DIR)}…`);
  buildBareApp();
  const barePort = PORT + builds.length;
  for (const [index, build] of builds.entries()) {
    build.base = `http://127.0.0.1:${PORT + index}`;
    servers.push(
      startSite(
        PORT + index,
        { LEADS_DB_PATH: path.join(tmp, `${build.name}.db`) },
        { cwd: build.dir, stdio: ['ignore', 'ignore', 'inherit'] },
      ),
    );
  }
  servers.push(
    spawnServer(process.execPath, [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', `${barePort}`], {
      cwd: BARE_APP_DIR,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    }),
  );
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  await Promise.all([
    ...builds.map(({ base }) => waitUntilUp(`${base}/robots.txt`)),
    waitUntilUp(bareUrl),
  ]);

  // Each page's builds side by side, then the bare page and the peers.
  const targets = [
    ...pages.flatMap((route) =>
      builds.map((build) => ({
        page: route,
        build: build.name,
        url: `${build.base}${route}`,
      })),
    ),
    { page: 'bare Next.js page', build: '', url: bareUrl, bare: true },
    ...pairs(options.also).map(([name, url]) => ({ page: `peer: ${name}`, build: '', url })),
  ];
  for (const target of targets) Object.assign(target, await documentBytes(target.url));

  browser = await launchChromium();
  const runs = new Map(targets.map((target) => [target, new Map()]));
  const total = RUNS * CPU_RATES.length * targets.length;
  let done = 0;
  for (let run = 1; run <= RUNS; run++) {
    for (const cpuRate of CPU_RATES) {
      for (const target of targets) {
        const result = await loadTraced(browser, target.url, cpuRate);
        const byRate = runs.get(target);
        byRate.set(cpuRate, [...(byRate.get(cpuRate) ?? []), result]);
        done++;
        console.error(
          `[${done}/${total}] run ${run} ${cpuRate}x ${target.page} ${target.build}: FCP ${result.fcpMs} ms, main thread ${result.mainThreadMs} ms (load ${os.loadavg()[0].toFixed(1)})`,
        );
      }
    }
  }

  const results = [];
  for (const cpuRate of CPU_RATES) {
    const medianRun = (target) => {
      const list = runs.get(target).get(cpuRate);
      const lcp = median(list.map((result) => result.lcpMs));
      return { ...list.find((result) => result.lcpMs === lcp), lcpRuns: list.map((r) => r.lcpMs) };
    };
    const bare = medianRun(targets.find((target) => target.bare));
    const rows = targets.map((target) => {
      const result = medianRun(target);
      return {
        cpu: `${cpuRate}x`,
        page: target.page,
        build: target.build,
        'FCP ms': result.fcpMs,
        'LCP ms': result.lcpMs,
        'x bare': +(result.lcpMs / bare.lcpMs).toFixed(2),
        'main thread ms': result.mainThreadMs,
        'parse HTML ms': result.parseHtmlMs,
        'style+layout ms': result.styleLayoutMs,
        'script ms': result.scriptMs,
        'doc KB': target.documentKb,
        'gzip KB': target.gzipKb,
        'CSS KB': target.inlineCssKb,
        'script KB': target.inlineScriptKb,
        lcpRuns: result.lcpRuns,
      };
    });
    console.table(rows.map(({ lcpRuns, ...row }) => row));
    results.push(...rows);
  }
  const seconds = Math.round((performance.now() - started) / 1000);
  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync(
    'bench-results/first-paint.json',
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: `${os.cpus().length} cores, load ${os
          .loadavg()
          .map((load) => load.toFixed(1))
          .join(' ')}, Node ${process.version}`,
        browser: browser.version(),
        runs: RUNS,
        builds: builds.map(({ name, dir }) => ({ name, dir })),
        seconds,
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(
    `${RUNS} run(s) per page and CPU rate in ${Math.floor(seconds / 60)} min ${seconds % 60} s`,
  );
} finally {
  await browser?.close();
  await Promise.all(servers.map((server) => stopServer(server)));
  removeBareApp();
  fs.rmSync(tmp, { recursive: true, force: true });
}
