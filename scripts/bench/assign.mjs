// `npm run bench:assign`: submit → owner assigned → push accepted by the owner's push service, on
// the production build (docs/performance.md#assignment-and-push-benchassign). 200 admission leads
// (Amity's) in 10 bursts of 20, a burst a second, each lead from a loopback address of its own (Node's
// localAddress 127.0.0.x) through the lead API; three counsellors share them by rotation, each
// with a phone subscribed at a fake push service on loopback (scripts/test/fake-push-service.mjs,
// which checks each push's VAPID header and decrypts it). For each lead: from just before its
// POST to its assignment's commit (lead_assignments.assigned_at, the server's clock on this same
// machine) and to its push's arrival at the push service (answered 201 at once). Prints p50, p95
// and max, writes bench-results/assign.json and the table into docs/performance.md (between its
// assign-bench markers); exits non-zero when the pushes' p95 misses 3 s or a lead is not pushed
// exactly once.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { startFakePushService } from '../test/fake-push-service.mjs';
import { figures, writeBetweenMarkers } from './bench-figures.mjs';
import { startSite, stopOnExit, waitUntilUp } from '../test/server-process.mjs';
import packageJson from '../../package.json' with { type: 'json' };

const PORT = Number(process.env.BENCH_PORT ?? 3340);
const LEADS = 200;
const BURST = 20;
const BURST_EVERY_MS = 1_000;
const GOAL_P95_MS = 3_000;
const COUNSELLORS = ['Asha', 'Bela', 'Chirag'];
const RESULTS = 'bench-results/assign.json';
const DOC = 'docs/performance.md';
const [START, END] = ['<!-- assign-bench:start -->', '<!-- assign-bench:end -->'];

if (!fs.existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-assign-'));
const dbPath = path.join(dir, 'leads.db');
const push = await startFakePushService();
const servers = [];
stopOnExit(servers);
servers.push(
  startSite(
    PORT,
    // The outbox's default timing: it sends at once after each lead, and polls every 2 s.
    // The fake push service is on 127.0.0.1 (docs/configuration.md: tests only).
    { LEADS_DB_PATH: dbPath, MIN_FILL_TIME_MS: '0', PUSH_TEST_LOOPBACK: 'allowed' },
    { stdio: ['ignore', 'ignore', 'inherit'] },
  ),
);
await waitUntilUp(`http://127.0.0.1:${PORT}/robots.txt`);

// The counsellors, made by the operators' command as an admin would.
const leadsCommand = packageJson.scripts.leads.split(' ').slice(1);
for (const name of COUNSELLORS) {
  const run = promisify(execFile)(
    process.execPath,
    [
      ...leadsCommand,
      ...['operator', 'add', '--email', `${name.toLowerCase()}@bench.in`, '--name', name],
      ...['--role', 'counsellor', '--password-stdin'],
    ],
    { env: { ...process.env, LEADS_DB_PATH: dbPath } },
  );
  run.child.stdin.end('correct horse battery\n');
  await run;
}
// Their phones, as the inbox's route saves them (the benchmark seeds its throwaway store directly).
const db = new Database(dbPath);
const now = new Date().toISOString();
for (const { id } of db.prepare('SELECT id FROM operator').all()) {
  const phone = push.subscription();
  db.prepare(
    'INSERT INTO push_subscriptions (operator_id, endpoint, p256dh, auth, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(id, phone.endpoint, phone.keys.p256dh, phone.keys.auth, now, now);
}

/** Lead `i`'s first name, letters only: how its stored row is found. */
const firstName = (i) =>
  `Lead${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`;

/** Posts lead `i` from its own loopback address; the status, and when it was sent (epoch ms). */
function send(i) {
  const body = JSON.stringify({
    name: `${firstName(i)} Bench`,
    phone: String(7000000000 + i),
    email: `lead${i}@bench.in`,
    course: 'B.Tech (Engineering and Technology)',
    city: 'Lucknow',
    consent: true,
    reason: 'Admission enquiry: Amity University',
    page_url: `http://127.0.0.1:${PORT}/college/amity/admission`,
    language: 'en',
  });
  const sentAt = Date.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        localAddress: `127.0.0.${2 + (i % 250)}`,
        path: '/api/b2b/leads/submit',
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'X-Fill-Time-Ms': '20000',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ i, status: response.statusCode, sentAt }));
      },
    );
    request.on('error', () => resolve({ i, status: 0, sentAt }));
    request.end(body);
  });
}

