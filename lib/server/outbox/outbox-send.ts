import 'server-only';
import type { AttemptResult, OutboxItem } from '../store/lead-store';

/**
 * What one attempt came to. `cause` is what a log line may say about a failure: a status or an
 * error code, never the receiver's own words, which may quote the lead.
 */
export type Outcome = Pick<AttemptResult, 'ok' | 'http_status' | 'detail'> & {
  cause: string | null;
  /** Not sent, and never to be: the item ends without a delivery (meta-sender.ts). */
  withheld?: boolean;
  /** Not sent yet: due again then, no attempt counted (a university's cap, its sheet). */
  postponedUntil?: Date;
};

export type SendResult = AttemptResult & {
  cause: string | null;
  withheld?: boolean;
  postponedUntil?: Date;
};

/** Sends outbox items to one destination. */
export type Sender = {
  send(item: OutboxItem): Promise<SendResult>;
  /** Lets go of what it keeps open (an SMTP connection pool). */
  close(): Promise<void>;
};

/** Runs one attempt, timed; whatever it throws is a failure with the error's message. */
export async function attempt(work: () => Promise<Outcome>): Promise<SendResult> {
  const started = Date.now();
  let outcome: Outcome;
  try {
    outcome = await work();
  } catch (error) {
    const err = error as Error & { code?: string };
    outcome = { ok: false, http_status: null, detail: err.message, cause: err.code ?? err.name };
  }
  return {
    attempted_at: new Date(started).toISOString(),
    ...outcome,
    detail: outcome.detail.slice(0, 500),
    duration_ms: Date.now() - started,
  };
}

/** POSTs JSON, giving up after `timeoutMs`; the answer's status and text. */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, text: await response.text() };
}

/** A request that got no answer: timed out, refused, or failed on the way. */
export function requestFailure(error: unknown, timeoutMs: number): Outcome {
  const err = error as Error & { cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError')
    return {
      ok: false,
      http_status: null,
      detail: `no answer within ${timeoutMs} ms`,
      cause: 'timeout',
    };
  // fetch says only "fetch failed"; its cause says why (connect ECONNREFUSED 127.0.0.1:9).
  const detail = err.cause?.message ? `${err.message}: ${err.cause.message}` : err.message;
  return { ok: false, http_status: null, detail, cause: err.cause?.code ?? err.name };
}
