import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { BackupSettings } from './backup-key';
import { backupFiles } from './backup-list';

// How the backups stand (docs/operations.md#backups-on-a-schedule): the newest backup's age and
// the last drill's result, for /api/health and the admins' inbox.

const DRILL_FILE = 'drill-status.json';

export type DrillStatus = { at: string; file: string; ok: boolean };

export const writeDrillStatus = (backup: BackupSettings, status: DrillStatus) =>
  fs.writeFileSync(path.join(backup.dir, DRILL_FILE), JSON.stringify(status), { mode: 0o600 });

export function readDrillStatus(backup: BackupSettings): DrillStatus | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(backup.dir, DRILL_FILE), 'utf8')) as DrillStatus;
  } catch {
    return null;
  }
}

export type BackupHealth = {
  /** The newest backup's age in seconds; null before the first. */
  newest_age_seconds: number | null;
  /** Why someone must look, or null. */
  alert: string | null;
};

/**
 * An alert when the newest backup is older than twice the interval, or the last drill failed, or
 * none was taken though the server has run twice the interval (`startedAt`).
 */
export function backupHealth(backup: BackupSettings, now: Date, startedAt: Date): BackupHealth {
  const newest = backupFiles(backup.dir).at(-1);
  const age = newest ? now.getTime() - Date.parse(newest.takenAt) : null;
  const drill = readDrillStatus(backup);
  const late = (ms: number) => ms > 2 * backup.everyMs;
  const alert =
    drill && !drill.ok
      ? `the last drill failed on ${path.basename(drill.file)} (npm run leads -- backup verify)`
      : age === null
        ? late(now.getTime() - startedAt.getTime())
          ? 'no backup yet'
          : null
        : late(age)
          ? `the newest backup is ${Math.floor(age / 60_000)} minutes old`
          : null;
  return { newest_age_seconds: age === null ? null : Math.floor(age / 1000), alert };
}

/** When this process started: the server has been up since. */
export const processStart = () => new Date(Date.now() - process.uptime() * 1000);
