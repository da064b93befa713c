import 'server-only';
import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import { rightsRequestDates } from '@/lib/privacy/rights-request-values';
import { isoTimestamps } from '../store/iso-timestamps';
import type {
  RightsRequestContactChecks,
  RightsRequestHandlingColumns,
  RightsRequestsTable,
} from '../store/schema';
import type { StoreDatabase } from '../store/store-database';
import {
  insertRightsRequest,
  markRightsRequestAnswered,
} from '../store/tables/rights-requests-table';

// The rights requests (migration 014) on either engine. Taking one never looks at the leads: the
// answer, and the time it takes, are the same whether or not the person is known.

export type NewRightsRequest = Omit<
  RightsRequestsTable,
  'id' | 'reference' | 'received_at' | 'due_at' | 'deadline_at' | keyof RightsRequestHandlingColumns
>;

export type StoredRightsRequest = Selectable<RightsRequestsTable & RightsRequestContactChecks>;

/**
 * A request as the inbox shows it: with the names of the admins who marked it answered and who
 * verified its email and phone.
 */
export type InboxRightsRequest = StoredRightsRequest & {
  handler_name: string | null;
  email_verifier_name: string | null;
  phone_verifier_name: string | null;
};

/** What marking a request answered came to. */
export type AnswerResult = 'answered' | 'already_answered' | 'not_found';

/** What the person is told: the reference to quote, and when the answer is due. */
export type RightsReceipt = Pick<StoredRightsRequest, 'reference' | 'due_at'>;

// Crockford's base 32: no I, L, O or U to misread over the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A reference to quote, LW-XXXX-XXXX: 40 random bits, so one cannot guess another's. */
export function newReference() {
  const char = () => ALPHABET[randomInt(ALPHABET.length)];
  const group = () => Array.from({ length: 4 }, char).join('');
  return `LW-${group()}-${group()}`;
}

/** The same reference drawn twice: drawn again (a one in a trillion chance per pair). */
const referenceTaken = (error: unknown) =>
  /unique/i.test((error as Error).message) && /reference/.test((error as Error).message);

export function rightsRequests({ db: plain, exclusive }: StoreDatabase) {
  const db = plain.withPlugin(isoTimestamps);

  async function insert(request: NewRightsRequest, received: Date): Promise<RightsReceipt> {
    const { due, deadline } = rightsRequestDates(received);
    const row = await insertRightsRequest(db, {
      ...request,
      reference: newReference(),
      received_at: received.toISOString(),
      due_at: due.toISOString(),
      deadline_at: deadline.toISOString(),
    });
    if (row) return row;
    // The same post again: the receipt it was given the first time.
    return db
      .selectFrom('rights_requests')
      .select(['reference', 'due_at'])
      .where('idempotency_key', '=', request.idempotency_key)
      .executeTakeFirstOrThrow();
  }

  const withHandler = () =>
    db
      .selectFrom('rights_requests')
      .leftJoin('operator', 'operator.id', 'rights_requests.handled_by')
      .leftJoin(
        'operator as email_verifier',
        'email_verifier.id',
        'rights_requests.email_verified_by',
      )
      .leftJoin(
        'operator as phone_verifier',
        'phone_verifier.id',
        'rights_requests.phone_verified_by',
      )
      .selectAll('rights_requests')
      .select([
        'operator.name as handler_name',
        'email_verifier.name as email_verifier_name',
        'phone_verifier.name as phone_verifier_name',
      ]);

  return {
    /** Stores a request (a resent post once) and gives its receipt. */
    add(request: NewRightsRequest, received = new Date()): Promise<RightsReceipt> {
      return exclusive(async () => {
        for (let attempt = 1; ; attempt++) {
          try {
            return await insert(request, received);
          } catch (error) {
            if (attempt === 3 || !referenceTaken(error)) throw error;
          }
        }
      });
    },

    /** Every request, the soonest due first. */
    list(): Promise<StoredRightsRequest[]> {
      return db.selectFrom('rights_requests').selectAll().orderBy('due_at').orderBy('id').execute();
    },

    /**
     * The admins' list (/inbox/requests): the open ones first, the soonest due first (the overdue
     * at the top); then the answered ones, the last answered first.
     */
    inbox(): Promise<InboxRightsRequest[]> {
      return (
        withHandler()
          .orderBy((eb) =>
            eb.case().when('rights_requests.handled_at', 'is', null).then(0).else(1).end(),
          )
          // The open ones' handled_at are all null: they fall through to their due dates.
          .orderBy('rights_requests.handled_at', 'desc')
          .orderBy('rights_requests.due_at')
          .orderBy('rights_requests.id')
          .execute()
      );
    },

    /** One request by its reference (in any case) or its id; undefined when there is none. */
    find(key: string): Promise<InboxRightsRequest | undefined> {
      const id = /^\d{1,12}$/.test(key) ? Number(key) : null;
      const query = withHandler();
      return (
        id === null
          ? query.where('rights_requests.reference', '=', key.toUpperCase())
          : query.where('rights_requests.id', '=', id)
      ).executeTakeFirst();
    },

    /**
     * Marks a request answered by an admin, with what the person was told. Once: a request marked
     * answered keeps its first answer (a second admin, or the form posted again, changes nothing).
     */
    answer(
      id: number,
      { at, by, outcome }: { at: Date; by: string; outcome: string },
    ): Promise<AnswerResult> {
      return exclusive(async () => {
        if (await markRightsRequestAnswered(db, id, outcome, { at, by })) return 'answered';
        const found = await db
          .selectFrom('rights_requests')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        return found ? 'already_answered' : 'not_found';
      });
    },
  };
}

export type RightsRequests = ReturnType<typeof rightsRequests>;
