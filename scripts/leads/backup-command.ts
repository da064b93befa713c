// `leads backup [list|verify]` and `leads restore FILE`: the store's backups (docs/operations.md#backups).
import path from 'node:path';
import { BackupRefused } from '@/lib/server/backup/backup-file';
import type { BackupSettings } from '@/lib/server/backup/backup-key';
import { backupFiles } from '@/lib/server/backup/backup-list';
import {
  formatList,
  formatReplayed,
  formatRestore,
  formatTaken,
  formatVerified,
} from '@/lib/server/backup/backup-text';
import { restoreBackup } from '@/lib/server/backup/restore-backup';
import { verifyNewest as verifyNewestBackup } from '@/lib/server/backup/verify-backup';
import { StoreRefused } from '@/lib/server/store/copy/store-put-back';
import type { CommandServices } from '@/lib/server/site/command-services';
import type { ServerConfig } from '@/lib/server/server-config';
import { fail, stop } from './cli';

/** The backup settings, or the reason there are none. */
export function backupSettingsOf(config: ServerConfig): BackupSettings {
  if (!config.backup)
    stop('No backups with PostgreSQL until BACKUP_DIR is set (docs/operations.md#backups).');
  return config.backup;
}

/** Turns a refused backup into its message and exit 1; anything else is a failure as ever. */
async function refusing<T>(run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BackupRefused || error instanceof StoreRefused) stop(error.message);
    throw error;
  }
}

/** `leads backup`: one backup now. */
export async function backupNow(services: CommandServices, config: ServerConfig) {
  const taken = await services.backups.take(backupSettingsOf(config));
  console.log(formatTaken(taken));
}

/** `leads backup list`: every backup, oldest first, with its size and age. */
export function listBackups(config: ServerConfig, now = new Date()) {
  const backup = backupSettingsOf(config);
  process.stdout.write(formatList(backupFiles(backup.dir), path.resolve(backup.dir), now));
}

/** `leads restore FILE`: the store put back, the ledger done again, what was lost said. */
export async function restore(file: string | undefined, config: ServerConfig) {
  if (!file) fail('restore needs the backup file: npm run leads -- restore FILE');
  const report = await refusing(() => restoreBackup(file, config, backupSettingsOf(config)));
  console.log(formatRestore(report));
}

/** `leads backup verify`: the drill; exits 1 when the newest backup fails it. */
export async function verifyNewest(config: ServerConfig) {
  const verified = await refusing(() => verifyNewestBackup(config, backupSettingsOf(config)));
  console.log(formatVerified(verified));
  if (verified && !verified.ok) process.exitCode = 1;
}

/**
 * `leads backup replay --since TIME`: the ledger's entries since TIME done again on the store as
 * it is, after a restore by other means (PostgreSQL's point-in-time recovery).
 */
export async function replay(
  services: CommandServices,
  since: string | undefined,
  config: ServerConfig,
) {
  if (!since || Number.isNaN(Date.parse(since)))
    fail('backup replay needs --since TIME, the time the store was recovered to (ISO 8601)');
  backupSettingsOf(config);
  const from = new Date(since).toISOString();
  console.log(formatReplayed(await services.backups.replay(from), from));
}
