// `npm run bench:inbox`: the inbox's queries with 100,000 leads in the store (issue 43's goal),
// on SQLite and on PostgreSQL (the npm script runs it under scripts/test/with-postgres.mjs, which
// starts a throwaway cluster unless TEST_DATABASE_URL names one). Per engine: a fresh store seeded
// by inbox-seed.ts, then every query of lib/server/inbox/lead-work.ts the pages run, timed in
// process (the server's time, no HTTP): first with the indexes the inbox's migrations made
// (ISSUE_INDEXES) dropped, then with them rebuilt. Each query p50 and p95 of 30 runs after 3 to
// warm up (fewer when a query takes over 15 s in all). Goal: p95 ≤ 150 ms on SQLite and 200 ms
// on PostgreSQL for lists, 100 ms for a lead's page, with the indexes. Prints a table per
// engine, writes bench-results/inbox.json, exits non-zero on a miss; deletes what it made.
// `npm run bench:inbox -- --engine postgres` (or sqlite) measures one engine and keeps the other's
// last figures in the file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { universities } from '@/lib/catalogue/universities';
import { leadWork } from '@/lib/server/inbox/lead-work';
import type { QueueQuery } from '@/lib/server/inbox/lead-queue';
import { openStore } from '@/lib/server/arrival/open-store';
import type { StoreDatabase } from '@/lib/server/store/store-database';
import { serverConfig } from '@/lib/server/server-config';
import { freshDatabase, type Engine } from '@/test-support/test-databases';
import { OPERATORS, seedInbox, vacuumAfterSeeding } from './inbox-seed';
import { onlyEngine } from './only-engine';

const LEADS = 100_000;
const WARM_UP = 3;
const RUNS = 30;
const QUERY_BUDGET_MS = 15_000;
/** The whole run stops (and cleans up) after this, whatever is left. */
const DEADLINE_MS = 30 * 60_000;
const LIST_GOAL: Record<Engine, number> = { sqlite: 150, postgres: 200 };
const LEAD_GOAL = 100;

/** The indexes issue 43 added (migrations 011 and 012), which the "before" phase goes without. */
const ISSUE_INDEXES: Record<Engine, string[]> = {
  sqlite: ['lead_events_lead', 'leads_queue', 'leads_follow_ups'],
  postgres: ['lead_events_lead', 'leads_queue', 'leads_follow_ups', 'leads_search'],
};

const started = Date.now();

const COUNSELLOR = OPERATORS.find(({ role }) => role === 'counsellor')!;
const ADMIN = OPERATORS.find(({ role }) => role === 'admin')!;

type Query = { name: string; goal: 'list' | 'lead'; run: () => Promise<number> };
type Timing = { p50: number; p95: number; runs: number; rows: number };

/** The value at rank ⌈p·n⌉ of the sorted times. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];

async function timed(query: Query): Promise<Timing> {
  let rows = 0;
  for (let i = 0; i < WARM_UP; i++) rows = await query.run();
  const times: number[] = [];
  const budget = performance.now() + QUERY_BUDGET_MS;
  while (times.length < RUNS && (times.length < 5 || performance.now() < budget)) {
    if (Date.now() - started > DEADLINE_MS)
      throw new Error(`Stopped after ${DEADLINE_MS / 60_000} min, at ${query.name}`);
    const start = performance.now();
    await query.run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), runs: times.length, rows };
}

/** The issue's indexes as each engine would create them again. */
async function indexDefinitions(database: StoreDatabase) {
  const names = ISSUE_INDEXES[database.engine];
  const { rows } =
    database.engine === 'sqlite'
      ? await sql<{ name: string; definition: string }>`select name, sql as definition
          from sqlite_master where type = 'index' and name in (${sql.join(names)})`.execute(
          database.db,
        )
      : await sql<{ name: string; definition: string }>`select indexname as name,
          indexdef as definition from pg_indexes where indexname in (${sql.join(names)})`.execute(
          database.db,
        );
  const missing = names.filter((name) => !rows.some((row) => row.name === name));
  if (missing.length) throw new Error(`No index ${missing.join(', ')}: update ISSUE_INDEXES`);
  return rows;
}

