import 'server-only';
import { attempt, postJson, requestFailure, type Sender } from './outbox-send';

/** POSTs to the hosted B2B API; only an answer whose `status` is truthy counts as delivered. */
export function hostedApiSender(base: string, timeoutMs: number): Sender {
  return {
    send: (item) =>
      attempt(async () => {
        try {
          const { status, text } = await postJson(
            `${base}${item.path}`,
            item.payload,
            // Lets the hosted API drop a repeat if we crash between its answer and our record of it.
            { 'Idempotency-Key': `leadwise-${item.record_type}-${item.record_id}` },
            timeoutMs,
          );
          let body: { status?: unknown; message?: unknown; msg?: unknown } | null = null;
          try {
            body = JSON.parse(text);
          } catch {
            // judged below as an answer without a truthy status
          }
          if (body?.status)
            return { ok: true, http_status: status, detail: 'delivered', cause: null };
          const said = body?.message ?? body?.msg ?? text.slice(0, 200);
          return {
            ok: false,
            http_status: status,
            detail: `HTTP ${status}: ${String(said) || 'no status'}`,
            cause: `HTTP ${status}`,
          };
        } catch (error) {
          return requestFailure(error, timeoutMs);
        }
      }),
    close: async () => undefined,
  };
}
