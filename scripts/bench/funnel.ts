// `npm run bench:funnel`: the funnel page's one service call (lib/server/funnel/funnel.ts) for 90
// days over 1,000,000 counted visits and 100,000 leads (issue 56's goal: p95 ≤ 300 ms on SQLite,
// ≤ 200 ms on PostgreSQL), per engine (the npm script runs under scripts/test/with-postgres.mjs).
// The leads are the inbox bench's (inbox-seed.ts) spread over 90 days, their stage times filled as
// migration 024 fills a store's; the visits are day counts per landing route, campaign, click id,
// device and language, drawn from a fixed sequence to add up to 1,000,000. Each grouping timed
// 30 times after 3 to warm up. Prints a table, writes bench-results/funnel.json and the figures
// into docs/performance.md (between its funnel-bench markers); exits non-zero on a miss.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import * as prettier from 'prettier';
import { GROUPINGS } from '@/lib/funnel/funnel-values';
import { funnelService } from '@/lib/server/funnel/funnel';
import { addDays, indiaDay } from '@/lib/time/india-time';
import { fillStageTimes } from '@/lib/server/store/migrations/024-funnel';
import { openStore } from '@/lib/server/arrival/open-store';
import type { VisitCountsTable } from '@/lib/server/store/schema';
import type { StoreDatabase } from '@/lib/server/store/store-database';
import { serverConfig } from '@/lib/server/server-config';
import { freshDatabase, type Engine } from '@/test-support/test-databases';
import type { Insertable } from 'kysely';
import { seedInbox } from './inbox-seed';

const LEADS = 100_000;
const VISITS = 1_000_000;
const DAYS = 90;
const WARM_UP = 3;
const RUNS = 30;
const GOAL: Record<Engine, number> = { sqlite: 300, postgres: 200 };
const RESULTS = 'bench-results/funnel.json';
const DOC = 'docs/performance.md';
const [START, END] = ['<!-- funnel-bench:start -->', '<!-- funnel-bench:end -->'];

let seed = 56;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
}
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

/** Each day's visits spread over the combinations a busy day has, as the intake counts them. */
async function seedVisits(database: StoreDatabase, now: Date) {
  const campaigns = await database.db
    .selectFrom('leads')
    .select(['utm_source', 'utm_medium', 'utm_campaign'])
    .distinct()
    .execute();
  const routes = [
    '/',
    '/college/[collegeId]/admission',
    '/hi/college/[collegeId]/admission',
    '/services/[serviceId]',
    '/contact',
    '/blogs/[blogId]',
  ];
  // Whole visits a day that add up to VISITS (90 does not divide a million).
  const visitsOnDay = (index: number) =>
    Math.floor(((index + 1) * VISITS) / DAYS) - Math.floor((index * VISITS) / DAYS);
  let rows = 0;
  await database.db.transaction().execute(async (trx) => {
    for (let back = DAYS - 1; back >= 0; back--) {
      const day = addDays(indiaDay(now), -back);
      const counts = new Map<string, Insertable<VisitCountsTable>>();
      for (let left = visitsOnDay(DAYS - 1 - back); left > 0;) {
        const tags = pick(campaigns);
        const row = {
          day,
          route: pick(routes),
          utm_source: tags.utm_source ?? '',
          utm_medium: tags.utm_medium ?? '',
          utm_campaign: tags.utm_campaign ?? '',
          click_id: tags.utm_campaign && random() < 0.9 ? (1 as const) : (0 as const),
          device: pick(['phone', 'phone', 'phone', 'tablet', 'desktop'] as const),
          language: random() < 0.2 ? ('hi' as const) : ('en' as const),
          visits: 0,
          form_starts: 0,
        };
        const key = JSON.stringify(row);
        const counted = counts.get(key) ?? row;
        const visits = Math.min(left, 1 + Math.floor(random() * 20));
        counted.visits += visits;
        counted.form_starts += Math.floor(visits * random() * 0.2);
        counts.set(key, counted);
        left -= visits;
      }
      const values = [...counts.values()];
      for (let at = 0; at < values.length; at += 500)
        await trx
          .insertInto('visit_counts')
          .values(values.slice(at, at + 500))
          .execute();
      rows += values.length;
    }
  });
  return rows;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];