function queries(database: StoreDatabase, interesting: Interesting): Query[] {
  const work = leadWork(database);
  const [counsellor, admin] = [COUNSELLOR, ADMIN];
  const list = (name: string, query: QueueQuery): Query => ({
    name,
    goal: 'list',
    run: async () => (await work.listQueue(query)).total,
  });
  const viewers = [
    ['counsellor', { id: counsellor.id, role: counsellor.role }],
    ['admin', { id: admin.id, role: admin.role }],
  ] as const;
  return [
    ...viewers.flatMap(([who, viewer]) => [
      list(`${who}: queue, page 1`, { page: 1, viewer }),
      list(`${who}: queue, page 200`, { page: 200, viewer }),
      list(`${who}: status new`, { page: 1, viewer, status: 'new' }),
      list(`${who}: status qualified`, { page: 1, viewer, status: 'qualified' }),
      list(`${who}: kind proposal`, { page: 1, viewer, kind: 'proposal' }),
      list(`${who}: university`, { page: 1, viewer, university: universities[2].name }),
      list(`${who}: owner mine`, { page: 1, viewer, owner: { mine: viewer.id } }),
      list(`${who}: owner unassigned`, { page: 1, viewer, owner: 'unassigned' }),
      list(`${who}: campaign`, { page: 1, viewer, campaign: interesting.campaign }),
      list(`${who}: search name "${interesting.name}"`, {
        page: 1,
        viewer,
        search: interesting.name,
      }),
      list(`${who}: search surname "${interesting.surname}"`, {
        page: 1,
        viewer,
        search: interesting.surname,
      }),
      list(`${who}: search phone "${interesting.phone}"`, {
        page: 1,
        viewer,
        search: interesting.phone,
      }),
      list(`${who}: search email "${interesting.email}"`, {
        page: 1,
        viewer,
        search: interesting.email,
      }),
    ]),
    {
      name: `lead page (getLead, ${interesting.events} events)`,
      goal: 'lead',
      run: async () => ((await work.getLead(interesting.leadId))?.events.length ?? 0) + 1,
    },
    {
      name: 'counsellor: follow-ups due',
      goal: 'list',
      run: async () => (await work.followUpsDue(counsellor.id)).length,
    },
    {
      name: 'admin: speed to lead, 8 weeks',
      goal: 'list',
      run: async () => {
        const since = new Date(Date.now() - 56 * 86_400_000);
        const { weeks } = await work.speedToLead({ since });
        return weeks.reduce((sum, { leads }) => sum + leads, 0);
      },
    },
    {
      name: 'admin: speed to lead per owner, 2 weeks',
      goal: 'list',
      run: async () => (await work.ownerSpeed({ now: new Date() })).length,
    },
  ];
}

type Interesting = {
  leadId: number;
  events: number;
  name: string;
  /** One of the commonest: a search matching many leads. */
  surname: string;
  phone: string;
  email: string;
  campaign: string;
};

/**
 * The counsellor's lead with the longest timeline, whose name, phone and email the searches look
 * for, and the commonest campaign.
 */
