/** @jest-environment node */
import { sql, type InsertObject } from 'kysely';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { chunks, INSERT_CHUNK } from '../chunks';
import type { Database } from '../schema';
import { claimDue, dueItems } from './outbox-table';

const NOW = new Date('2026-12-07T12:00:00.000Z');
const EARLIER = '2026-12-07T11:00:00.000Z';
const LATER = '2026-12-07T13:00:00.000Z';
const WANTED = ['push', 'webhook'] as const;

/** An item of lead `id`, due an hour ago unless said otherwise. */
const item = (
  id: number,
  fields: Partial<InsertObject<Database, 'outbox'>> = {},
): InsertObject<Database, 'outbox'> => ({
  record_type: 'lead',
  record_id: id,
  destination: 'push',
  path: '/push',
  payload: '{}',
  next_attempt_at: EARLIER,
  created_at: EARLIER,
  ...fields,
});

describe.each(ENGINES)('%s outbox claim', (engine) => {
  const store = withStore(engine);

  // A year of leads: each counsellor's push withheld (no device), each webhook delivered.
  beforeEach(async () => {
    const { db } = store().database;
    const done = Array.from({ length: 6000 }, (_, i) =>
      i % 2
        ? item(i, { cancelled_at: EARLIER })
        : item(i, { destination: 'webhook', delivered_at: EARLIER }),
    );
    for (const rows of chunks(done, INSERT_CHUNK))
      await db.insertInto('outbox').values(rows).execute();
    await db
      .insertInto('outbox')
      .values([
        item(7001),
        item(7002, { next_attempt_at: LATER }),
        item(7003, { destination: 'university' }),
        item(7004, { locked_until: LATER }),
        item(7005, { destination: 'webhook' }),
      ])
      .execute();
    await sql`analyze outbox`.execute(db);
  });

  it('leases only the due items of the wanted destinations, by id', async () => {
    const claim = () =>
      claimDue(store().database.db, engine, {
        limit: 10,
        now: NOW,
        leaseUntil: new Date(LATER),
        wanted: WANTED,
      });
    const claimed = await claim();
    expect(claimed.map(({ record_id, destination }) => [record_id, destination])).toEqual([
      [7001, 'push'],
      [7005, 'webhook'],
    ]);
    expect(await claim()).toEqual([]);
  });

  it('finds them through the index of pending items, not by reading the delivered and withheld', async () => {
    const { db } = store().database;
    const { sql: text, parameters } = dueItems(db, engine, {
      limit: 10,
      now: NOW,
      wanted: WANTED,
    }).compile();
    const plan =
      engine === 'postgres'
        ? JSON.stringify(
            (await store().database.pool!.query(`explain (format json) ${text}`, [...parameters]))
              .rows,
          )
        : store()
            .database.sqlite!.prepare(`explain query plan ${text}`)
            .all(...parameters)
            .map((row) => (row as { detail: string }).detail)
            .join('\n');
    expect(plan).toContain('outbox_pending');
    expect(plan).not.toContain('outbox_pkey');
  });
});
