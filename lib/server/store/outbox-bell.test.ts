/** @jest-environment node */
// The outbox's bell (outbox-bell.ts), on both engines: a write that queued outbox items rings once
// it has committed (the item is there for the forwarder's claim when it rings), a write that
// failed or queued nothing rings nothing, and a lead stored through the store's own service rings
// with no entry waking anything.
import { sampleAdmission, newPerson } from '@/test-support/sample-lead';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { enqueue } from './tables/outbox-table';

describe.each(ENGINES)('%s: the outbox bell', (engine) => {
  const store = withStore(engine, { LEAD_ALERT_WEBHOOK_URL: 'http://127.0.0.1:9/alerts' });
  const db = () => store().database.db;
  /** The outbox items the store held each time the bell rang. */
  let heard: Promise<number>[];

  const items = async () =>
    Number(
      (
        await db()
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  beforeEach(async () => {
    heard = [];
    store().database.onQueued(() => heard.push(items()));
  });

  const write = (queue: boolean, fail = false) =>
    store().database.exclusive(() =>
      db()
        .transaction()
        .execute(async (trx) => {
          if (queue)
            await enqueue(trx, 'lead', 1, [
              { destination: 'webhook', path: '/alerts', payload: '{}' },
            ]);
          if (fail) throw new Error('refused after queueing');
        }),
    );

  it('rings after a write that queued items has committed, and only then', async () => {
    await write(false);
    expect(heard).toHaveLength(0);
    await expect(write(true, true)).rejects.toThrow('refused after queueing');
    expect(heard).toHaveLength(0);
    await write(true);
    expect(heard).toHaveLength(1);
    // The listener's own read, made as it rang, already sees the committed item.
    expect(await heard[0]).toBe(1);
  });

  it("rings for a lead stored through the store's service", async () => {
    const stored = await store().insertLead(sampleAdmission(newPerson()));
    expect(stored.stored).toBe(true);
    expect(heard).toHaveLength(1);
    expect(await heard[0]).toBeGreaterThan(0);
  });
});
