import 'server-only';
import { openStore } from '../arrival/open-store';
import { personKeysOf } from '../privacy/personal-data-types';
import type { ServerConfig } from '../server-config';
import { backupKey, type BackupSettings } from './backup-key';
import { openBackup, type BackupHeader } from './backup-file';
import { backupFiles } from './backup-list';
import { erasureLedger, type ErasureLedger } from './erasure-ledger';
import { scratchPlace } from '../store/copy/store-put-back';
import type { StoreDatabase } from '../store/store-database';

// The drill (docs/operations.md#the-drill): the newest backup restored into a temporary store,
// never the live one, checked, and the result reported.

export type Verified = {
  file: string;
  header: BackupHeader;
  /** The leads the restored copy holds: its header's count when it is whole. */
  leads: number;
  /** Leads in the copy of persons the ledger says were erased before it was taken: none. */
  stillHeld: number[];
  ok: boolean;
};

/** The copy's leads, not erased, of persons the ledger erased before the backup (and before they arrived). */
async function erasedButHeld(database: StoreDatabase, ledger: ErasureLedger, takenAt: string) {
  const erased = ledger.read().filter(({ at, action }) => at < takenAt && action !== 'withdraw');
  if (!erased.length) return [];
  const leads = await database.db
    .selectFrom('leads')
    .select(['id', 'phone', 'email', 'received_at'])
    .where('erased_at', 'is', null)
    .execute();
  const held = new Set<number>();
  for (const lead of leads) {
    const keys = personKeysOf(lead);
    const phone = keys.phone && ledger.hash('phone', keys.phone);
    const email = keys.email && ledger.hash('email', keys.email);
    const receivedAt = new Date(lead.received_at).toISOString();
    for (const entry of erased)
      if (
        receivedAt < entry.at &&
        (entry.leads.includes(lead.id) ||
          (phone && entry.person?.phone === phone) ||
          (email && entry.person?.email === email))
      )
        held.add(lead.id);
  }
  return [...held].sort((a, b) => a - b);
}

/** Restores the newest backup into a temporary store and checks it; null when there is none. */
export async function verifyNewest(
  config: ServerConfig,
  backup: BackupSettings,
): Promise<Verified | null> {
  const newest = backupFiles(backup.dir).at(-1);
  if (!newest) return null;
  const key = backupKey(backup);
  const place = await scratchPlace(config);
  try {
    const header = await openBackup(newest.file, key, place.copyFile);
    await place.putBack();
    const store = await openStore(place.config, 'serve');
    try {
      const counted = await store.database.db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const leads = Number(counted.count);
      const stillHeld = await erasedButHeld(
        store.database,
        erasureLedger(backup.dir, () => key),
        header.takenAt,
      );
      return {
        file: newest.file,
        header,
        leads,
        stillHeld,
        ok: leads === header.leads && stillHeld.length === 0,
      };
    } finally {
      await store.close();
    }
  } finally {
    await place.close();
  }
}
