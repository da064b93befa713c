import 'server-only';
import { sql, type Selectable, type Transaction } from 'kysely';
import {
  CHANNEL_COLUMNS,
  LEAD_COLUMNS,
  MINOR_COLUMNS,
  type LeadStore,
  type StoredLead,
  type StoredSubscriber,
} from './lead-store';
import type { Database, Db, LeadsTable } from './schema';
import { isoTimestamps } from './iso-timestamps';
import type { StoreDatabase } from './store-database';
import { held } from './held';
import { claimDue, OUTBOX_COLUMNS, postpone, recordAttempt, withhold } from './tables/outbox-table';

// The lead store's database work, one implementation for SQLite and PostgreSQL on Kysely. What
// differs between the engines is in their StoreDatabase (sqlite-database.ts,
// postgres-database.ts), and here only the outbox's claim, which locks rows on PostgreSQL alone,
// and how a lead's insert holds what it read (readWriteTransaction; repeat-enquiry.ts).

/** A stored lead's columns: what the enquiry sent and when, not the inbox's work on it. */
export const STORED_LEAD_COLUMNS = [
  'id',
  ...LEAD_COLUMNS,
  ...MINOR_COLUMNS,
  ...CHANNEL_COLUMNS,
  'released_at',
  'received_at',
] as const satisfies readonly (keyof StoredLead)[];

const SUBSCRIBER_COLUMNS = [
  'id',
  'email',
  'user_agent',
  'suspected_reason',
  'released_at',
  'subscribed_at',
] as const satisfies readonly (keyof StoredSubscriber)[];

/** What the store answers without queueing or assigning: all but a record's arrival and release. */
export type StoredRecords = Omit<LeadStore, 'insertLead' | 'addSubscriber' | 'release'>;

/** A flag column as the lead types hold it: a yes, a no, or never asked. */
const answer = (value: boolean | 0 | 1 | null) => (value === null ? null : Boolean(value));

export const leadFromRow = ({
  consent,
  adult,
  ...row
}: Pick<Selectable<LeadsTable>, (typeof STORED_LEAD_COLUMNS)[number]>): StoredLead => ({
  ...row,
  consent: answer(consent),
  adult: answer(adult),
});

/**
 * A transaction that decides what to write from what it reads. SQLite's `begin` takes the write
 * lock only at the first write, and another process's write in between would fail the commit;
 * `begin immediate` takes it first (waiting its busy timeout), so the reads hold until commit.
 * On PostgreSQL the locks that need it are taken inside (repeat-enquiry.ts, lead-merge.ts).
 */
export function readWriteTransaction<T>(
  database: StoreDatabase,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  const db = database.db.withPlugin(isoTimestamps);
  return database.exclusive(() =>
    database.engine === 'sqlite'
      ? db.connection().execute(async (connection) => {
          await sql`begin immediate`.execute(connection);
          try {
            const result = await work(connection);
            await sql`commit`.execute(connection);
            return result;
          } catch (error) {
            await sql`rollback`.execute(connection);
            throw error;
          }
        })
      : db.transaction().execute(work),
  );
}

/**
 * The store's database work on the records of a lead's life and the outbox: their listings, the
 * outbox's claim and attempts. Their arrival and release, which queue outbox items and assign an
 * owner, are composed above (lib/server/arrival/lead-arrival.ts).
 */
export function kyselyRecords(database: StoreDatabase): StoredRecords {
  const { exclusive } = database;
  const db = database.db.withPlugin(isoTimestamps);
  const transaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    exclusive(() => db.transaction().execute(work));

  return {
    async listLeads({ since = '', includeSuspected = false } = {}) {
      const rows = await db
        .selectFrom('leads')
        .select(STORED_LEAD_COLUMNS)
        .$if(since !== '', (query) => query.where('received_at', '>=', since))
        .$if(!includeSuspected, (query) => query.where((eb) => eb.not(held(eb))))
        .orderBy('id')
        .execute();
      return rows.map(leadFromRow);
    },
    async listSubscribers({ since = '', includeSuspected = false } = {}) {
      return db
        .selectFrom('subscribers')
        .select(SUBSCRIBER_COLUMNS)
        .$if(since !== '', (query) => query.where('subscribed_at', '>=', since))
        .$if(!includeSuspected, (query) => query.where((eb) => eb.not(held(eb))))
        .orderBy('id')
        .execute();
    },
    async listHeld() {
      const [leads, subscribers] = await Promise.all([
        db
          .selectFrom('leads')
          .select(STORED_LEAD_COLUMNS)
          .where(held)
          .orderBy('id', 'desc')
          .execute(),
        db
          .selectFrom('subscribers')
          .select(SUBSCRIBER_COLUMNS)
          .where(held)
          .orderBy('id', 'desc')
          .execute(),
      ]);
      return { leads: leads.map(leadFromRow), subscribers };
    },
    async claimOutbox(limit, now, leaseUntil, wanted) {
      if (wanted.length === 0) return [];
      return exclusive(() => claimDue(db, database.engine, { limit, now, leaseUntil, wanted }));
    },
    async recordAttempt(id, result, retryAt) {
      await transaction((trx) => recordAttempt(trx, id, result, retryAt));
    },
    async withholdOutbox(id, result) {
      await transaction((trx) => withhold(trx, id, result));
    },
    async postponeOutbox(id, until, detail) {
      await exclusive(() => postpone(db, id, until, detail));
    },
    async listOutbox({ includeDelivered = false } = {}) {
      return db
        .selectFrom('outbox')
        .select(OUTBOX_COLUMNS)
        .$if(!includeDelivered, (query) =>
          query.where('delivered_at', 'is', null).where('cancelled_at', 'is', null),
        )
        .orderBy((eb) =>
          eb.or([eb('delivered_at', 'is not', null), eb('cancelled_at', 'is not', null)]),
        )
        .orderBy('id')
        .execute();
    },
    async listAttempts(outboxId) {
      const rows = await db
        .selectFrom('outbox_attempts')
        .selectAll()
        .$if(outboxId !== undefined, (query) => query.where('outbox_id', '=', outboxId!))
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ ...row, ok: Boolean(row.ok) }));
    },
    check: () => database.check(),
    close: () => database.db.destroy(),
  };
}
