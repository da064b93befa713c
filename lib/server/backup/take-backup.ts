import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import type { StoreDatabase } from '../store/store-database';
import { backupKey, type BackupSettings } from './backup-key';
import { sealBackup, type BackupHeader } from './backup-file';
import { backupFiles } from './backup-list';
import { copySqlite, dumpPostgres } from './engine-copy';
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
  let sealed: { file: string; header: BackupHeader } | undefined;
  const seal = async (source: string | Readable, header: Omit<BackupHeader, 'keyId'>) => {
    const file = path.join(backup.dir, backupNameOf(header.takenAt));
    sealed = { file, header: await sealBackup(source, header, key, file) };
  };
  if (database.engine === 'sqlite') {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-backup-'));
    try {
      const copy = path.join(scratch, 'leads.db');
      const takenAt = now().toISOString();
      const facts = await copySqlite(database, copy);
      await seal(copy, { engine: 'sqlite', takenAt, ...facts });
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  } else {
    await dumpPostgres(database.pool!, databaseUrl!, now, (dump, facts, takenAt) =>
      seal(dump, { engine: 'postgres', takenAt, ...facts }),
    );
  }
  const { file, header } = sealed!;
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
