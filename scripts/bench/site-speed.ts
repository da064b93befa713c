// `npm run bench:site-speed`: the admins' Site speed page with 10,000 reports in its 28 days.
// Its data built from the store (lib/server/vitals/site-speed.ts, on SQLite, and on PostgreSQL
// too when TEST_DATABASE_URL is set: `node scripts/test/with-postgres.mjs npm run
// bench:site-speed`) and its component rendered to HTML (site-speed-render.tsx, in a process of
// its own: React's server renderer is not the one the store's server-only modules load with),
// each the median of 9 runs after one to warm up. Goal: data and render together within 200 ms.
// Prints a table, writes bench-results/site-speed.json, exits non-zero on a miss.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore } from '@/lib/server/arrival/open-store';
import { serverConfig } from '@/lib/server/server-config';
import { buildSiteSpeedReport } from '@/lib/server/vitals/site-speed';
import { vitalsStore, type NewVital } from '@/lib/server/vitals/vitals-store';
import { METRICS, PHASES, TARGET_KINDS, type Device, type MetricName } from '@/lib/vitals/beacon';
import { freshDatabase, type Engine } from '@/test-support/test-databases';
import { DAY_MS } from '@/lib/time/day';

const REPORTS = 10_000;
const RUNS = 9;
const GOAL_MS = 200;

/** A fixed sequence of pseudo-random numbers: every engine and every run gets the same rows. */
let seed = 0;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

/** A field figure spread as real ones are: most near the median, a long slow tail. */
const MEDIAN: Record<MetricName, number> = { LCP: 2200, INP: 150, CLS: 0.05, FCP: 1500, TTFB: 600 };
const valueOf = (metric: MetricName) => {
  const value =
    MEDIAN[metric] *
    Math.exp(0.6 * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()));
  return metric === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
};
const TARGETS: Record<MetricName, (string | null)[]> = {
  LCP: ['main>section>h1', 'main>img.hero', 'main>section>p', 'article>h1'],
  INP: ['form>button[type="submit"]', 'header>nav>button', 'input#email', 'footer>form>button'],
  CLS: ['footer', 'main>section', null],
  FCP: [null],
  TTFB: [null],
};

function sampleRows(now: Date): NewVital[] {
  seed = 46;
  // As many routes as the site has (its 21 and the 404); what they are called costs nothing.
  const routes = Array.from({ length: 22 }, (_, i) => (i % 4 ? `/page-${i}` : `/hi/page-${i}`));
  const devices: Device[] = [
    'phone',
    'phone',
    'phone',
    'phone',
    'phone',
    'phone',
    'phone',
    'desktop',
    'desktop',
    'tablet',
  ];
  return Array.from({ length: REPORTS }, () => {
    const metric = pick(METRICS);
    const route = pick(routes);
    const target = pick(TARGETS[metric]);
    const kinds: readonly string[] = TARGET_KINDS[metric];
    const phases: readonly string[] = PHASES[metric];
    return {
      metric,
      value: valueOf(metric),
      previous: null,
      route,
      language: route.startsWith('/hi/') ? 'hi' : 'en',
      device: pick(devices),
      connection: pick(['4g', '4g', '4g', '3g', null] as const),
      navigation_type: 'navigate',
      target,
      target_kind: (target && kinds.length ? pick(kinds) : null) as NewVital['target_kind'],
      phase: (phases.length ? pick(phases) : null) as NewVital['phase'],
      received_at: new Date(now.getTime() - random() * 28 * DAY_MS).toISOString(),
    };
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(work: () => Promise<unknown>) {
  await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return median(times);
}

async function measure(engine: Engine, dir: string) {
  const database = await freshDatabase(engine);
  const store = await openStore(
    serverConfig({ ...database.env, LEADS_DB_PATH: path.join(dir, 'leads.db') }),
  );
  try {
    const vitals = vitalsStore(store.database);
    const now = new Date();
    await vitals.insert(sampleRows(now));
    const dataMs = await timed(() => buildSiteSpeedReport(vitals, now));
    const reportFile = path.join(dir, `${engine}-report.json`);
    fs.writeFileSync(reportFile, JSON.stringify(await buildSiteSpeedReport(vitals, now)));
    const render = JSON.parse(
      execFileSync(
        'npx',
        ['tsx', 'scripts/bench/site-speed-render.tsx', reportFile, String(RUNS)],
        {
          encoding: 'utf8',
        },
      ),
    ) as { ms: number; kb: number };
    return { engine, dataMs, renderMs: render.ms, totalMs: dataMs + render.ms, htmlKb: render.kb };
  } finally {
    await store.close();
    await database.drop();
  }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-site-speed-'));
  try {
    const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
    const rows = [];
    for (const engine of engines) rows.push(await measure(engine, dir));
    const round = (ms: number) => +ms.toFixed(1);
    const table = rows.map((row) => ({
      engine: row.engine,
      'data ms': round(row.dataMs),
      'render ms': round(row.renderMs),
      'total ms': round(row.totalMs),
      'HTML KB': row.htmlKb,
      ok: row.totalMs <= GOAL_MS ? 'yes' : 'NO',
    }));
    console.log(
      `Site speed page, ${REPORTS.toLocaleString('en-IN')} reports over 28 days, median of ${RUNS}; goal ≤ ${GOAL_MS} ms`,
    );
    console.table(table);
    fs.mkdirSync('bench-results', { recursive: true });
    fs.writeFileSync(
      'bench-results/site-speed.json',
      `${JSON.stringify({ date: new Date().toISOString(), reports: REPORTS, runs: RUNS, goalMs: GOAL_MS, results: table }, null, 2)}\n`,
    );
    if (rows.some((row) => row.totalMs > GOAL_MS)) process.exitCode = 1;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
