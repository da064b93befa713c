// `npm run bench:backup [-- --engine sqlite|postgres]` (docs/performance.md#backups), on each
// engine with a 100,000-lead store:
// 1. how long a backup takes and how large it is (the median of 3, in this process);
//    and how long the drill takes and holds this process's thread (it runs at night for that);
// 2. the leads' p95 while the production server takes its own scheduled backups: leads sent open
//    loop at a fixed rate to the server, from before its first backup until after its third, each
//    counted during a backup or between them by the server's `backup_taken` log lines (three
//    backups, so that "during" is hundreds of leads, not one backup's 150). Needs `npm run build`.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import readline from 'node:readline';
import type { ChildProcess } from 'node:child_process';
import { openStore } from '@/lib/server/arrival/open-store';
import { takeBackup } from '@/lib/server/backup/take-backup';
import { verifyNewest } from '@/lib/server/backup/verify-backup';
import { serverConfig } from '@/lib/server/server-config';
import { ENGINES, freshDatabase, type Engine } from '@/test-support/test-databases';
import { postLead } from '../test/post-lead.mjs';
import { startSite, stopOnExit, stopServer, waitUntilUp } from '../test/server-process.mjs';
import { seedInbox, vacuumAfterSeeding } from './inbox-seed';
import { onlyEngine } from './only-engine';

const LEADS = 100_000;
const PORT = Number(process.env.BENCH_PORT ?? 3400);
/**
 * Leads a second sent to the server: a busy admission campaign's evening, many times over.
 * BENCH_RATE sets another: one the server keeps up with, or its backlog, not the backup, is measured.
 */
const RATE = Number(process.env.BENCH_RATE ?? 50);
/**
 * The server's first backup comes 60 s after its start, then one a minute (backup-schedule.ts).
 * BENCH_BACKUPS sets more: each holds only 50 to 150 leads, and one slow cluster decides a p95 of few.
 */
const BACKUPS = Number(process.env.BENCH_BACKUPS ?? 3);
/** Leads stop this long after the last backup. */
const AFTER_BACKUP_MS = 10_000;
const GIVE_UP_MS = (BACKUPS + 4) * 60_000;
const WARM_UP_MS = 5_000;

type Sent = { at: number; ms: number; status: number };
type Window = { start: number; end: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function timeBackups(engine: Engine, env: Record<string, string>, dir: string) {
  const config = serverConfig({ ...env, BACKUP_DIR: path.join(dir, 'timed') });
  const store = await openStore(config);
  try {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < 3; run += 1) {
      const start = performance.now();
      const taken = await takeBackup(
        store.database,
        config.databaseUrl,
        config.backup!,
        () => new Date(Date.now() + run),
      );
      times.push(performance.now() - start);
      bytes = taken.bytes;
    }
    const median = times.sort((a, b) => a - b)[1];
    const stalls = monitorEventLoopDelay({ resolution: 10 });
    stalls.enable();
    const drillStart = performance.now();
    const drill = await verifyNewest(config, config.backup!);
    const drillMs = performance.now() - drillStart;
    // A last turn of the loop, so that a stall at the drill's very end is counted too.
    await new Promise((resolve) => setTimeout(resolve, 20));
    stalls.disable();
    if (!drill?.ok) throw new Error('the drill failed');
    console.log(
      `${engine}: ${LEADS} leads, backup ${(median / 1000).toFixed(2)} s (median of 3), ${(bytes / 1024 ** 2).toFixed(1)} MB; ` +
        `drill ${(drillMs / 1000).toFixed(2)} s, holding the thread up to ${(stalls.max / 1e6).toFixed(0)} ms at a time`,
    );
  } finally {
    await store.close();
  }
}

/**
 * The server's backups as its log tells them, in this process's clock, and its drill: the drill runs
 * at night in India (backup-schedule.ts), so a run then meets it too, and its cost is its own.
 */
function watchBackups(server: ChildProcess) {
  const backups: Window[] = [];
  const drills: Window[] = [];
  const lines = readline.createInterface({ input: server.stdout! });
  lines.on('line', (line) => {
    let entry: { event?: string; ms?: number; error?: string };
    try {
      entry = JSON.parse(line);
    } catch {
      return;
    }
    if (entry.event === 'backup_taken' || entry.event === 'backup_verified') {
      const end = performance.now();
      (entry.event === 'backup_taken' ? backups : drills).push({ start: end - entry.ms!, end });
    } else if (entry.event === 'backup_failed') throw new Error(`backup failed: ${entry.error}`);
  });
  return { backups, drills };
}