async function measure(engine: Engine, dir: string) {
  const testDatabase = await freshDatabase(engine);
  const store = await openStore(
    serverConfig({ ...testDatabase.env, LEADS_DB_PATH: path.join(dir, 'leads.db') }),
  );
  try {
    const { database } = store;
    const now = new Date();
    await seedInbox(database, LEADS, now, DAYS);
    await fillStageTimes(database.db as never);
    const visitRows = await seedVisits(database, now);
    // The planner's statistics, as a serving store keeps them (autovacuum; sqlite-database.ts).
    await (engine === 'postgres' ? sql`vacuum analyze` : sql`pragma optimize = 0x10002`).execute(
      database.db,
    );
    console.log(
      `${engine}: ${LEADS.toLocaleString('en-IN')} leads over ${DAYS} days, ${VISITS.toLocaleString('en-IN')} visits in ${visitRows.toLocaleString('en-IN')} day counts`,
    );
    const service = funnelService(database);
    const range = { from: addDays(indiaDay(now), -(DAYS - 1)), to: indiaDay(now) };
    const rows = [];
    for (const grouping of GROUPINGS) {
      let result = await service.funnel(range, grouping);
      for (let i = 1; i < WARM_UP; i++) await service.funnel(range, grouping);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        result = await service.funnel(range, grouping);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      rows.push({
        grouping,
        groups: result.rows.length,
        visits: result.total.visits,
        leads: result.total.leads,
        won: result.total.won,
        p50: +percentile(times, 0.5).toFixed(1),
        p95: +percentile(times, 0.95).toFixed(1),
        goal: GOAL[engine],
        ok: percentile(times, 0.95) <= GOAL[engine] ? 'yes' : 'NO',
      });
    }
    return { engine, load: +os.loadavg()[0].toFixed(1), rows };
  } finally {
    await store.close();
    await testDatabase.drop();
  }
}

async function writeDoc(results: Awaited<ReturnType<typeof measure>>[], date: string) {
  const lines = [
    START,
    `Measured ${date.slice(0, 10)} on ${os.cpus().length} shared cores (load average ${results.map(({ engine, load }) => `${load} during ${engine}`).join(', ')}); ms for the whole page's data (one \`funnel()\` call), ${RUNS} runs after ${WARM_UP}.`,
    '',
    '| Engine | Grouping | Rows | Visits | Leads | Won | p50 | p95 | Goal p95 |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.flatMap(({ engine, rows }) =>
      rows.map(
        (row) =>
          `| ${engine} | ${row.grouping} | ${row.groups} | ${row.visits ?? '–'} | ${row.leads} | ${row.won} | ${row.p50} | ${row.p95} | ${row.goal} |`,
      ),
    ),
    END,
  ].join('\n');
  const doc = fs.readFileSync(DOC, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`${DOC} has no ${START} … ${END}`);
  // As the repository's format check wants it: the table's columns aligned.
  const text = doc.slice(0, start) + lines + doc.slice(end + END.length);
  const options = await prettier.resolveConfig(DOC);
  fs.writeFileSync(DOC, await prettier.format(text, { ...options, filepath: DOC }));
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-funnel-bench-'));
  try {
    const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
    const results = [];
    for (const engine of engines) results.push(await measure(engine, dir));
    const date = new Date().toISOString();
    for (const { engine, load, rows } of results) {
      console.log(`\n${engine}: 90 days; ms; load average ${load} on ${os.cpus().length} cores`);
      console.table(rows);
    }
    fs.mkdirSync('bench-results', { recursive: true });
    fs.writeFileSync(RESULTS, `${JSON.stringify({ date, results }, null, 2)}\n`);
    await writeDoc(results, date);
    if (results.some(({ rows }) => rows.some((row) => row.ok !== 'yes'))) process.exitCode = 1;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
