import 'server-only';
import { isoTimestamps } from '../store/iso-timestamps';
import { readWriteTransaction } from '../store/kysely-store';
import { dropAllHeldSheets } from '../store/tables/held-sheets-table';
import type { Db } from '../store/schema';
import type { StoreDatabase } from '../store/store-database';
import { addLeadEvents } from '../store/tables/lead-events-table';
import { withdrawLeads } from '../store/tables/leads-table';
import { deleteSubscribers } from '../store/tables/subscribers-table';
import type { ErasureLedger } from '../backup/erasure-ledger';
import { accessCopyOf } from './access-copy';
import { passOnErasure } from '../delivery/erasure-notice';
import { cancelItems, eraseTargets, timelineRow } from './erase-targets';
import {
  named,
  personKeysOf,
  type AccessCopy,
  type Acting,
  type ErasureReport,
  type Person,
  type PersonKeys,
  type Reach,
  type WithdrawalReport,
} from './personal-data-types';
import { recordsOf } from './person-records';
import {
  emptyTargets,
  leadsToErase,
  outboxItems,
  targetsOf,
  targetsOfLeads,
} from './person-targets';

// Acting on one person's data (docs/privacy.md#erasure-withdrawal-and-retention), for the inbox's
// rights requests and the `leads erase` command: what is held about them, an access copy of it,
// withdrawal (no contact, no ad export from now) and erasure (a tombstone per lead, every personal
// field gone from every table, nothing of theirs sent afterwards). Retention (retention.ts)
// erases idle leads the same way. Each action runs in one transaction that writes from what it
// read (kysely-store.ts's readWriteTransaction), under the person's locks (lockPerson).

export function personalData(database: StoreDatabase, ledger: ErasureLedger | null = null) {
  const db = database.db.withPlugin(isoTimestamps);

  /**
   * Each committed erasure, withdrawal and retention run, recorded in the erasure ledger beside the
   * backups (docs/operations.md#backups), so a restore does it again.
   */
  const recorded = <T extends { leads: number[] }>(
    action: 'erase' | 'withdraw' | 'retention',
    keys: PersonKeys | null,
    reaching: Reach,
    report: T,
  ) => {
    ledger?.append({
      at: new Date().toISOString(),
      action,
      person: keys,
      exact: Boolean(reaching.exact),
      named: reaching.named ? personKeysOf(reaching.named) : null,
      leads: report.leads,
    });
    return report;
  };

  /** Holds off a new enquiry of this person (PostgreSQL; SQLite's write lock already does). */
  const lock = (trx: Db, keys: PersonKeys) =>
    database.lock(trx, { persons: [{ phone_key: keys.phone, email_key: keys.email }] });

  return {
    /** What is held about the person (person-records.ts). */
    find(person: Person, reaching?: Reach) {
      return recordsOf(db, person, reaching);
    },

    /**
     * Erases every personal field of the person (docs/privacy.md#erasure-withdrawal-and-retention),
     * in one transaction: each lead becomes a tombstone with a timeline row saying who erased it
     * and when.
     */
    async erase(person: Person, { at, by }: Acting, reaching: Reach = {}): Promise<ErasureReport> {
      const keys = personKeysOf(person);
      const when = { at: at.toISOString(), by };
      const report = await readWriteTransaction(database, async (trx) => {
        if (!named(keys)) return eraseTargets(trx, emptyTargets(), when);
        await lock(trx, keys);
        const { targets } = await targetsOf(trx, keys, reaching);
        const erased = await eraseTargets(trx, targets, when);
        // After the outbox's scrub, which would otherwise take the event's payload too.
        await passOnErasure(trx, targets.leadIds, 'erased');
        // A portal's sheet held for its import may hold the person's row, written any way.
        await dropAllHeldSheets(trx);
        return erased;
      });
      await database.flushErased();
      return recorded('erase', keys, reaching, report);
    },

    /**
     * Erases these leads (retention.ts): each a tombstone, its enquiries, notes and outbox items
     * erased, and its phone and email taken from other leads' notes unless another lead still
     * holds them. Leads already erased, and with `idleBefore` those active since, are left alone.
     */
    async eraseLeads(
      leadIds: number[],
      { at, by }: Acting,
      idleBefore?: string,
    ): Promise<ErasureReport> {
      const when = { at: at.toISOString(), by };
      const report = await readWriteTransaction(database, async (trx) => {
        // Instances running the retention at once take turns; the second finds nothing left.
        await database.lock(trx, { retention: true });
        // No repeat may join these leads while they are erased: their persons' locks, taken in
        // one order (as a lead's insert takes them), then the leads read again under them.
        await database.lock(trx, { persons: await leadsToErase(trx, leadIds, idleBefore) });
        const leads = await leadsToErase(trx, leadIds, idleBefore);
        return eraseTargets(trx, await targetsOfLeads(trx, leads), when);
      });
      if (report.leads.length) await database.flushErased();
      return report.leads.length ? recorded('retention', null, {}, report) : report;
    },

    /**
     * The person withdrew consent: their leads are marked (no contact, no ad export from now:
     * the exports and the queue read `contact_withdrawn_at`), their follow-ups cleared, their
     * items not yet sent cancelled and their newsletter subscription ended. A timeline row on
     * each lead marked now.
     */
    async withdraw(
      person: Person,
      { at, by }: Acting,
      reaching: Reach = {},
    ): Promise<WithdrawalReport> {
      const keys = personKeysOf(person);
      const when = { at: at.toISOString(), by };
      if (!named(keys))
        return { leads: [], newlyWithdrawn: [], outboxCancelled: 0, subscribers: 0 };
      const report = await readWriteTransaction(database, async (trx) => {
        await lock(trx, keys);
        const { targets } = await targetsOf(trx, keys, reaching);
        const newlyWithdrawn = await withdrawLeads(trx, targets.leadIds, when.at);
        await addLeadEvents(
          trx,
          newlyWithdrawn.map((id) => timelineRow(id, 'withdrawn', when)),
        );
        const outboxCancelled = await cancelItems(trx, await outboxItems(trx, targets), when.at);
        await passOnErasure(trx, newlyWithdrawn, 'withdrawn');
        await deleteSubscribers(trx, targets.subscriberIds);
        return {
          leads: targets.leadIds,
          newlyWithdrawn,
          outboxCancelled,
          subscribers: targets.subscriberIds.length,
        };
      });
      return recorded('withdraw', keys, reaching, report);
    },

    /** Everything held about the person, for a JSON download (access-copy.ts). */
    accessCopy(person: Person, now = new Date(), reaching: Reach = {}): Promise<AccessCopy> {
      return accessCopyOf(db, person, now, reaching);
    },
  };
}

export type PersonalData = ReturnType<typeof personalData>;
