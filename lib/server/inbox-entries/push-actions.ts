'use server';

import 'server-only';
import * as z from 'zod/mini';
import { notificationsCopy } from '@/content/inbox-push';
import { notificationsPath } from '@/lib/inbox/inbox-paths';
import type { TestPushState } from '@/lib/push/push-states';
import { describePush } from '../push/web-push-send';
import { operatorAction } from './operator-guard';

// The Notifications page's test button: a push to each device of the operator who pressed it,
// sent at once so the page says how many took it (a lead's notice goes through the outbox:
// lib/server/push). Any operator may test their own devices.

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
