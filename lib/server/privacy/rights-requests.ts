import 'server-only';
import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import { rightsRequestDates } from '@/lib/privacy/rights-request-values';
import { isoTimestamps } from '../store/kysely-store';
import type { RightsRequestsTable } from '../store/schema';
import type { StoreDatabase } from '../store/store-database';

// The rights requests (migration 014) on either engine. Taking one never looks at the leads: the
// answer, and the time it takes, are the same whether or not the person is known.

export type NewRightsRequest = Omit<
  RightsRequestsTable,
  'id' | 'reference' | 'received_at' | 'due_at' | 'deadline_at'
>;

export type StoredRightsRequest = Selectable<RightsRequestsTable>;

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
    const row = await db
      .insertInto('rights_requests')
      .values({
        ...request,
        reference: newReference(),
        received_at: received.toISOString(),
        due_at: due.toISOString(),
        deadline_at: deadline.toISOString(),
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .returning(['reference', 'due_at'])
      .executeTakeFirst();
    if (row) return row;
    // The same post again: the receipt it was given the first time.
    return db
      .selectFrom('rights_requests')
      .select(['reference', 'due_at'])
      .where('idempotency_key', '=', request.idempotency_key)
      .executeTakeFirstOrThrow();
  }

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
  };
}

export type RightsRequests = ReturnType<typeof rightsRequests>;
