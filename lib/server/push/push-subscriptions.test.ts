/** @jest-environment node */
import { addOperators } from '@/test-support/operators';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { MAX_DEVICES, pushSubscriptions, type PushSubscriptions } from './push-subscriptions';

// The browsers each operator turned notifications on in (migration 028), saved again on each
// inbox visit.

const browser = (n: number, keys = 'k') => ({
  endpoint: `https://push.example/send/${n}`,
  p256dh: `${keys}-p256dh-${n}`,
  auth: `${keys}-auth-${n}`,
});

describe.each(ENGINES)('%s push subscriptions', (engine) => {
  const store = withStore(engine);
  const db = () => store().database.db;
  let subscriptions: PushSubscriptions;

  beforeEach(async () => {
    await addOperators(db(), [
      { id: 'op-a', name: 'Asha' },
      { id: 'op-b', name: 'Bela' },
    ]);
    subscriptions = pushSubscriptions(store().database);
  });

  const rows = () =>
    db()
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

  it('says whether a save changed anything: a visit re-syncing the same browser does not', async () => {
    const unchanged = { changed: false, replaced: 0 };
    const changed = { changed: true, replaced: 0 };
    expect(await subscriptions.save('op-a', browser(1))).toEqual(changed);
    expect(await subscriptions.save('op-a', browser(1))).toEqual(unchanged);
    expect(await subscriptions.save('op-a', browser(1, 'new'))).toEqual(changed);
    expect(await subscriptions.save('op-b', browser(1, 'new'))).toEqual(changed);
    // Its push service gave it a new endpoint: the old one goes, the new one comes.
    expect(await subscriptions.save('op-b', browser(2), browser(1).endpoint)).toEqual(changed);
    expect(await subscriptions.save('op-b', browser(2), browser(1).endpoint)).toEqual(unchanged);
  });

  it(`keeps at most ${MAX_DEVICES} devices an operator: a new one replaces the one seen least recently`, async () => {
    for (let n = 1; n <= MAX_DEVICES; n++) await subscriptions.save('op-a', browser(n));
    await subscriptions.save('op-b', browser(99));
    // Seen at distinct times, device 1 longest ago; then device 1 is used again (a visit).
    for (let n = 1; n <= MAX_DEVICES; n++)
      await db()
        .updateTable('push_subscriptions')
        .set({ last_seen_at: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString() })
        .where('endpoint', '=', browser(n).endpoint)
        .execute();
    await subscriptions.save('op-a', browser(1));
    expect(await subscriptions.save('op-a', browser(11))).toEqual({ changed: true, replaced: 1 });
    const endpointsOf = async (id: string) =>
      (await subscriptions.of(id)).map((row) => row.endpoint);
    expect(await endpointsOf('op-a')).toEqual(
      [1, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => browser(n).endpoint),
    );
    // Another operator's devices are theirs to count.
    expect(await endpointsOf('op-b')).toEqual([browser(99).endpoint]);
    // Ten saved at once cannot pass the cap either.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => subscriptions.save('op-a', browser(20 + i))),
    );
    expect(await endpointsOf('op-a')).toHaveLength(MAX_DEVICES);
  });

  it('forgets the browser an operator turned off or signed out of, only if it is theirs', async () => {
    await subscriptions.save('op-a', browser(1));
    await subscriptions.save('op-b', browser(2));
    expect(await subscriptions.removeEndpoint('op-a', browser(2).endpoint)).toBe(false);
    expect(await subscriptions.removeEndpoint('op-a', browser(1).endpoint)).toBe(true);
    expect((await rows()).map((row) => row.endpoint)).toEqual([browser(2).endpoint]);
  });

  it('forgets a subscription, and an operator removed for good takes theirs along', async () => {
    await subscriptions.save('op-a', browser(1));
    await subscriptions.save('op-b', browser(2));
    const [first] = await subscriptions.of('op-a');
    await subscriptions.remove(first.id);
    expect(await subscriptions.of('op-a')).toEqual([]);
    await db().deleteFrom('operator').where('id', '=', 'op-b').execute();
    expect(await rows()).toEqual([]);
  });
});
