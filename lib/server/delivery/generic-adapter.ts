import 'server-only';
import { Webhook } from 'standardwebhooks';
import { postJson, requestFailure } from '../outbox/outbox-send';
import { rejection, tryAgain, type AdapterResult, type AdapterSend, type Target } from './adapter';
import { readAnswer, retriable } from './verdict';

// The `generic` adapter: a JSON POST signed per the Standard Webhooks spec (webhook-id,
// webhook-timestamp, webhook-signature `v1,<base64 HMAC-SHA256 of id.timestamp.body>` with the
// university's `whsec_` secret). Its answer: 2xx with `{status, message?, id?}`; 429, 5xx and no
// answer are tried again; another 4xx is a rejection, its body kept as the reason.

/** A `whsec_` secret as the spec writes it: base64 of 24 to 64 random bytes. */
export const isWebhookSecret = (secret: string) =>
  /^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/.test(secret);

async function signedPost(
  target: Target,
  id: string,
  payload: object,
  timeoutMs: number,
  now: () => Date,
  /** An event's 2xx is its receipt: only a lead's answer carries a verdict. */
  verdictWanted = true,
): Promise<AdapterResult> {
  const at = now();
  const body = JSON.stringify(payload);
  const signature = new Webhook(target.secret ?? '').sign(id, at, body);
  try {
    const { status, text } = await postJson(
      target.url,
      body,
      {
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signature,
        'Idempotency-Key': id,
      },
      timeoutMs,
    );
    if (status >= 200 && status < 300) {
      const answer = verdictWanted
        ? readAnswer(text)
        : { verdict: 'accepted' as const, message: '', theirId: null };
      if (answer) return { answered: true, httpStatus: status, ...answer };
      return tryAgain(
        status,
        `HTTP ${status} without a verdict (status Success, Duplicate or Fail)`,
      );
    }
    if (retriable(status)) return tryAgain(status);
    return rejection(status, text);
  } catch (error) {
    return { answered: false, failure: requestFailure(error, timeoutMs) };
  }
}

export const genericAdapter = (timeoutMs: number, now = () => new Date()): AdapterSend => ({
  lead: (target, id, body) =>
    signedPost(
      target,
      id,
      { type: 'lead.created', timestamp: now().toISOString(), data: body },
      timeoutMs,
      now,
    ),
  event: (target, id, type, data) =>
    signedPost(target, id, { type, timestamp: now().toISOString(), data }, timeoutMs, now, false),
});
