import 'server-only';
import { createHmac } from 'node:crypto';
import type { ChannelContext } from './channel-context';
import { json, logEvent, readBodyBytes, storageUnavailable, utf8Text } from '../http/http';
import { isoTimestamps } from '../store/iso-timestamps';
import { countChannelEvent } from './channel-counts';
import { tellFetchFailure } from './fetch-failure-notice';
import { intakeChannelLead, type ChannelVerdict } from './channel-intake';
import { channelLeadOfMeta, fetchMetaLead, type GraphFailure } from './meta-graph';
import { sameSecret } from './same-secret';

// Meta lead ads' webhook, /api/channels/meta (docs/operations.md#lead-channels): the GET that
// proves the subscription, and the POST Meta signs with the app's secret, whose every `leadgen`
// change names a lead to read from the Graph API and take through the one intake.

const refusedAnswer = () => json(403, { status: false, message: 'Refused' });

/** Counts what the channel's health shows, never failing the request over it. */
async function count(ctx: ChannelContext, event: Parameters<typeof countChannelEvent>[2]) {
  await countChannelEvent(
    ctx.store.database.db.withPlugin(isoTimestamps),
    'meta',
    event,
    new Date(),
  ).catch((error: Error) => logEvent('error', 'channel_count_failed', { error: error.message }));
}

/** The subscription's check: Meta's challenge echoed when its verify token is ours. */
export async function handleMetaVerify(request: Request, ctx: ChannelContext): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const meta = ctx.config.metaLeads;
  if (
    !meta ||
    query.get('hub.mode') !== 'subscribe' ||
    !sameSecret(query.get('hub.verify_token'), meta.verifyToken)
  ) {
    logEvent('warn', 'channel_refused', { channel: 'meta', why: 'verify token' });
    await count(ctx, 'refused');
    return refusedAnswer();
  }
  return new Response(query.get('hub.challenge') ?? '', {
    headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' },
  });
}

/** Whether the raw body carries the app's signature, compared in constant time. */
const signedBy = (body: Uint8Array, header: string | null, secret: string) =>
  sameSecret(header, `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);

type LeadgenChange = { leadgen_id?: unknown; form_id?: unknown };

/** The leads a notification names, in its order. */
function leadgenChanges(payload: unknown) {
  const entries = (payload as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return [];
  return entries
    .flatMap((entry) => {
      const changes = (entry as { changes?: unknown })?.changes;
      return Array.isArray(changes) ? changes : [];
    })
    .filter((change) => (change as { field?: unknown })?.field === 'leadgen')
    .map((change) => (change as { value?: LeadgenChange }).value ?? {})
    .filter((value) => typeof value.leadgen_id === 'string' || typeof value.leadgen_id === 'number')
    .map((value) => ({
      leadId: String(value.leadgen_id),
      formId: value.form_id === undefined ? null : String(value.form_id),
    }));
}

/**
 * A fetch that failed, counted, logged and told to the admins (fetch-failure-notice.ts): an
 * expired token names what to renew. A deleted lead is counted and logged only.
 */
export async function graphFailed(
  ctx: ChannelContext,
  leadId: string,
  failure: GraphFailure,
  now = new Date(),
) {
  logEvent(failure.kind === 'gone' ? 'warn' : 'error', 'meta_lead_fetch_failed', {
    lead: leadId,
    kind: failure.kind,
    detail: failure.detail,
    ...(failure.kind === 'token' ? { renew: 'META_PAGE_ACCESS_TOKEN' } : {}),
  });
  await count(ctx, failure.kind === 'token' ? 'token_expired' : 'fetch_failed');
  if (failure.kind === 'gone') return;
  await tellFetchFailure(
    ctx.store.database.db.withPlugin(isoTimestamps),
    ctx.config,
    { channel: 'meta', kind: failure.kind, detail: failure.detail },
    now,
  ).catch((error: Error) =>
    logEvent('error', 'channel_failure_alert_failed', { channel: 'meta', error: error.message }),
  );
}

/** Reads one notified lead and takes it in; `null` when it could not be read. */
export async function takeMetaLead(
  ctx: ChannelContext,
  leadId: string,
  formId: string | null,
): Promise<ChannelVerdict | null> {
  const meta = ctx.config.metaLeads!;
  const read = await fetchMetaLead(leadId, meta, ctx.config.forwardTimeoutMs);
  if (!read.ok) {
    await graphFailed(ctx, leadId, read.failure);
    return null;
  }
  return intakeChannelLead(channelLeadOfMeta(read.lead, formId), ctx);
}

/** A signed notification: each lead in it read and taken in, then Meta is answered. */
export async function handleMetaNotification(
  request: Request,
  ctx: ChannelContext,
): Promise<Response> {
  const meta = ctx.config.metaLeads;
  const bytes = await readBodyBytes(request, ctx.config.maxBodyBytes);
  if (!bytes.ok) return bytes.response;
  if (!meta || !signedBy(bytes.value, request.headers.get('x-hub-signature-256'), meta.appSecret)) {
    logEvent('warn', 'channel_refused', { channel: 'meta', why: 'signature' });
    await count(ctx, 'refused');
    return refusedAnswer();
  }
  const text = utf8Text(bytes.value);
  if (!text.ok) return text.response;
  let payload: unknown;
  try {
    payload = JSON.parse(text.value);
  } catch {
    return json(400, { status: false, message: 'Request body must be JSON' });
  }
  // One at a time, in the notification's order: a person's two leads join as Meta sent them.
  for (const { leadId, formId } of leadgenChanges(payload)) {
    // A lead that could not be read is back-filled later (channel-backfill.ts); Meta is not asked
    // to resend the whole notification for it.
    if ((await takeMetaLead(ctx, leadId, formId)) === 'unavailable') return storageUnavailable();
  }
  return json(200, { status: true });
}
