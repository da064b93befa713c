// `npm run bench:leads`: load on the lead API of the production server, on loopback, bounded in
// time, stopping by itself. Closed loop: 32 connections for 30 s with unique idempotency keys;
// then open loop: 100 requests per second for 20 s, latency counted from each request's
// scheduled time. Checks stored rows against acknowledged answers. Then a campaign on a second
// server with the default settings (scripts/test/campaign.mjs): 200 visitors from 200 loopback
// addresses over 5 s, first alone, then while one address floods: served directly at 100
// requests a second (one scripted client; a flood beyond what one Node process answers slows
// everyone, which is what nginx is for), and, when nginx is installed, through deploy/nginx.conf
// at 1,000 a second. Every visitor stored, the flood refused, the visitors' p99 close to the
// quiet run's. Then lead alerts: a third server with email alerts (to a local SMTP server) and a
// webhook (to a local receiver) takes 100 leads a second for 20 s; each alert must arrive once,
// and within 5 s (p99) of its lead's commit. Exits non-zero on a miss.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { quantile, runCampaign } from '../test/campaign.mjs';
import { startSmtpReceiver, startWebhookReceiver } from '../test/fake-receivers.mjs';
import { nginxInstalled } from '../test/nginx-installed.mjs';
import { postLead } from '../test/post-lead.mjs';
import { loopbackNginxConfig, startNginx } from '../test/nginx-loopback.mjs';
import {
  startSite,
  stopOnExit,
  stopServer,
  waitUntilUp as waitForUrl,
} from '../test/server-process.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const CONNECTIONS = 32;
const CLOSED_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const OPEN_RATE = 100;
const OPEN_SECONDS = 20;
// During a flood the visitors' p99 may exceed the quiet run's by this factor plus this margin.
const GOALS = {
  rps: 400,
  openP99: 150,
  floodRefused: 0.95,
  floodP99Factor: 2,
  floodP99MarginMs: 50,
  alertP99Ms: 5_000,
};
const CAMPAIGN = { port: PORT + 1, nginxPort: PORT + 2, visitors: 200, spreadMs: 5_000 };
const ALERTS = { port: PORT + 3, rate: 100, seconds: 20, deliveryDeadlineMs: 120_000 };
const FLOODS = [
  { via: 'direct', floodRate: 100, flood: 500 },
  { via: 'nginx', floodRate: 1_000, flood: 5_000 },
];
const hasNginx = nginxInstalled();

if (!fs.existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-bench-'));
const dbPath = path.join(dir, 'leads.db');
const campaignDbPath = path.join(dir, 'campaign.db');
const alertsDbPath = path.join(dir, 'alerts.db');
const servers = [];
stopOnExit(servers);
const smtp = await startSmtpReceiver();
const hook = await startWebhookReceiver();
/** The site on loopback; `env` on top of ours (the campaign server keeps every default). */
const startNext = (port, env) =>
  servers.push(startSite(port, env, { stdio: ['ignore', 'ignore', 'inherit'] }));
startNext(PORT, { LEADS_DB_PATH: dbPath, RATE_LIMIT_POINTS: '100000000', MIN_FILL_TIME_MS: '0' });
startNext(CAMPAIGN.port, { LEADS_DB_PATH: campaignDbPath });
// The outbox's default timing (it sends at once after each lead, and polls every 2 s).
startNext(ALERTS.port, {
  LEADS_DB_PATH: alertsDbPath,
  RATE_LIMIT_POINTS: '100000000',
  MIN_FILL_TIME_MS: '0',
  LEAD_ALERT_SMTP_URL: smtp.url,
  LEAD_ALERT_EMAIL_TO: 'sales@agency.example',
  LEAD_ALERT_EMAIL_FROM: 'alerts@agency.example',
  LEAD_ALERT_WEBHOOK_URL: hook.url,
});

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
let sequence = 0;

const post = (port = PORT) => postLead(agent, port, `bench-${process.pid}-${sequence++}`);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const waitUntilUp = (port) => waitForUrl(`http://127.0.0.1:${port}/robots.txt`);

async function closedLoop(seconds) {
  const latencies = [];
  const statuses = new Map();
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const status = await post();
        latencies.push(performance.now() - started);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), statuses, seconds };
}