const started = Date.now();
const sends = [];
for (let burst = 0; burst * BURST < LEADS; burst++) {
  const wait = started + burst * BURST_EVERY_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  for (let i = burst * BURST; i < Math.min(LEADS, (burst + 1) * BURST); i++) sends.push(send(i));
}
const sent = await Promise.all(sends);
const refusedSends = sent.filter((result) => result.status !== 200).length;

// Every accepted lead's push, or two minutes at most.
const until = Date.now() + 120_000;
while (push.state.pushes.length < LEADS - refusedSends && Date.now() < until)
  await new Promise((resolve) => setTimeout(resolve, 100));
const load = os.loadavg()[0];

const assigned = new Map(
  db
    .prepare(
      `SELECT leads.id AS id, leads.name AS name, lead_assignments.assigned_at AS at FROM lead_assignments
       JOIN leads ON leads.id = lead_assignments.lead_id WHERE lead_assignments.cause != 'deadline'`,
    )
    .all()
    .map((row) => [row.name.split(' ')[0], { id: row.id, at: Date.parse(row.at) }]),
);
db.close();
// A push names its lead by number, and links to it.
const pushesOf = new Map();
for (const received of push.state.pushes) {
  const id = Number(/(\d+)$/.exec(String(received.payload?.url ?? ''))?.[1]);
  pushesOf.set(id, [...(pushesOf.get(id) ?? []), received.receivedAt]);
}

const toAssigned = [];
const toPushed = [];
let notOnce = 0;
for (const { i, status, sentAt } of sent) {
  if (status !== 200) continue;
  const name = firstName(i);
  const lead = assigned.get(name);
  if (lead) toAssigned.push(lead.at - sentAt);
  const pushes = (lead && pushesOf.get(lead.id)) ?? [];
  if (pushes.length !== 1) notOnce += 1;
  if (pushes.length) toPushed.push(pushes[0] - sentAt);
}

const results = {
  date: new Date().toISOString().slice(0, 10),
  leads: LEADS,
  bursts: `${LEADS / BURST} of ${BURST}, one a second`,
  refusedSends,
  notPushedOnce: notOnce,
  refusedPushes: push.state.refused.length,
  loadAverage: Number(load.toFixed(1)),
  assigned: figures(toAssigned),
  pushed: figures(toPushed),
  goalP95Ms: GOAL_P95_MS,
};
fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
console.table({ assigned: results.assigned, pushed: results.pushed });
console.log(
  `${LEADS} leads, ${refusedSends} refused, ${notOnce} not pushed exactly once, ${results.refusedPushes} pushes refused by the push service; load average ${results.loadAverage}`,
);

const row = (label, f) => `| ${label} | ${f.count} | ${f.p50} | ${f.p95} | ${f.max} |`;
const lines = [
  START,
  '',
  `Measured ${results.date} on 2 shared cores (other developers' builds and tests beside it; load average ${results.loadAverage} at the end): ${LEADS} leads in ${results.bursts}, ${refusedSends} refused, ${notOnce} not pushed exactly once, ${results.refusedPushes} pushes refused. Milliseconds from just before each lead's POST.`,
  '',
  '| From submit to              | Leads | p50 | p95 | max |',
  '| --------------------------- | ----: | --: | --: | --: |',
  row('owner assigned (committed)', results.assigned),
  row('push accepted (201)', results.pushed),
  '',
  END,
].join('\n');
await writeBetweenMarkers(DOC, [START, END], lines);

await push.close();
fs.rmSync(dir, { recursive: true, force: true });
const missed = results.pushed.p95 > GOAL_P95_MS || notOnce > 0 || refusedSends > 0;
if (missed)
  console.error(
    `Missed: p95 ${results.pushed.p95} ms (goal ${GOAL_P95_MS}), or a lead not pushed once.`,
  );
process.exit(missed ? 1 : 0);
