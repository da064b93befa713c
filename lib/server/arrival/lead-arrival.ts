import 'server-only';
import type { Transaction } from 'kysely';
import { adPlatformsChecked } from '../ads/ad-platforms-may';
import { assignNewLead } from '../assignment/assign-lead';
import { logEvent } from '../http/http';
import { leadCalls, subscriberCalls } from '../outbox/forward-payload';
import {
  kyselyRecords,
  leadFromRow,
  readWriteTransaction,
  STORED_LEAD_COLUMNS,
} from '../store/kysely-store';
import { leadRow, type InsertResult, type LeadStore, type NewLead } from '../store/lead-store';
import type { Destination } from '../store/outbox-destinations';
import { earlierRequest, openLeadFor, personKeys } from '../store/repeat-enquiry';
import { isoTimestamps } from '../store/iso-timestamps';
import type { Database, Db } from '../store/schema';
import type { StoreDatabase } from '../store/store-database';
import { addLead, releaseLead } from '../store/tables/leads-table';
import { enqueue } from '../store/tables/outbox-table';
import { addSubscriber, releaseSubscriber } from '../store/tables/subscribers-table';
import { arriveBatch } from './batch-arrival';
import { joinLead } from './join-lead';
import { newLeadValues } from './lead-values';
import { deliveryCalls } from '../delivery/delivery-calls';

// A record's arrival and release: stored, its outbox items queued and a genuine lead's owner
// assigned, in one transaction (docs/architecture.md#a-leads-way). Above the store, which keeps
// the database work (store/kysely-store.ts), since it asks the outbox, the alerts, the ad
// platforms and the assignment what to queue and whom to give the lead.

/**
 * `deadlineMs`: a new lead's first-contact deadline, in its owner's working time
 * (lib/server/assignment); `now`: the store's clock (a simulation's week runs on its own).
 */
export type StoreOptions = { deadlineMs: number; now?: () => Date; deliveryDelayMs?: number };

export const DEFAULT_DEADLINE_MS = 5 * 60_000;

/** Many leads' arrival at once (batch-arrival.ts), beside the one lead's of LeadStore. */
export type BatchStore = {
  /**
   * Commits many leads in one transaction, all or none (an imported sheet's rows), each as
   * insertLead would in their order. `claim` runs first in the same transaction: when it answers
   * false (the sheet was imported before), nothing is stored and null comes back.
   */
  insertLeads(
    leads: readonly NewLead[],
    claim: (trx: Db) => Promise<boolean>,
  ): Promise<InsertResult[] | null>;
};

export function kyselyStore(
  database: StoreDatabase,
  destinations: readonly Destination[],
  { deadlineMs, now = () => new Date(), deliveryDelayMs = 0 }: StoreOptions = {
    deadlineMs: DEFAULT_DEADLINE_MS,
  },
): LeadStore & BatchStore {
  const { exclusive } = database;
  const db = database.db.withPlugin(isoTimestamps);
  const transaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    exclusive(() => db.transaction().execute(work));
  const writeTransaction = <T>(work: (trx: Db) => Promise<T>) =>
    readWriteTransaction(database, work);

  /** A genuine lead's owner, given as it is stored or released (lib/server/assignment). */
  const assigned = async (trx: Db, lead: Parameters<typeof assignNewLead>[2], at: Date) => {
    const assignment = await assignNewLead(trx, database, lead, at.getTime(), deadlineMs);
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
    ...kyselyRecords(database),
    async insertLead(lead) {
      const columns = leadRow(lead);
      const keys = personKeys(columns);
      const arrived = now();
      const received_at = arrived.toISOString();
      return writeTransaction(async (trx): Promise<InsertResult> => {
        await database.lock(trx, { persons: [keys], idempotencyKey: lead.idempotency_key });
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
        const id = await addLead(trx, { ...newLeadValues(columns), ...keys, received_at });
        if (lead.suspected_reason === null) {
          await enqueue(trx, 'lead', id, [
            ...(await adPlatformsChecked(
              trx,
              id,
              leadCalls({ ...columns, id, received_at }, destinations),
            )),
            ...(await deliveryCalls(trx, columns, destinations, deliveryDelayMs)),
          ]);
          await assigned(trx, { ...columns, id }, arrived);
        }
        return { stored: true, id };
      });
    },
    async insertLeads(leads, claim) {
      const arrived = now();
      return writeTransaction(async (trx) =>
        (await claim(trx))
          ? arriveBatch(trx, leads, {
              lock: database.lock,
              destinations,
              arrived,
              deadlineMs,
              deliveryDelayMs,
            })
          : null,
      );
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
          await enqueue(
            trx,
            'lead',
            id,
            await deliveryCalls(trx, lead, destinations, deliveryDelayMs),
          );
          if (lead.owner_id === null) await assigned(trx, lead, now());
        }
        return 'released';
      });
    },
  };
}
