import 'server-only';
import { personalData } from '../privacy/personal-data';
import { personKeysOf } from '../privacy/personal-data-types';
import type { StoreDatabase } from '../store/store-database';
import type { ErasureLedger, HashedContacts, LedgerEntry } from './erasure-ledger';

/** Who a restore's timeline rows name for the erasures it did again. */
export const REPLAY_BY = 'restore: erasure ledger';

export type Replayed = { entries: number; erasedLeads: number[]; withdrawnLeads: number[] };

/**
 * Every phone and email the store holds, by its hash in the ledger: the ledger names a person only
 * by hashes, so their contacts are found again among the restored records.
 */
async function contactsByHash(database: StoreDatabase, ledger: ErasureLedger) {
  const { db } = database;
  const rows = [
    ...(await db.selectFrom('leads').select(['phone', 'email']).execute()),
    ...(await db.selectFrom('lead_enquiries').select(['phone', 'email']).execute()),
    ...(await db.selectFrom('rights_requests').select(['phone', 'email']).execute()),
    ...(await db.selectFrom('subscribers').select(['email']).execute()).map(({ email }) => ({
      phone: null,
      email,
    })),
  ];
  const found = new Map<string, string>();
  for (const row of rows) {
    const keys = personKeysOf(row);
    if (keys.phone && row.phone) found.set(ledger.hash('phone', keys.phone), row.phone);
    if (keys.email && row.email) found.set(ledger.hash('email', keys.email), row.email);
  }
  return found;
}

/**
 * Does again, in a restored store, every ledger entry made at or after `since` (the backup's
 * time): an erased person, a withdrawal and a retention run made since are not undone by the
 * restore (docs/operations.md#restore).
 */
export async function replayLedger(
  database: StoreDatabase,
  ledger: ErasureLedger,
  since: string,
): Promise<Replayed> {
  const entries = ledger.read().filter(({ at }) => at >= since);
  const replayed: Replayed = { entries: entries.length, erasedLeads: [], withdrawnLeads: [] };
  if (!entries.length) return replayed;
  const data = personalData(database);
  const found = await contactsByHash(database, ledger);
  const person = (hashed: HashedContacts | null) => ({
    phone: (hashed?.phone && found.get(hashed.phone)) || null,
    email: (hashed?.email && found.get(hashed.email)) || null,
  });
  for (const entry of entries) {
    const acting = { at: new Date(), by: REPLAY_BY };
    const reach = reachOf(entry, person);
    if (entry.action === 'withdraw') {
      const report = await data.withdraw(person(entry.person), acting, reach);
      replayed.withdrawnLeads.push(...report.newlyWithdrawn);
      continue;
    }
    if (entry.person)
      replayed.erasedLeads.push(...(await data.erase(person(entry.person), acting, reach)).leads);
    // The leads it erased, by number: a retention run's, and any of the person's that a merge
    // since the backup no longer finds by their contacts.
    replayed.erasedLeads.push(...(await data.eraseLeads(entry.leads, acting)).leads);
  }
  replayed.erasedLeads = [...new Set(replayed.erasedLeads)].sort((a, b) => a - b);
  return replayed;
}

const reachOf = (
  entry: LedgerEntry,
  person: (hashed: HashedContacts | null) => { phone: string | null; email: string | null },
) => (entry.exact ? { exact: true, named: person(entry.named) } : {});
