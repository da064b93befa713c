import 'server-only';
import { indiaHour } from '@/lib/time/india-time';
import type { ServerConfig } from '../server-config';
import { startCopyWorker } from '../store/copy/copy-worker';
import { inTurn } from '../store/instance-turn';
import type { StoreDatabase } from '../store/store-database';
import type { BackupSettings } from './backup-key';
import { readDrillStatus, writeDrillStatus } from './backup-health';
import { backupFiles } from './backup-list';
import { takeBackup, type TakenBackup } from './take-backup';
import { verifyNewest, type Verified } from './verify-backup';

// The server's own backups (docs/operations.md#backups-on-a-schedule): one every BACKUP_INTERVAL_MINUTES,
// by one instance at a time, and the drill once a day.

/**
 * The drill restores and checks a whole store on the server's one thread (SQLite's integrity
 * check of 100,000 leads holds it for seconds), so it runs at night in India, when few leads
 * arrive: from 02:00 to 05:59, at most once in 20 hours (docs/performance.md#backups).
 */
const DRILL_HOURS = { from: 2, to: 5 };
const DRILL_GAP_MS = 20 * 3_600_000;

export type BackupSchedule = {
  now?: () => Date;
  /** `ms`: how long the backup took, for the log (and the backup benchmark's windows). */
  onTaken: (taken: TakenBackup, ms: number) => void;
  onVerified: (verified: Verified | null, ms: number) => void;
  onError: (error: Error) => void;
};

/**
 * Takes a backup unless one younger than the interval is there (a restart, another instance
 * writing to the same folder) or another instance on the database is taking one; then the drill,
 * once a night.
 */
export async function backupRound(
  database: StoreDatabase,
  config: ServerConfig,
  backup: BackupSettings,
  { now = () => new Date(), onTaken, onVerified }: BackupSchedule,
) {
  const newest = backupFiles(backup.dir).at(-1);
  if (!newest || now().getTime() - Date.parse(newest.takenAt) >= backup.everyMs * 0.9) {
    const take = async () => {
      const started = performance.now();
      const taken = await takeBackup(database, config.databaseUrl, backup, now);
      onTaken(taken, Math.round(performance.now() - started));
    };
    await inTurn(database, 'backups', take);
  }
  const hour = indiaHour(now());
  if (hour < DRILL_HOURS.from || hour > DRILL_HOURS.to) return;
  const drill = readDrillStatus(backup);
  if (drill && now().getTime() - Date.parse(drill.at) < DRILL_GAP_MS) return;
  const started = performance.now();
  const verified = await verifyNewest(config, backup);
  if (verified)
    writeDrillStatus(backup, { at: now().toISOString(), file: verified.file, ok: verified.ok });
  onVerified(verified, Math.round(performance.now() - started));
}

/** The first round waits this long after the start: the server serves first, and a test's short-lived context takes none. */
const FIRST_ROUND_MS = 60_000;

/**
 * Runs a round a minute after the server starts and every interval after; the returned function
 * stops it once a round under way (a backup being written) has ended.
 */
export function startBackups(
  database: StoreDatabase,
  config: ServerConfig,
  backup: BackupSettings,
  schedule: BackupSchedule,
): () => Promise<void> {
  startCopyWorker();
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => backupRound(database, config, backup, schedule))
      .catch(schedule.onError);
  };
  let timer = setTimeout(function round() {
    run();
    timer = setTimeout(round, backup.everyMs);
    timer.unref();
  }, FIRST_ROUND_MS);
  timer.unref();
  return async () => {
    clearTimeout(timer);
    await running;
  };
}
