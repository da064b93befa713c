import 'server-only';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { leadCalls, subscriberCalls } from '../outbox/forward-payload';
import { leadMayGoToAdPlatforms } from '../ads/ad-platforms-may';
import { isMeta, type Destination } from './outbox-destinations';
import {
  LEAD_COLUMNS,
  leadRow,
  MINOR_COLUMNS,
  type InsertResult,
  type LeadRow,
  type LeadStore,
  type StoredLead,
  type StoredSubscriber,
} from './lead-store';
import { earlierRequest, joinLead, lockPerson, openLeadFor, personKeys } from './repeat-enquiry';
import { assignNewLead } from '../assignment/assign-lead';
import { logEvent } from '../http/http';
import type { Database, LeadsTable } from './schema';
import { isoTimestamps } from './iso-timestamps';
import type { StoreDatabase } from './store-database';
import { held } from './held';
import { addSubscriber, releaseSubscriber } from './tables/subscribers-table';
import { addLead, releaseLead } from './tables/leads-table';
import {
  claimDue,
  enqueue,
  OUTBOX_COLUMNS,
  recordAttempt,
  withhold,
  type OutboxCall,
} from './tables/outbox-table';

// The lead store, one implementation for SQLite and PostgreSQL on Kysely. What differs between
// the engines is in their StoreDatabase (sqlite-database.ts, postgres-database.ts), and here only
// the outbox's claim, which locks rows on PostgreSQL alone, and how a lead's insert holds what it
// read (writeTransaction; repeat-enquiry.ts).

/** A yes or no as both engines take it (schema.ts). */
const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** A stored lead's columns: what the enquiry sent and when, not the inbox's work on it. */
export const STORED_LEAD_COLUMNS = [
  'id',
  ...LEAD_COLUMNS,
  ...MINOR_COLUMNS,
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

/** A new lead's columns, and only those. */
const leadValues = (lead: LeadRow) => ({
  ...(Object.fromEntries(
    [...LEAD_COLUMNS, ...MINOR_COLUMNS].map((column) => [column, lead[column]]),
  ) as Omit<LeadRow, 'consent' | 'adult'>),
  consent: lead.consent === null ? null : flag(lead.consent),
  adult: lead.adult === null ? null : flag(lead.adult),
});

/**
 * A transaction that decides what to write from what it reads. SQLite's `begin` takes the write
 * lock only at the first write, and another process's write in between would fail the commit;
 * `begin immediate` takes it first (waiting its busy timeout), so the reads hold until commit.
 * On PostgreSQL the locks that need it are taken inside (repeat-enquiry.ts, lead-merge.ts).
 */
export function readWriteTransaction<T>(
  database: StoreDatabase,
  work: (trx: Kysely<Database>) => Promise<T>,
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

/** A lead's calls without those to the ad platforms when the lead may not go to them. */
export async function adPlatformsChecked(
  trx: Kysely<Database>,
  leadId: number,
  calls: OutboxCall[],
) {
  if (!calls.some((call) => isMeta(call.destination))) return calls;
  if (await leadMayGoToAdPlatforms(trx, leadId)) return calls;
  return calls.filter((call) => !isMeta(call.destination));
}

/**
 * `deadlineMs`: a new lead's first-contact deadline, in its owner's working time
 * (lib/server/assignment); `now`: the store's clock (a simulation's week runs on its own).
 */
export type StoreOptions = { deadlineMs: number; now?: () => Date };

export const DEFAULT_DEADLINE_MS = 5 * 60_000;

export function kyselyStore(
  database: StoreDatabase,
  destinations: readonly Destination[],
  { deadlineMs, now = () => new Date() }: StoreOptions = { deadlineMs: DEFAULT_DEADLINE_MS },
): LeadStore {
  const { exclusive } = database;
  const db = database.db.withPlugin(isoTimestamps);
  const transaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    exclusive(() => db.transaction().execute(work));
  const writeTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    readWriteTransaction(database, work);

  /** A genuine lead's owner, given as it is stored or released (lib/server/assignment). */
  const assigned = async (
    trx: Kysely<Database>,
    lead: Parameters<typeof assignNewLead>[2],
    at: Date,
  ) => {
    const assignment = await assignNewLead(trx, database.engine, lead, at.getTime(), deadlineMs);
    logEvent(
      assignment ? 'info' : 'warn',
      assignment ? 'lead_assigned' : 'lead_unassigned',
      assignment
        ? {
            lead_id: lead.id,
            operator_id: assignment.operatorId,
            rule_id: assignment.ruleId,
            cause: assignment.cause,
            due_at: assignment.dueAt,
          }
        : { lead_id: lead.id, reason: 'no active counsellor in its team or the default' },
    );
  };

  return {
    async insertLead(lead) {
      const columns = leadRow(lead);
      const keys = personKeys(columns);
      const arrived = now();
      const received_at = arrived.toISOString();
      return writeTransaction(async (trx): Promise<InsertResult> => {
        await lockPerson(trx, database.engine, keys, lead.idempotency_key);
        // Under the lock (or SQLite's write lock) no other request with this key can be between
        // this check and the insert.
        const earlier = await earlierRequest(trx, lead.idempotency_key);
        if (earlier) return { stored: false, digest: earlier.idempotency_digest };
        const open = lead.suspected_reason === null && (await openLeadFor(trx, columns, keys));
        if (open) {
          const { enquiryId, calls } = await joinLead(
            trx,
            columns,
            open,
            received_at,
            destinations,
          );
          await enqueue(trx, 'enquiry', enquiryId, calls);
          return { stored: true, repeatOf: open.id };
        }
        const id = await addLead(trx, { ...leadValues(columns), ...keys, received_at });
        if (lead.suspected_reason === null) {
          await enqueue(
            trx,
            'lead',
            id,
            await adPlatformsChecked(
              trx,
              id,
              leadCalls({ ...columns, id, received_at }, destinations),
            ),
          );
          await assigned(trx, { ...columns, id }, arrived);
        }
        return { stored: true };
      });
    },
    async addSubscriber({ email, user_agent, suspected_reason }) {
      const created = await transaction(async (trx) => {
        // A genuine subscription of an email held as suspected releases it, as the person typed
        // it; any other repeat changes nothing.
        const id = await addSubscriber(trx, { email, user_agent, suspected_reason });
        if (id === undefined) return false;
        if (suspected_reason === null)
          await enqueue(trx, 'subscriber', id, subscriberCalls(email, destinations));
        return true;
      });
      return { created };
    },
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
    async release(type, id) {
      const releasedAt = now().toISOString();
      return writeTransaction(async (trx) => {
        const calls =
          type === 'lead'
            ? await releaseLead(trx, id, releasedAt, STORED_LEAD_COLUMNS).then(
                (row) => row && leadCalls(leadFromRow(row), destinations),
              )
            : await releaseSubscriber(trx, id, releasedAt).then(
                (email) => email !== undefined && subscriberCalls(email, destinations),
              );
        if (!calls) {
          const found = await trx
            .selectFrom(type === 'lead' ? 'leads' : 'subscribers')
            .select('id')
            .where('id', '=', id)
            .executeTakeFirst();
          return found ? 'not_suspected' : 'not_found';
        }
        await enqueue(
          trx,
          type,
          id,
          type === 'lead' ? await adPlatformsChecked(trx, id, calls) : calls,
        );
        if (type === 'lead') {
          const lead = await trx
            .selectFrom('leads')
            .select(['id', 'kind', 'reason', 'language', 'utm_campaign', 'utm_source', 'owner_id'])
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          if (lead.owner_id === null) await assigned(trx, lead, now());
        }
        return 'released';
      });
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
