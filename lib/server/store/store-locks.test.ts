/** @jest-environment node */
// The store's locks (store-locks.ts), on both engines: a transaction that asks for a lock after a
// later one in the order is refused and writes nothing; on PostgreSQL, two writers of one person
// wait for each other, two of different persons do not, and a sheet's import holds off both.
import { sql } from 'kysely';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { readWriteTransaction } from './kysely-store';
import type { Db } from './schema';
import type { LockRequest } from './store-locks';

const asha = { phone_key: '9876543210', email_key: 'asha@example.com' };
const rohan = { phone_key: '9812345678', email_key: null };

describe.each(ENGINES)('%s: the store’s locks', (engine) => {
  const store = withStore(engine);

  const secrets = async () =>
    (await store().database.db.selectFrom('server_secrets').select('name').execute()).map(
      (row) => row.name,
    );

  it('refuses a lock asked after a later one, and the transaction writes nothing', async () => {
    const { database } = store();
    await expect(
      readWriteTransaction(database, async (trx) => {
        await database.lock(trx, { assignment: true });
        await trx.insertInto('server_secrets').values({ name: 'written', value: 'x' }).execute();
        await database.lock(trx, { persons: [asha] });
      }),
    ).rejects.toThrow('lock order: persons asked after assignment in one transaction');
    expect(await secrets()).toEqual([]);
  });

  it('takes every kind once, in the order, in one transaction', async () => {
    const { database } = store();
    await readWriteTransaction(database, async (trx) => {
      await database.lock(trx, { retention: true });
      await database.lock(trx, { persons: [asha, rohan], idempotencyKey: 'key-1' });
      await database.lock(trx, { assignment: true });
      await trx.insertInto('server_secrets').values({ name: 'written', value: 'x' }).execute();
    });
    expect(await secrets()).toEqual(['written']);
  });

  if (engine !== 'postgres') return;

  /** Holds `first` in a transaction until released; the returned promise settles when it has. */
  const holding = (first: LockRequest) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const taken = new Promise<void>((resolve) => (held = resolve));
    const { database } = store();
    const done = readWriteTransaction(database, async (trx) => {
      await database.lock(trx, first);
      held();
      await released;
    });
    return { taken, release, done };
  };

  /** How many advisory locks a transaction of this test's database waits for, now (pg_locks
   * lists every database's: the other test files' run beside it). */
  const waiting = async (trx: Db) =>
    Number(
      (
        await sql<{
          count: string;
        }>`select count(*) from pg_locks where locktype = 'advisory' and not granted
            and database = (select oid from pg_database where datname = current_database())`.execute(
          trx,
        )
      ).rows[0].count,
    );

  /** Whether `second` waits behind `first` (asked for in a transaction of its own). */
  const waitsBehind = async (first: LockRequest, second: LockRequest) => {
    const { database } = store();
    const one = holding(first);
    await one.taken;
    let secondTaken = false;
    const two = readWriteTransaction(database, async (trx) => {
      await database.lock(trx, second);
      secondTaken = true;
    });
    // The second is either waiting (PostgreSQL lists it) or done: poll the lock table, not a clock.
    let waits = false;
    for (;;) {
      if (secondTaken) break;
      if ((await waiting(database.db)) > 0) {
        waits = true;
        break;
      }
    }
    one.release();
    await Promise.all([one.done, two]);
    return waits;
  };

  it('makes a second writer of one person wait, and not a writer of another', async () => {
    expect(
      await waitsBehind({ persons: [asha] }, { persons: [{ ...asha, phone_key: null }] }),
    ).toBe(true);
    expect(await waitsBehind({ persons: [asha] }, { persons: [rohan] })).toBe(false);
  });

  it('holds every person’s writer off while a sheet is imported, and assignments one by one', async () => {
    expect(await waitsBehind({ allArrivals: true }, { persons: [rohan] })).toBe(true);
    expect(await waitsBehind({ assignment: true }, { assignment: true })).toBe(true);
    expect(await waitsBehind({ retention: true }, { retention: true })).toBe(true);
  });
});