async function interestingLead(database: StoreDatabase): Promise<Interesting> {
  const { db } = database;
  const busiest = await db
    .selectFrom('lead_events')
    .innerJoin('leads', 'leads.id', 'lead_events.lead_id')
    .where('leads.owner_id', '=', COUNSELLOR.id)
    .select((eb) => ['lead_id', eb.fn.countAll().as('events')])
    .groupBy('lead_id')
    .orderBy('events', 'desc')
    .orderBy('lead_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const lead = await db
    .selectFrom('leads')
    .select(['name', 'phone', 'email'])
    .where('id', '=', busiest.lead_id)
    .executeTakeFirstOrThrow();
  const campaign = await db
    .selectFrom('leads')
    .select((eb) => ['utm_campaign', eb.fn.countAll().as('leads')])
    .where('utm_campaign', 'is not', null)
    .groupBy('utm_campaign')
    .orderBy('leads', 'desc')
    .orderBy('utm_campaign')
    .limit(1)
    .executeTakeFirstOrThrow();
  const [first, last] = lead.name.split(' ');
  return {
    leadId: busiest.lead_id,
    events: Number(busiest.events),
    // What a counsellor types: a first name and the start of the surname, the phone's last four
    // digits, the start of an email address.
    name: `${first.toLowerCase()} ${last.slice(0, 3).toLowerCase()}`,
    surname: last.toLowerCase(),
    phone: lead.phone.slice(-4),
    email: lead.email.split('@')[0].replace(/\d+$/, ''),
    campaign: campaign.utm_campaign!,
  };
}

type Row = { query: string; rows: number; goal: number; before: Timing; after: Timing };

async function measure(engine: Engine, dir: string) {
  const testDatabase = await freshDatabase(engine);
  const store = await openStore(
    serverConfig({ ...testDatabase.env, LEADS_DB_PATH: path.join(dir, 'leads.db') }),
  );
  try {
    const { database } = store;
    const seeded = await seedInbox(database, LEADS, new Date());
    // The machine's load while measuring: on a shared CPU it moves the figures more than anything.
    const load = () => +os.loadavg()[0].toFixed(1);
    const loadBefore = load();
    console.log(
      `${engine}: ${seeded.leads.toLocaleString('en-IN')} leads, ${seeded.events.toLocaleString('en-IN')} timeline rows seeded in ${(seeded.ms / 1000).toFixed(1)} s`,
    );
    const interesting = await interestingLead(database);
    const definitions = await indexDefinitions(database);
    for (const { name } of definitions) await sql`drop index ${sql.id(name)}`.execute(database.db);
    await vacuumAfterSeeding(database);
    const before: Timing[] = [];
    for (const query of queries(database, interesting)) before.push(await timed(query));
    for (const { definition } of definitions) await sql.raw(definition).execute(database.db);
    await vacuumAfterSeeding(database);
    const rows: Row[] = [];
    for (const [i, query] of queries(database, interesting).entries()) {
      const after = await timed(query);
      if (after.rows !== before[i].rows)
        throw new Error(
          `${query.name}: ${before[i].rows} rows without the indexes, ${after.rows} with`,
        );
      const goal = query.goal === 'lead' ? LEAD_GOAL : LIST_GOAL[engine];
      rows.push({ query: query.name, rows: after.rows, goal, before: before[i], after });
    }
    return { engine, seeded, load: [loadBefore, load()], rows };
  } finally {
    await store.close();
    await testDatabase.drop();
  }
}

const RESULTS = 'bench-results/inbox.json';

function earlierResults(): { engine: Engine; date?: string }[] {
  if (!fs.existsSync(RESULTS)) return [];
  const { date, results } = JSON.parse(fs.readFileSync(RESULTS, 'utf8'));
  return results.map((result: { engine: Engine }) => ({ date, ...result }));
}

async function main() {
  const only = onlyEngine();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-inbox-bench-'));
  try {
    const engines = (
      process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)
    ).filter((engine) => !only || engine === only);
    if (engines.length === 0) throw new Error(`No ${only}: run it under with-postgres.mjs`);
    const results = [];
    for (const engine of engines) results.push(await measure(engine, dir));
    const round = (ms: number) => +ms.toFixed(1);
    const date = new Date().toISOString();
    const tables = results.map(({ engine, seeded, load, rows }) => ({
      engine,
      date,
      seeded,
      load,
      rows: rows.map((row) => ({
        query: row.query,
        matches: row.rows,
        'before p50': round(row.before.p50),
        'before p95': round(row.before.p95),
        'after p50': round(row.after.p50),
        'after p95': round(row.after.p95),
        'goal p95': row.goal,
        ok: row.after.p95 <= row.goal ? 'yes' : 'NO',
      })),
    }));
    for (const { engine, load, rows } of tables) {
      console.log(
        `\n${engine}: ${LEADS.toLocaleString('en-IN')} leads; ms, before = without ${ISSUE_INDEXES[engine].join(', ')}; ${RUNS} runs after ${WARM_UP}; load average ${load.join(' → ')} on ${os.cpus().length} cores`,
      );
      console.table(rows);
    }
    fs.mkdirSync('bench-results', { recursive: true });
    // One engine's run keeps the other's last figures.
    const kept = only ? earlierResults().filter(({ engine }) => engine !== only) : [];
    fs.writeFileSync(
      RESULTS,
      `${JSON.stringify({ leads: LEADS, runs: RUNS, indexes: ISSUE_INDEXES, results: [...kept, ...tables] }, null, 2)}\n`,
    );
    if (results.some(({ rows }) => rows.some((row) => row.after.p95 > row.goal)))
      process.exitCode = 1;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