async function openLoop(rate, seconds, port = PORT) {
  const latencies = [];
  const statuses = new Map();
  const interval = 1000 / rate;
  const start = performance.now();
  const pending = [];
  for (let i = 0; i < rate * seconds; i++) {
    const scheduled = start + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      post(port).then((status) => {
        latencies.push(performance.now() - scheduled);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
    );
  }
  await Promise.all(pending);
  return { latencies: latencies.sort((a, b) => a - b), statuses };
}

const ok = (statuses) => statuses.get(200) ?? 0;
const non2xx = (statuses) =>
  [...statuses]
    .filter(([status]) => status < 200 || status >= 300)
    .reduce((sum, [, count]) => sum + count, 0);
const fmt = (value) => value.toFixed(1);

let runs = 0;
/** The campaign alone, then under one flood; what reached the store is read from it. */
async function campaign({ via, flood, floodRate }) {
  const port = via === 'nginx' ? CAMPAIGN.nginxPort : CAMPAIGN.port;
  const visitors = () => ({
    ports: [port],
    visitors: CAMPAIGN.visitors,
    spreadMs: CAMPAIGN.spreadMs,
    // Fresh addresses per run, so no visitor carries an earlier run's count.
    firstVisitor: `127.0.${++runs}.10`,
  });
  const quiet = await runCampaign({ ...visitors(), flood: 0, label: `${via} quiet` });
  const flooded = await runCampaign({ ...visitors(), flood, floodRate, label: `${via} flooded` });
  const db = new Database(campaignDbPath, { readonly: true });
  const stored = db
    .prepare('SELECT COUNT(*) AS n FROM leads WHERE name LIKE ?')
    .get(`${via} flooded visitor %`).n;
  db.close();
  const p99 = (results) =>
    Number(
      fmt(
        quantile(
          results.map((result) => result.ms),
          0.99,
        ),
      ),
    );
  return {
    via,
    visitors: CAMPAIGN.visitors,
    spreadSeconds: CAMPAIGN.spreadMs / 1000,
    floodRequests: flood,
    floodRate,
    genuineSent: flooded.visitors.length,
    genuineAcknowledged: flooded.visitors.filter((result) => result.status === 200).length,
    genuineStored: stored,
    floodRefused: flooded.flood.filter((result) => result.status === 429).length,
    genuineP99QuietMs: p99(quiet.visitors),
    genuineP99DuringFloodMs: p99(flooded.visitors),
    floodP99Ms: p99(flooded.flood),
  };
}

/** Each alert's arrival after its lead's commit (received_at, just before it), by channel. */
async function alertLatencies() {
  const open = await openLoop(ALERTS.rate, ALERTS.seconds, ALERTS.port);
  const db = new Database(alertsDbPath, { readonly: true });
  const leads = db.prepare('SELECT COUNT(*) AS n FROM leads').get().n;
  const deadline = Date.now() + ALERTS.deliveryDeadlineMs;
  while (
    (smtp.state.messages.length < leads || hook.state.delivered.length < leads) &&
    Date.now() < deadline
  )
    await new Promise((resolve) => setTimeout(resolve, 200));
  const committed = new Map(
    db
      .prepare('SELECT id, received_at FROM leads')
      .all()
      .map((row) => [row.id, Date.parse(row.received_at)]),
  );
  db.close();
  const channel = (arrivals) => {
    const ids = arrivals.map(({ id }) => id);
    const latencies = arrivals.map(({ id, at }) => at - committed.get(id)).sort((a, b) => a - b);
    return {
      alerts: arrivals.length,
      distinctLeads: new Set(ids).size,
      p50Ms: Math.round(percentile(latencies, 50)),
      p95Ms: Math.round(percentile(latencies, 95)),
      p99Ms: Math.round(percentile(latencies, 99)),
      maxMs: Math.round(latencies.at(-1) ?? NaN),
    };
  };
  return {
    rate: ALERTS.rate,
    seconds: ALERTS.seconds,
    leads,
    non2xx: non2xx(open.statuses),
    // A lead's alert keeps its Message-ID (`<lead-42-1795428005000.alert@…>`); the webhook body
    // has its id.
    email: channel(
      smtp.state.messages.map((message) => ({
        id: Number(/^Message-ID: <lead-(\d+)-\d+\.alert@/im.exec(message.raw)[1]),
        at: message.receivedAt,
      })),
    ),
    webhook: channel(
      hook.state.delivered.map((call) => ({ id: call.body.id, at: call.receivedAt })),
    ),
  };
}

try {
  await Promise.all([waitUntilUp(PORT), waitUntilUp(CAMPAIGN.port), waitUntilUp(ALERTS.port)]);
  await closedLoop(2);
  const warmRows = new Database(dbPath, { readonly: true })
    .prepare('SELECT COUNT(*) AS n FROM leads')
    .get().n;

  const closed = await closedLoop(CLOSED_SECONDS);
  const rows =
    new Database(dbPath, { readonly: true }).prepare('SELECT COUNT(*) AS n FROM leads').get().n -
    warmRows;
  const open = await openLoop(OPEN_RATE, OPEN_SECONDS);

  if (hasNginx) {
    const nginxDir = path.join(dir, 'nginx');
    fs.mkdirSync(nginxDir);
    const conf = loopbackNginxConfig({
      dir: nginxDir,
      listenPort: CAMPAIGN.nginxPort,
      upstreamPorts: [CAMPAIGN.port],
    });
    servers.push(startNginx(nginxDir, conf, { detached: true, stdio: 'inherit' }));
    await waitUntilUp(CAMPAIGN.nginxPort);
  } else {
    console.log(
      'nginx is not installed (apt-get install -y nginx): the campaign through it is skipped.',
    );
  }
  const campaigns = [];
  for (const scenario of FLOODS.filter(({ via }) => via === 'direct' || hasNginx))
    campaigns.push(await campaign(scenario));
  const alerts = await alertLatencies();

  const rps = closed.latencies.length / closed.seconds;
  const result = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    closedLoop: {
      connections: CONNECTIONS,
      seconds: CLOSED_SECONDS,
      requests: closed.latencies.length,
      requestsPerSecond: Math.round(rps),
      p50Ms: Number(fmt(percentile(closed.latencies, 50))),
      p99Ms: Number(fmt(percentile(closed.latencies, 99))),
      non2xx: non2xx(closed.statuses),
      acknowledged: ok(closed.statuses),
      rowsStored: rows,
    },
    openLoop: {
      rate: OPEN_RATE,
      seconds: OPEN_SECONDS,
      p95Ms: Number(fmt(percentile(open.latencies, 95))),
      p99Ms: Number(fmt(percentile(open.latencies, 99))),
      non2xx: non2xx(open.statuses),
    },
    campaigns,
    alerts,
  };
  console.table({
    'closed loop (32 conn, 30 s)': {
      'req/s': result.closedLoop.requestsPerSecond,
      p50: result.closedLoop.p50Ms,
      p95: '',
      p99: result.closedLoop.p99Ms,
      'non-2xx': result.closedLoop.non2xx,
    },
    'open loop (100 req/s)': {
      'req/s': OPEN_RATE,
      p50: fmt(percentile(open.latencies, 50)),
      p95: result.openLoop.p95Ms,
      p99: result.openLoop.p99Ms,
      'non-2xx': result.openLoop.non2xx,
    },
  });
  console.log(`rows stored ${rows}, acknowledged ${result.closedLoop.acknowledged}`);
  for (const c of campaigns) {
    console.log(
      `campaign ${c.via === 'nginx' ? 'through nginx' : 'served directly'} (default settings, ${c.visitors} visitors over ${c.spreadSeconds} s, one address flooding ${c.floodRate} req/s):\n` +
        `  genuine stored ${c.genuineStored} of ${c.genuineSent}; flood refused ${c.floodRefused} of ${c.floodRequests}\n` +
        `  genuine p99 ${c.genuineP99DuringFloodMs} ms during the flood (${c.genuineP99QuietMs} ms without it); flood p99 ${c.floodP99Ms} ms`,
    );
  }
  console.log(
    `alerts (${alerts.leads} leads at ${alerts.rate}/s for ${alerts.seconds} s), arrival after the lead's commit:`,
  );
  console.table({ email: alerts.email, webhook: alerts.webhook });
  fs.mkdirSync('bench-results', { recursive: true });
  fs.writeFileSync('bench-results/leads.json', `${JSON.stringify(result, null, 2)}\n`);

  const misses = [];
  if (rps < GOALS.rps) misses.push(`closed loop ${Math.round(rps)} req/s < ${GOALS.rps}`);
  if (result.closedLoop.non2xx + result.openLoop.non2xx > 0) misses.push('non-2xx answers');
  if (rows !== result.closedLoop.acknowledged)
    misses.push(`rows ${rows} != acknowledged ${result.closedLoop.acknowledged}`);
  if (result.openLoop.p99Ms > GOALS.openP99)
    misses.push(`open-loop p99 ${result.openLoop.p99Ms} ms > ${GOALS.openP99}`);
  for (const c of campaigns) {
    if (c.genuineStored !== c.genuineSent || c.genuineAcknowledged !== c.genuineSent)
      misses.push(`${c.via}: stored ${c.genuineStored} of ${c.genuineSent} genuine leads`);
    if (c.floodRefused < c.floodRequests * GOALS.floodRefused)
      misses.push(`${c.via}: flood refused ${c.floodRefused} of ${c.floodRequests}`);
    const allowed = c.genuineP99QuietMs * GOALS.floodP99Factor + GOALS.floodP99MarginMs;
    if (c.genuineP99DuringFloodMs > allowed)
      misses.push(
        `${c.via}: genuine p99 during the flood ${c.genuineP99DuringFloodMs} ms > ${fmt(allowed)} ms`,
      );
  }
  for (const [name, alertChannel] of Object.entries({
    email: alerts.email,
    webhook: alerts.webhook,
  })) {
    if (alertChannel.alerts !== alerts.leads || alertChannel.distinctLeads !== alerts.leads)
      misses.push(
        `${name} alerts: ${alertChannel.alerts} for ${alertChannel.distinctLeads} of ${alerts.leads} leads`,
      );
    if (alertChannel.p99Ms > GOALS.alertP99Ms)
      misses.push(`${name} alert p99 ${alertChannel.p99Ms} ms > ${GOALS.alertP99Ms}`);
  }
  if (alerts.non2xx) misses.push('non-2xx answers in the alerts run');
  if (misses.length) {
    console.error(`MISSED: ${misses.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('All goals met.');
  }
} finally {
  agent.destroy();
  await Promise.all(servers.map((server) => stopServer(server)));
  await Promise.all([smtp.close(), hook.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
}
