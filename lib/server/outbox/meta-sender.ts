import 'server-only';
import { metaJson, recentEnough, type MetaServerEvent } from '../ads/meta-events';
import type { ServerConfig } from '../server-config';
import { attempt, postJson, requestFailure, type Outcome, type Sender } from './outbox-send';

export type MetaSettings = NonNullable<ServerConfig['metaEvents']>;

const withheld = (detail: string): Outcome => ({
  ok: false,
  withheld: true,
  http_status: null,
  detail: `withheld: ${detail}`,
  cause: 'withheld',
});

/**
 * Meta's Conversions API events (docs/leads.md, "Ad conversions"), each item one event of one
 * lead, POSTed to `<base>/<pixel id>/events`. Right before each send, the lead is asked again
 * whether it may go to the ad platforms (a person who withdrew after the event was queued stops
 * it), and an event older than Meta's seven days is not sent, since Meta would refuse it: either
 * ends the item unsent. Meta answers 200 with `events_received`; anything else is retried.
 */
export function metaSender(
  { pixelId, token, base }: MetaSettings,
  timeoutMs: number,
  mayGo: (leadId: number) => Promise<boolean>,
  now = () => new Date(),
): Sender {
  return {
    send: (item) =>
      attempt(async () => {
        if (!(await mayGo(item.record_id)))
          return withheld(
            'the lead may no longer go to the ad platforms (withdrawn, erased, held or a minor)',
          );
        const event = JSON.parse(item.payload) as MetaServerEvent;
        if (recentEnough([event], now()).tooOld)
          return withheld('the event is older than the seven days Meta takes');
        try {
          const { status, text } = await postJson(
            `${base}/${pixelId}/events`,
            metaJson({ data: [event], access_token: token }),
            {},
            timeoutMs,
          );
          let received = 0;
          try {
            received = Number((JSON.parse(text) as { events_received?: unknown }).events_received);
          } catch {
            // judged below as an answer that received nothing
          }
          if (status >= 200 && status < 300 && received >= 1)
            return { ok: true, http_status: status, detail: 'delivered', cause: null };
          // Meta's error names its type and code (OAuthException 190: the token), not the lead.
          return {
            ok: false,
            http_status: status,
            detail: `HTTP ${status}: ${text.slice(0, 200) || 'no answer text'}`,
            cause: `HTTP ${status}`,
          };
        } catch (error) {
          return requestFailure(error, timeoutMs);
        }
      }),
    close: async () => undefined,
  };
}
