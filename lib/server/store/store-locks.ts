import 'server-only';
import { sql } from 'kysely';
import type { PersonKeys } from './repeat-enquiry';
import type { Db, Engine } from './schema';

// The advisory locks of a write transaction, in the one order every transaction takes them
// (docs/architecture.md#engine-and-locks-behind-the-store). SQLite needs none: its write
// transaction holds the database's one write lock from its start (kysely-store.ts). PostgreSQL
// locks rows, not the absence of a row, so transaction-scoped advisory locks make two writers of
// one person, rotation or retention run wait for each other; taken in one order, no two can wait
// on each other crosswise.

/** What a transaction locks, each kind in the order of this list. */
export type LockRequest =
  /** One instance's retention run at a time. */
  | { retention: true }
  /** Every arrival, merge and erasure held off (an imported sheet's thousands of people). */
  | { allArrivals: true }
  /** These people's enquiries and this idempotency key's requests, under the arrivals' lock shared. */
  | { persons: PersonKeys[]; idempotencyKey?: string | null }
  /** Every assignment after the one before it: one rotation, a lead's deadline acted on once. */
  | { assignment: true };

const RANKS = ['retention', 'allArrivals', 'persons', 'assignment'] as const;
type Kind = (typeof RANKS)[number];

const kindOf = (request: LockRequest): Kind => RANKS.find((kind) => kind in request)!;

/** The arrivals' lock: shared by every person's lock, taken alone by a sheet's import. */
const ARRIVALS = 'lead-arrivals';

/** The locks taken alone, by name. */
const EXCLUSIVE: Record<Exclude<Kind, 'persons'>, string> = {
  retention: 'lead-retention',
  allArrivals: ARRIVALS,
  assignment: 'lead-assignment',
};

/** The names of a person's locks, as every writer of that person names them. */
const personNames = ({ phone_key, email_key }: PersonKeys) => [
  phone_key && `person-phone:${phone_key}`,
  email_key && `person-email:${email_key}`,
];

/**
 * The persons' locks, sorted, under the arrivals' lock shared, in one statement: a set-returning
 * scan yields its rows in order, and the sort by ordinality keeps them.
 */
async function lockPersons(trx: Db, names: string[]) {
  const sorted = [...new Set(names)].sort();
  if (!sorted.length) return;
  await sql`select count(*) from (
      select case when lock.position = 1
        then pg_advisory_xact_lock_shared(hashtextextended(lock.name, 0))
        else pg_advisory_xact_lock(hashtextextended(lock.name, 0)) end
      from unnest(cast(${[ARRIVALS, ...sorted]} as text[])) with ordinality as lock(name, position)
      order by lock.position
    ) as taken`.execute(trx);
}

const exclusiveLock = (trx: Db, name: string) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);

/**
 * The store's `lock(trx, request)`. The order is enforced on both engines, so a test on SQLite
 * fails too when a transaction asks for a lock after one that comes later in the order.
 */
export function storeLocks(engine: Engine) {
  const taken = new WeakMap<Db, number>();
  return async function lock(trx: Db, request: LockRequest) {
    const kind = kindOf(request);
    const rank = RANKS.indexOf(kind);
    const last = taken.get(trx) ?? -1;
    if (rank <= last)
      throw new Error(`lock order: ${kind} asked after ${RANKS[last]} in one transaction`);
    taken.set(trx, rank);
    if (engine !== 'postgres') return;
    if ('persons' in request) {
      await lockPersons(trx, [
        ...request.persons.flatMap(personNames).filter((name): name is string => Boolean(name)),
        ...(request.idempotencyKey != null ? [`idempotency-key:${request.idempotencyKey}`] : []),
      ]);
      return;
    }
    await exclusiveLock(trx, EXCLUSIVE[kind as Exclude<Kind, 'persons'>]);
  };
}

export type StoreLock = ReturnType<typeof storeLocks>;
