import 'server-only';
import webpush from 'web-push';
import { logEvent } from '../http/http';
import { isPushServiceEndpoint, type EndpointRules } from './push-endpoints';
import type { PushSubscriptions, StoredSubscription } from './push-subscriptions';
import type { PushMessage } from './owner-notice';
import type { VapidKeys } from './vapid-keys';

// One push to each of an operator's browsers, through their push services (RFC 8030): web-push
// encrypts the message for the browser's keys and signs the request with our VAPID key (RFC 8291,
// 8292); fetch sends it, within the outbox's timeout, following no redirect (a push service
// answers 201; anything else is a failure, never a hop to another address). Only to a push
// service's address (push-endpoints.ts): a subscription whose endpoint is not one, or that its
// push service no longer knows (404, 410: the browser unsubscribed, or its user cleared the site's
// data), is deleted. One operator's devices are sent to a few at a time.

export type PushOptions = {
  vapid: VapidKeys;
  ttlSeconds: number;
  timeoutMs: number;
} & EndpointRules;

/** Pushes to one operator's devices in flight at once. */
export const PUSHES_AT_ONCE = 3;

export type PushOutcome = {
  /** Browsers whose push service took the push (201). */
  accepted: number;
  /** Subscriptions deleted as gone. */
  removed: number;
  /** Why each of the others failed: a status or an error code, never the service's own words. */
  failed: string[];
};

/** What came of a push to an operator's devices, as the outbox and the access log say it. */
export const describePush = (pushed: PushOutcome & { total: number }) =>
  `pushed to ${pushed.accepted} of ${pushed.total} devices${
    pushed.removed ? `, ${pushed.removed} gone and removed` : ''
  }${pushed.failed.length ? `, failed: ${pushed.failed.join(', ')}` : ''}`;

/** POSTs one push; the push service's status. */
async function sendOne(
  subscription: { endpoint: string; p256dh: string; auth: string },
  message: PushMessage,
  { vapid, ttlSeconds, timeoutMs }: PushOptions,
) {
  const request = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(message),
    {
      vapidDetails: vapid,
      TTL: ttlSeconds,
      urgency: 'high',
      contentEncoding: webpush.supportedContentEncodings.AES_128_GCM,
    },
  );
  // fetch counts the body itself.
  const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>;
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers,
    body: new Uint8Array(request.body as Buffer),
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'manual',
  });
  await response.body?.cancel();
  return response.status;
}

/** Runs `work` on each item, at most `limit` at once. */
export async function atMostAtOnce<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Pushes `message` to each of the operator's subscriptions, PUSHES_AT_ONCE at a time. */
export async function pushToOperator(
  subscriptions: PushSubscriptions,
  operatorId: string,
  message: PushMessage,
  options: PushOptions,
): Promise<PushOutcome & { total: number }> {
  const stored = await subscriptions.of(operatorId);
  const outcome: PushOutcome = { accepted: 0, removed: 0, failed: [] };
  const forget = async (subscription: StoredSubscription, why: string | number) => {
    await subscriptions.remove(subscription.id);
    outcome.removed += 1;
    logEvent('info', 'push_subscription_gone', {
      operator_id: operatorId,
      subscription_id: subscription.id,
      status: why,
    });
  };
  await atMostAtOnce(stored, PUSHES_AT_ONCE, async (subscription) => {
    // Saved before the push services were the only addresses taken, or under another setting.
    if (!isPushServiceEndpoint(subscription.endpoint, options))
      return forget(subscription, 'not a push service');
    try {
      const status = await sendOne(subscription, message, options);
      if (status >= 200 && status < 300) outcome.accepted += 1;
      else if (status === 404 || status === 410) await forget(subscription, status);
      else outcome.failed.push(`push ${status}`);
    } catch (error) {
      const err = error as Error & { cause?: { code?: string } };
      outcome.failed.push(err.name === 'TimeoutError' ? 'timeout' : (err.cause?.code ?? err.name));
    }
  });
  return { ...outcome, total: stored.length };
}
