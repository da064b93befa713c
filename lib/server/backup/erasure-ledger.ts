import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { backupKey, keyedHash, type BackupSettings } from './backup-key';

// The erasure ledger (docs/operations.md#backups): one JSON line for each erasure, withdrawal and
// retention run, kept beside the backups and outside the store, so a restore can do them again.
// It holds no personal data: the contacts are keyed hashes, the leads their numbers.

export const LEDGER_FILE = 'erasure-ledger.jsonl';

/** A person's contacts as keyed hashes of their keys (person-keys.ts); null where not given. */
export type HashedContacts = { phone: string | null; email: string | null };

export type LedgerEntry = {
  at: string;
  action: 'erase' | 'withdraw' | 'retention';
  /** The person the action named (none for retention). */
  person: HashedContacts | null;
  /** A rights request's reach: only the records of the contacts it verified (`exact`). */
  exact: boolean;
  named: HashedContacts | null;
  /** The leads it erased or withdrew. */
  leads: number[];
};

/** What an action hands the ledger: the person's keys in the clear, hashed before they are written. */
export type LedgerAction = Omit<LedgerEntry, 'person' | 'named'> & {
  person: { phone: string | null; email: string | null } | null;
  named: { phone: string | null; email: string | null } | null;
};

export type ErasureLedger = {
  append(action: LedgerAction): void;
  read(): LedgerEntry[];
  /** The hash a contact key has in the ledger. */
  hash(kind: 'phone' | 'email', key: string): string;
};

/** The ledger in `backupDir`, its hashes keyed by `key` (read when first needed). */
export function erasureLedger(backupDir: string, key: () => Buffer): ErasureLedger {
  const file = path.join(backupDir, LEDGER_FILE);
  const hash = (kind: 'phone' | 'email', value: string) =>
    keyedHash(key(), `person-${kind}`, value);
  const hashed = (contacts: LedgerAction['person']): HashedContacts | null =>
    contacts && {
      phone: contacts.phone && hash('phone', contacts.phone),
      email: contacts.email && hash('email', contacts.email),
    };
  return {
    hash,
    append(action) {
      fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 });
      const entry: LedgerEntry = {
        ...action,
        person: hashed(action.person),
        named: hashed(action.named),
      };
      // One write of one line, synced: the erasure has committed, and its record must outlast a crash.
      const fd = fs.openSync(file, 'a', 0o600);
      try {
        fs.writeSync(fd, `${JSON.stringify(entry)}\n`);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
    },
    read() {
      if (!fs.existsSync(file)) return [];
      return fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LedgerEntry);
    },
  };
}

/**
 * The ledger of this deployment's backups, keyed by their key, made on the first erasure: a
 * server that cannot write beside its store still starts (and heals, context-keeper.ts).
 */
export function ledgerOf(backup: BackupSettings | null) {
  if (!backup) return null;
  let key: Buffer | undefined;
  return erasureLedger(backup.dir, () => (key ??= backupKey(backup)));
}
