import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { openStore } from '../arrival/open-store';
import type { ServerConfig } from '../server-config';
import { livePlace, refuseOtherEngine, type LostLead } from '../store/copy/store-put-back';
import { MIGRATIONS } from '../store/migrations/index';
import { backupKey, type BackupSettings } from './backup-key';
import { BackupRefused, openBackup, readHeader, type BackupHeader } from './backup-file';
import { erasureLedger } from './erasure-ledger';
import { replayLedger, type Replayed } from './ledger-replay';

// `leads restore FILE` (docs/operations.md#restore): the store put back from a backup, with the
// server stopped, then every erasure, withdrawal and retention run made since the backup done
// again from the erasure ledger, and the leads the restore loses named.

export type RestoreReport = {
  header: BackupHeader;
  replayed: Replayed;
  /** Null when the store being replaced could not be read (gone with its disk). */
  lost: LostLead[] | null;
};

/** Refuses a backup this code cannot put back: another engine's, or a newer schema's. */
function refuseUnfit(file: string, header: BackupHeader, config: ServerConfig) {
  refuseOtherEngine(config, file, header.engine);
  const known = new Set(MIGRATIONS.map(({ name }) => name));
  const newer = header.migrations.filter((name) => !known.has(name));
  if (newer.length)
    throw new BackupRefused(
      `${file} was taken by a newer version of the site (its schema has ${newer.join(', ')}, which this version does not know): restore it with that version or a later one.`,
    );
}

/**
 * Restores `file` into the configured store (the server stopped), then does again what the
 * erasure ledger holds since the backup. Refuses a store in use, a wrong key, a damaged file and a
 * newer schema's backup before it changes anything.
 */
export async function restoreBackup(
  file: string,
  config: ServerConfig,
  backup: BackupSettings,
): Promise<RestoreReport> {
  if (!fs.existsSync(file)) throw new BackupRefused(`No backup at ${path.resolve(file)}.`);
  const key = backupKey(backup);
  refuseUnfit(file, readHeader(file).header, config);
  const place = await livePlace(config);
  let header: BackupHeader;
  let lost: LostLead[] | null;
  try {
    await place.refuseInUse();
    header = await openBackup(file, key, place.copyFile);
    lost = await place.leadsAfter(header.lastLeadId);
    await place.putBack();
  } finally {
    await place.close();
  }
  // Opened as the server opens it: a backup from an older version is brought up to date first.
  const store = await openStore(config, 'serve');
  try {
    const replayed = await replayLedger(
      store.database,
      erasureLedger(backup.dir, () => key),
      header.takenAt,
    );
    return { header, replayed, lost };
  } finally {
    await store.close();
  }
}
