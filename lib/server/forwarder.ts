import 'server-only';
import { logEvent } from './http';
import type { AttemptResult, LeadStore, OutboxItem } from './lead-store';
import type { ServerConfig } from './server-config';

type ForwarderConfig = Pick<
  ServerConfig,
  'forwardTimeoutMs' | 'forwardRetryBaseMs' | 'forwardRetryMaxMs' | 'forwardPollMs'
> & { forwardBase: string };

const BATCH = 10;

/** Doubling delay after each failure, capped, with jitter so instances do not retry in step. */
export function retryDelayMs(
  failures: number,
  baseMs: number,
  maxMs: number,
  random = Math.random,
) {
  const delay = Math.min(maxMs, baseMs * 2 ** Math.min(failures - 1, 30));
  return Math.round(delay / 2 + (random() * delay) / 2);
}

/** One POST to the hosted API; only an answer whose `status` is truthy counts as delivered. */
async function send(item: OutboxItem, config: ForwarderConfig): Promise<AttemptResult> {
  const started = Date.now();
  const attempted_at = new Date(started).toISOString();
  const result = (ok: boolean, http_status: number | null, detail: string) => ({
    attempted_at,
    ok,
    http_status,
    detail: detail.slice(0, 500),
    duration_ms: Date.now() - started,
  });
  try {
    const response = await fetch(`${config.forwardBase}${item.path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        // Lets the hosted API drop a repeat if we crash between its answer and our record of it.
        'Idempotency-Key': `leadwise-${item.record_type}-${item.record_id}`,
      },
      body: item.payload,
      signal: AbortSignal.timeout(config.forwardTimeoutMs),
    });
    const text = await response.text();
    let body: { status?: unknown; message?: unknown; msg?: unknown } | null = null;
    try {
      body = JSON.parse(text);
    } catch {
      // judged below as an answer without a truthy status
    }
    if (body?.status) return result(true, response.status, 'delivered');
    const said = body?.message ?? body?.msg ?? text.slice(0, 200);
    return result(
      false,
      response.status,
      `HTTP ${response.status}: ${String(said) || 'no status'}`,
    );
  } catch (error) {
    const err = error as Error;
    const detail =
      err.name === 'TimeoutError' ? `no answer within ${config.forwardTimeoutMs} ms` : err.message;
    return result(false, null, detail);
  }
}

export type Forwarder = { wake(): void; stop(): Promise<void> };

/**
 * Sends due outbox items until each is delivered, polling and whenever woken. Every attempt is
 * recorded; a delivered item is never claimed again, and a lease keeps other instances off an
 * item while it is in flight.
 */
export function startForwarder(store: LeadStore, config: ForwarderConfig): Forwarder {
  const leaseMs = config.forwardTimeoutMs * 2 + 5_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const deliver = async (item: OutboxItem) => {
    const result = await send(item, config);
    const retryAt = new Date(
      Date.now() +
        retryDelayMs(item.attempts + 1, config.forwardRetryBaseMs, config.forwardRetryMaxMs),
    );
    await store.recordAttempt(item.id, result, retryAt);
    logEvent(result.ok ? 'info' : 'warn', result.ok ? 'forward_delivered' : 'forward_failed', {
      outbox_id: item.id,
      attempt: item.attempts + 1,
      ...(result.ok ? {} : { error: result.detail }),
    });
  };

  const drain = async () => {
    do {
      again = false;
      const now = new Date();
      const items = await store.claimOutbox(BATCH, now, new Date(now.getTime() + leaseMs));
      await Promise.all(items.map(deliver));
      if (items.length === BATCH) again = true;
    } while (again && !stopped);
  };

  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = drain()
      .catch((error: Error) => logEvent('error', 'forward_poll_failed', { error: error.message }))
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, config.forwardPollMs).unref();
      });
  };

  tick();
  return {
    wake: () => setImmediate(tick),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
