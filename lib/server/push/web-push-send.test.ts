/** @jest-environment node */
import webpush from 'web-push';
import {
  startFakePushService,
  type BrowserSubscription,
  type FakePushService,
} from '@/scripts/test/fake-push-service.mjs';
import { addOperators } from '@/test-support/operators';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { until } from '@/test-support/until';
import { pushSubscriptions, type PushSubscriptions } from './push-subscriptions';
import { PUSHES_AT_ONCE, pushToOperator, type PushOptions } from './web-push-send';

// Where a push goes, and how many at once (web-push-send.ts): only to the push services'
// addresses, never along a redirect, a few of one operator's devices at a time. Two fake push
// services on loopback stand in for a push service and for an address of the server's network.

const VAPID = webpush.generateVAPIDKeys();
const options: PushOptions = {
  vapid: { ...VAPID, subject: 'mailto:ops@agency.in' },
  ttlSeconds: 60,
  timeoutMs: 5000,
  loopback: true,
};
const message = { title: 'Test notification', body: 'Hello', url: '/inbox', tag: 'test' };

describe.each(ENGINES)('%s pushes to an operator', (engine) => {
  const store = withStore(engine);
  let subscriptions: PushSubscriptions;
  let push: FakePushService;
  let inside: FakePushService;

  beforeEach(async () => {
    await addOperators(store().database.db, [{ id: 'op-a', name: 'Asha' }]);
    subscriptions = pushSubscriptions(store().database);
    push = await startFakePushService();
    inside = await startFakePushService();
  });
  afterEach(async () => {
    await push.close();
    await inside.close();
  });

  const subscribe = (browser: BrowserSubscription) =>
    subscriptions.save('op-a', { endpoint: browser.endpoint, ...browser.keys });
  const endpoints = async () => (await subscriptions.of('op-a')).map((row) => row.endpoint);

  it('follows no redirect: a push service answering 307 is a failure, and the address it names hears nothing', async () => {
    const phone = push.subscription();
    await subscribe(phone);
    const target = inside.subscription();
    push.redirect(phone.endpoint, target.endpoint);
    const outcome = await pushToOperator(subscriptions, 'op-a', message, options);
    expect(outcome).toEqual({ accepted: 0, removed: 0, failed: ['push 307'], total: 1 });
    expect(push.state.refused.map((got) => got.problem)).toEqual(['redirected']);
    expect(inside.state.pushes).toEqual([]);
    expect(inside.state.refused).toEqual([]);
    // Not gone: the push service may take it on a retry.
    expect(await endpoints()).toEqual([phone.endpoint]);
  });

  it('sends nothing to an address that is no push service, and forgets it', async () => {
    const phone = push.subscription();
    await subscribe(phone);
    // Saved while the tests' loopback was allowed: without it, 127.0.0.1 is refused.
    const outcome = await pushToOperator(subscriptions, 'op-a', message, {
      ...options,
      loopback: false,
    });
    expect(outcome).toEqual({ accepted: 0, removed: 1, failed: [], total: 1 });
    expect(push.state.pushes).toEqual([]);
    expect(push.state.refused).toEqual([]);
    expect(await endpoints()).toEqual([]);
  });

  it(`sends to one operator's devices ${PUSHES_AT_ONCE} at a time, not all at once`, async () => {
    const phones = Array.from({ length: 10 }, () => push.subscription());
    for (const phone of phones) await subscribe(phone);
    push.hold();
    const sending = pushToOperator(subscriptions, 'op-a', message, options);
    // Each push waits until this test answers it: the sender must keep the others back meanwhile.
    for (let answered = 0; answered < phones.length; answered++) {
      const waiting = Math.min(PUSHES_AT_ONCE, phones.length - answered);
      await until(() => push.heldCount() >= waiting, `${waiting} pushes in flight`);
      push.release();
    }
    expect(await sending).toEqual({ accepted: 10, removed: 0, failed: [], total: 10 });
    expect(push.state.mostHeld).toBe(PUSHES_AT_ONCE);
    expect(new Set(push.state.pushes.map((got) => got.path)).size).toBe(10);
  });
});
