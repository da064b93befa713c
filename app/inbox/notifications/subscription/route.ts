import * as z from 'zod/mini';
import { notificationsPath } from '@/lib/inbox/inbox-paths';
import { subscriptionFields } from '@/lib/push/push-fields';
import { operatorRoute } from '@/lib/server/inbox-entries/operator-guard';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * Saves this browser's push subscription as the signed-in operator's (components/push): posted
 * when they turn notifications on and again on each inbox visit, so a changed endpoint replaces
 * the one before. Form data, as the inbox's posts are; answered in JSON, as a script reads it.
 */
export const POST = operatorRoute(
  { lead: ['work'] },
  async (request, { ctx, operator, log }) => {
    const form = await request.formData().catch(() => null);
    const parsed = z.safeParse(
      subscriptionFields,
      form ? Object.fromEntries([...form].filter(([, value]) => typeof value === 'string')) : {},
    );
    if (!parsed.success)
      return Response.json(
        { error: 'That is not a push subscription.' },
        { status: 400, headers: PRIVATE },
      );
    const { endpoint, p256dh, auth, previous = null } = parsed.data;
    await ctx.push.save(operator.id, { endpoint, p256dh, auth }, previous);
    const devices = await ctx.push.count(operator.id);
    await log({
      action: 'push-subscribed',
      record: notificationsPath,
      // The push service, not the endpoint: the endpoint is the browser's address for pushes.
      detail: `a browser at ${new URL(endpoint).host}; ${devices} in all`,
    });
    return Response.json({ devices }, { headers: PRIVATE });
  },
  { answer: 'json' },
);
