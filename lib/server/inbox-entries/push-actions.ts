'use server';

import 'server-only';
import * as z from 'zod/mini';
import { notificationsCopy } from '@/content/inbox-push';
import { notificationsPath } from '@/lib/inbox/inbox-paths';
import {
  endpointFields,
  subscriptionFields,
  type EndpointFields,
  type SubscriptionFields,
} from '@/lib/push/push-fields';
import type { ActionState } from '@/lib/inbox/action-state';
import { MAX_DEVICES } from '../push/push-subscriptions';
import { TESTS_A_MINUTE } from '../push/push-service';
import { describePush } from '../push/web-push-send';
import { operatorAction } from './operator-guard';
import { forgetBrowser, serviceOf } from './push-browsers';

// An operator's notifications (docs/operations.md#push-to-the-owners-phone), for any operator,
// about their own devices: the browser's push subscription, saved when they turn notifications on
// and again on each inbox visit (components/push), so a changed endpoint replaces the one before,
// logged only when it changed; turned off from the Notifications page (or by signing out); and
// the page's test button, a push to each of their devices sent at once so the page says how many
// took it, a few a minute (a lead's notice goes through the outbox: lib/server/push).

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
  async ({ endpoint, p256dh, auth, previous = null }, { account, log }) => {
    const saved = await account.push.save({ endpoint, p256dh, auth }, previous);
    if (saved.refused) {
      await log({
        action: 'access-refused',
        record: notificationsPath,
        detail: `push-subscribe: ${serviceOf(endpoint)} is not a push service`,
      });
      return notSaved();
    }
    // Each inbox visit saves the browser again: a row only for a new or changed one.
    if (saved.changed)
      await log({
        action: 'push-subscribed',
        record: notificationsPath,
        detail: `a browser at ${serviceOf(endpoint)}; ${saved.devices} in all${
          saved.replaced ? `; replaced the device seen least recently (at most ${MAX_DEVICES})` : ''
        }`,
      });
    return { devices: saved.devices };
  },
);

/** What the Notifications page's "Turn off" hears back. */
export type TurnedOff = { ok: true } | { error: string };

const notOff = (): TurnedOff => ({ error: notificationsCopy.offFailed });

export const turnOffPush = operatorAction<EndpointFields, TurnedOff>(
  {
    name: 'push-unsubscribe',
    schema: endpointFields,
    page: () => notificationsPath,
    invalid: notOff,
    unavailable: notOff,
  },
  async ({ endpoint }, call) => {
    await forgetBrowser(endpoint, call, 'turned off');
    return { ok: true };
  },
);

const failed = (): ActionState => ({ ok: false, message: notificationsCopy.testFailed });

export const sendTestPush = operatorAction<Record<string, never>, ActionState>(
  {
    name: 'test-push',
    schema: z.object({}),
    page: () => notificationsPath,
    invalid: failed,
    unavailable: failed,
  },
  async (_input, { account, log }) => {
    const sent = await account.push.test();
    if (!sent) return { ok: false, message: notificationsCopy.notSetUp };
    if ('waitSeconds' in sent) {
      await log({
        action: 'push-tested',
        record: notificationsPath,
        detail: `refused: more than ${TESTS_A_MINUTE} a minute`,
      });
      return {
        ok: false,
        message: notificationsCopy.testTooMany(TESTS_A_MINUTE, sent.waitSeconds),
      };
    }
    await log({ action: 'push-tested', record: notificationsPath, detail: describePush(sent) });
    if (sent.accepted) return { ok: true, message: notificationsCopy.testSent(sent.accepted) };
    // One answer for every failure (gone, refused, unreachable): how each failed is the log's.
    return sent.total ? failed() : { ok: false, message: notificationsCopy.testNone };
  },
);
