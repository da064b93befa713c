import 'server-only';
import webpush from 'web-push';
import { logEvent } from '../http/http';
import type { PushSubscriptions } from './push-subscriptions';
import type { PushMessage } from './owner-notice';
import type { VapidKeys } from './vapid-keys';

// One push to each of an operator's browsers, through their push services (RFC 8030): web-push
// encrypts the message for the browser's keys and signs the request with our VAPID key (RFC 8291,
// 8292); fetch sends it, within the outbox's timeout. A subscription its push service no longer
// knows (404, 410) is deleted: the browser unsubscribed, or its user cleared the site's data.

export type PushOptions = { vapid: VapidKeys; ttlSeconds: number; timeoutMs: number };

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
  });
  await response.body?.cancel();
  return response.status;
}

/** Pushes `message` to each of the operator's subscriptions, at once. */
export async function pushToOperator(
  subscriptions: PushSubscriptions,
  operatorId: string,
  message: PushMessage,
  options: PushOptions,
): Promise<PushOutcome & { total: number }> {
  const stored = await subscriptions.of(operatorId);
  const outcome: PushOutcome = { accepted: 0, removed: 0, failed: [] };
  await Promise.all(
    stored.map(async (subscription) => {
      try {
        const status = await sendOne(subscription, message, options);
        if (status >= 200 && status < 300) outcome.accepted += 1;
        else if (status === 404 || status === 410) {
          await subscriptions.remove(subscription.id);
          outcome.removed += 1;
          logEvent('info', 'push_subscription_gone', {
            operator_id: operatorId,
            subscription_id: subscription.id,
            status,
          });
        } else outcome.failed.push(`push ${status}`);
      } catch (error) {
        const err = error as Error & { cause?: { code?: string } };
        outcome.failed.push(
          err.name === 'TimeoutError' ? 'timeout' : (err.cause?.code ?? err.name),
        );
      }
    }),
  );
  return { ...outcome, total: stored.length };
}
