/** @jest-environment node */
import { addOperators } from '@/test-support/operators';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { openStore, type OpenedStore } from '../arrival/open-store';
import { serverConfig } from '../server-config';
import { pushSubscriptions, type PushSubscriptions } from './push-subscriptions';

// The browsers each operator turned notifications on in (migration 028), saved again on each
// inbox visit.

const browser = (n: number, keys = 'k') => ({
  endpoint: `https://push.example/send/${n}`,
  p256dh: `${keys}-p256dh-${n}`,
  auth: `${keys}-auth-${n}`,
});

describe.each(ENGINES)('%s push subscriptions', (engine) => {
  let database: TestDatabase;
  let store: OpenedStore;
  let subscriptions: PushSubscriptions;

  beforeEach(async () => {
    database = await freshDatabase(engine);
    store = await openStore(serverConfig(database.env));
    await addOperators(store.database.db, [
      { id: 'op-a', name: 'Asha' },
      { id: 'op-b', name: 'Bela' },
    ]);
    subscriptions = pushSubscriptions(store.database);
  });
  afterEach(async () => {
    await store.close();
    await database.drop();
  });

  const rows = () =>
    store.database.db
      .selectFrom('push_subscriptions')
      .select(['operator_id', 'endpoint', 'p256dh', 'auth'])
      .orderBy('id')
      .execute();

  it("keeps each browser once, by endpoint, as the operator's who saved it last", async () => {
    await subscriptions.save('op-a', browser(1));
    await subscriptions.save('op-a', browser(2));
    // The same browser saved again (each visit): its keys renewed, still one row.
    await subscriptions.save('op-a', browser(1, 'new'));
    expect(await rows()).toEqual([
      { operator_id: 'op-a', ...browser(1, 'new') },
      { operator_id: 'op-a', ...browser(2) },
    ]);
    // Another operator signs in on browser 2: it notifies them from now on, not Asha.
    await subscriptions.save('op-b', browser(2));
    expect((await subscriptions.of('op-a')).map((row) => row.endpoint)).toEqual([
      browser(1).endpoint,
    ]);
    expect((await subscriptions.of('op-b')).map((row) => row.endpoint)).toEqual([
      browser(2).endpoint,
    ]);
  });

  it('replaces the endpoint a browser had with the one its push service gave it since', async () => {
    await subscriptions.save('op-a', browser(1));
    await subscriptions.save('op-b', browser(2));
    await subscriptions.save('op-a', browser(3), browser(1).endpoint);
    // Another operator's endpoint is not this browser's to replace.
    await subscriptions.save('op-a', browser(4), browser(2).endpoint);
    expect((await rows()).map((row) => row.endpoint)).toEqual(
      [2, 3, 4].map((n) => browser(n).endpoint),
    );
  });

  it('forgets a subscription, and an operator removed for good takes theirs along', async () => {
    await subscriptions.save('op-a', browser(1));
    await subscriptions.save('op-b', browser(2));
    const [first] = await subscriptions.of('op-a');
    await subscriptions.remove(first.id);
    expect(await subscriptions.of('op-a')).toEqual([]);
    await store.database.db.deleteFrom('operator').where('id', '=', 'op-b').execute();
    expect(await rows()).toEqual([]);
  });
});
