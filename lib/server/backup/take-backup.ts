import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { withSnapshot } from '../store/copy/store-snapshot';
import type { StoreDatabase } from '../store/store-database';
import { backupKey, type BackupSettings } from './backup-key';
import { sealBackup, type BackupHeader } from './backup-file';
import { backupFiles } from './backup-list';
import { DAY_MS } from '@/lib/time/day';

/** Copies older than this are deleted (docs/privacy.md: kept at most 30 days). */
export const KEPT_DAYS = 30;

/** A backup's name: the time it was taken, sortable, with no character a file system refuses. */
export const backupNameOf = (takenAt: string) => `leads-${takenAt.replace(/[:.]/g, '-')}.backup`;

export type TakenBackup = { file: string; header: BackupHeader; bytes: number; pruned: string[] };

/**
 * Takes one backup of the running store into BACKUP_DIR (docs/operations.md#backups), deletes the
 * copies older than 30 days, and runs BACKUP_COMMAND with the new file's path.
 */
export async function takeBackup(
  database: StoreDatabase,
  databaseUrl: string | null,
  backup: BackupSettings,
  now = () => new Date(),
): Promise<TakenBackup> {
  const key = backupKey(backup);
  fs.mkdirSync(backup.dir, { recursive: true, mode: 0o700 });
  const { file, header } = await withSnapshot(
    database,
    databaseUrl,
    now,
    async ({ seal, engine, takenAt, facts }) => {
      const file = path.join(backup.dir, backupNameOf(takenAt));
      const header = await sealBackup(seal, { engine, takenAt, ...facts }, key, file);
      return { file, header };
    },
  );
  const pruned = pruneBackups(backup.dir, now());
  if (backup.command)
    await promisify(execFile)('/bin/sh', ['-c', `${backup.command} "$1"`, 'backup', file]);
  return { file, header, bytes: fs.statSync(file).size, pruned };
}

/**
 * Deletes the backups older than KEPT_DAYS, and what a backup cut short (killed mid-write) left
 * a day ago or more; the names of the backups deleted.
 */
export function pruneBackups(dir: string, now: Date) {
  const oldest = now.getTime() - KEPT_DAYS * DAY_MS;
  const old = backupFiles(dir).filter(({ takenAt }) => Date.parse(takenAt) < oldest);
  for (const { file } of old) fs.rmSync(file, { force: true });
  for (const name of fs.readdirSync(dir).filter((name) => name.startsWith('.partial-'))) {
    const file = path.join(dir, name);
    if (fs.statSync(file).mtimeMs < now.getTime() - DAY_MS) fs.rmSync(file, { force: true });
  }
  return old.map(({ file }) => path.basename(file));
}
