'use server';

import 'server-only';
import * as z from 'zod/mini';
import { notificationsCopy } from '@/content/inbox-push';
import { notificationsPath } from '@/lib/inbox/inbox-paths';
import { subscriptionFields, type SubscriptionFields } from '@/lib/push/push-fields';
import type { TestPushState } from '@/lib/push/push-states';
import { describePush } from '../push/web-push-send';
import { operatorAction } from './operator-guard';

// An operator's notifications (docs/operations.md#push-to-the-owners-phone), for any operator,
// about their own devices: the browser's push subscription, saved when they turn notifications on
// and again on each inbox visit (components/push), so a changed endpoint replaces the one before;
// and the Notifications page's test button, a push to each of their devices sent at once so the
// page says how many took it (a lead's notice goes through the outbox: lib/server/push).

/** What the inbox's script hears back: how many of the operator's devices are saved, or not. */
export type SavedSubscription = { devices: number } | { error: string };

const notSaved = (): SavedSubscription => ({ error: notificationsCopy.failed });

export const savePushSubscription = operatorAction<SubscriptionFields, SavedSubscription>(
  {
    name: 'push-subscribe',
    schema: subscriptionFields,
    page: () => notificationsPath,
    invalid: notSaved,
    unavailable: notSaved,
  },
  async ({ endpoint, p256dh, auth, previous = null }, { ctx, operator, log }) => {
    await ctx.push.save(operator.id, { endpoint, p256dh, auth }, previous);
    const devices = await ctx.push.count(operator.id);
    await log({
      action: 'push-subscribed',
      record: notificationsPath,
      // The push service, not the endpoint: the endpoint is the browser's address for pushes.
      detail: `a browser at ${new URL(endpoint).host}; ${devices} in all`,
    });
    return { devices };
  },
);

const failed = (): TestPushState => ({ ok: false, message: notificationsCopy.testFailed });

export const sendTestPush = operatorAction<Record<string, never>, TestPushState>(
  {
    name: 'test-push',
    schema: z.object({}),
    page: () => notificationsPath,
    invalid: failed,
    unavailable: failed,
  },
  async (_input, { ctx, operator, log }) => {
    const sent = await ctx.push.test(operator.id);
    if (!sent) return { ok: false, message: notificationsCopy.notSetUp };
    await log({
      action: 'push-tested',
      record: notificationsPath,
      detail: describePush(sent),
    });
    if (sent.accepted) return { ok: true, message: notificationsCopy.testSent(sent.accepted) };
    return sent.failed.length ? failed() : { ok: false, message: notificationsCopy.testNone };
  },
);