/** Leads at RATE a second, latency from each one's scheduled time, until after the last backup. */
async function sendThroughBackups(backups: Window[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const sent: Sent[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; ; n += 1) {
    const at = start + (n * 1000) / RATE;
    if (backups.length >= BACKUPS && at > backups[BACKUPS - 1].end + AFTER_BACKUP_MS) break;
    if (at - start > GIVE_UP_MS)
      throw new Error(`not ${BACKUPS} backups within ${GIVE_UP_MS / 60_000} minutes`);
    const wait = at - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      postLead(agent, PORT, `bench-backup-${process.pid}-${n}`).then(
        (status) => void sent.push({ at, ms: performance.now() - at, status }),
      ),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return { sent, start };
}

async function p95UnderBackup(engine: Engine, env: Record<string, string>, dir: string) {
  const server = startSite(
    PORT,
    {
      ...env,
      BACKUP_DIR: path.join(dir, 'served'),
      BACKUP_INTERVAL_MINUTES: '1',
      // The seeded store spans two years: kept whole, the server's first retention run erases none
      // of it, which erased half of it beside the leads measured (docs/performance.md#backups).
      LEAD_RETENTION_DAYS: '1000',
      RATE_LIMIT_POINTS: '100000000',
      MIN_FILL_TIME_MS: '0',
    },
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  stopOnExit([server]);
  try {
    const { backups, drills } = watchBackups(server);
    await waitUntilUp(`http://127.0.0.1:${PORT}/robots.txt`);
    const { sent, start } = await sendThroughBackups(backups);
    const p95 = (values: number[]) =>
      percentile(
        [...values].sort((x, y) => x - y),
        95,
      );
    const within = (windows: Window[]) => (at: number) =>
      windows.some(({ start, end }) => at >= start && at < end);
    const [inBackup, inDrill] = [within(backups), within(drills)];
    const measured = sent.filter(({ at }) => at >= start + WARM_UP_MS);
    const quiet = measured.filter(({ at }) => !inBackup(at) && !inDrill(at)).map(({ ms }) => ms);
    const during = measured.filter(({ at }) => inBackup(at) && !inDrill(at)).map(({ ms }) => ms);
    const drilling = measured.filter(({ at }) => inDrill(at)).map(({ ms }) => ms);
    const rise = (p95(during) / p95(quiet) - 1) * 100;
    const failed = sent.filter(({ status }) => status !== 200).length;
    const lasted = backups.map(({ start, end }) => ((end - start) / 1000).toFixed(1)).join(', ');
    console.log(
      `${engine}: ${RATE} leads/s into a ${LEADS}-lead store: p95 outside the backups ${p95(quiet).toFixed(1)} ms (${quiet.length} leads), ` +
        `during the ${backups.length} backups (${lasted} s) ${p95(during).toFixed(1)} ms (${during.length} leads): ${rise >= 0 ? '+' : ''}${rise.toFixed(0)} %; ${failed} not 200`,
    );
    if (drills.length)
      console.log(
        `${engine}: the night's drill ran too (${((drills[0].end - drills[0].start) / 1000).toFixed(1)} s): p95 of the ${drilling.length} leads sent during it ${p95(drilling).toFixed(1)} ms, left out of both figures above`,
      );
  } finally {
    await stopServer(server);
  }
}
async function main() {
  if (!fs.existsSync('.next/BUILD_ID'))
    throw new Error('No production build: run `npm run build` first.');
  const only = onlyEngine();
  for (const engine of ENGINES.filter((engine) => !only || engine === only)) {
    const database = await freshDatabase(engine);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-bench-backup-'));
    try {
      const seeding = await openStore(serverConfig(database.env));
      await seedInbox(seeding.database, LEADS, new Date());
      await vacuumAfterSeeding(seeding.database);
      await seeding.close();
      await timeBackups(engine, database.env, dir);
      await p95UnderBackup(engine, database.env, dir);
    } finally {
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

void main();
