import 'server-only';
import type { ChannelContext } from './channel-context';
import { isPlainObject, json, logEvent, readJsonBody, storageUnavailable } from '../http/http';
import { isoTimestamps } from '../store/iso-timestamps';
import { countChannelEvent } from './channel-counts';
import { sameSecret } from './same-secret';
import { intakeChannelLead, type ChannelLead } from './channel-intake';

// Google Ads lead forms' webhook, /api/channels/google (docs/operations.md#lead-channels): Google
// posts each lead as JSON with the key set on the form; it is taken in before the answer, which
// Google waits a few seconds for and otherwise retries (the lead id keeps a retry one lead).

type Column = { column_id?: unknown; column_name?: unknown; string_value?: unknown };

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** The answers: standard columns by their id (`FULL_NAME`…), custom questions by their name. */
function answersOf(columns: unknown) {
  const answers: Record<string, string> = {};
  for (const column of Array.isArray(columns) ? (columns as Column[]) : []) {
    const value = text(column?.string_value);
    if (value === null) continue;
    const id = text(column.column_id);
    const name = text(column.column_name);
    if (id) answers[id.toLowerCase()] = value;
    if (name) answers[name] = value;
  }
  return answers;
}

/** Google's lead as the one intake takes it. */
export function channelLeadOfGoogle(body: Record<string, unknown>, leadId: string): ChannelLead {
  const formId = text(body.form_id);
  const campaignId = text(body.campaign_id);
  return {
    channel: 'google',
    leadId,
    answers: answersOf(body.user_column_data),
    formId,
    campaignId,
    adsetId: text(body.adgroup_id),
    adId: text(body.creative_id),
    campaignName: campaignId && `campaign ${campaignId}`,
    createdAt: null,
    isTest: body.is_test === true,
    gclid: text(body.gcl_id),
    consent: {
      version: `google-form:${formId ?? 'unknown'}`,
      text: `Sent through Google Ads lead form ${formId ?? 'unknown'}, which showed the advertiser's privacy policy before sending.`,
    },
  };
}

export async function handleGoogleLead(request: Request, ctx: ChannelContext): Promise<Response> {
  const read = await readJsonBody(request, ctx.config.maxBodyBytes);
  if (!read.ok) return read.response;
  const body = isPlainObject(read.value) ? read.value : {};
  const key = ctx.config.googleLeadKey;
  if (!key || !sameSecret(text(body.google_key), key)) {
    logEvent('warn', 'channel_refused', { channel: 'google', why: 'key' });
    await countChannelEvent(
      ctx.store.database.db.withPlugin(isoTimestamps),
      'google',
      'refused',
      new Date(),
    ).catch((error: Error) => logEvent('error', 'channel_count_failed', { error: error.message }));
    return json(403, { status: false, message: 'Refused' });
  }
  const leadId = text(body.lead_id);
  if (!leadId) return json(400, { status: false, message: 'lead_id is required' });
  const verdict = await intakeChannelLead(channelLeadOfGoogle(body, leadId), ctx);
  return verdict === 'unavailable' ? storageUnavailable() : json(200, {});
}
