import 'server-only';
import type { ChannelLead } from './channel-intake';

// Reading one lead of a Meta instant form from the Graph API (docs/operations.md#lead-channels):
// its answers, when it was sent, and the ad, ad set, campaign and form it came from.

const FIELDS = [
  'field_data',
  'created_time',
  'ad_id',
  'ad_name',
  'adset_id',
  'adset_name',
  'campaign_id',
  'campaign_name',
  'form_id',
  'is_organic',
  'platform',
].join(',');

export type GraphLead = {
  id: string;
  created_time?: string;
  field_data?: { name: string; values?: string[] }[];
  ad_id?: string;
  adset_id?: string;
  campaign_id?: string;
  campaign_name?: string;
  form_id?: string;
  is_organic?: boolean;
  platform?: string;
};

/** Why a lead could not be read: the token (renew it), the lead (deleted), or Meta itself. */
export type GraphFailure = { kind: 'token' | 'gone' | 'failed'; detail: string };

export type GraphSettings = { graphBase: string; pageToken: string };

/** Meta's error code for an access token that expired or was revoked. */
const TOKEN_INVALID = 190;

/** Meta marks the answers of a lead from its Lead Ads Testing Tool as dummy data. */
const TEST_ANSWER = /^<test lead:/i;

async function graphGet(
  url: string,
  settings: GraphSettings,
  timeoutMs: number,
): Promise<{ ok: true; body: unknown } | { ok: false; failure: GraphFailure }> {
  try {
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${settings.pageToken}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: number; message?: string };
    } | null;
    if (response.ok && body) return { ok: true, body };
    const detail = `HTTP ${response.status}${body?.error?.message ? `: ${body.error.message}` : ''}`;
    if (body?.error?.code === TOKEN_INVALID)
      return { ok: false, failure: { kind: 'token', detail } };
    if (response.status === 404 || response.status === 400)
      return { ok: false, failure: { kind: 'gone', detail } };
    return { ok: false, failure: { kind: 'failed', detail } };
  } catch (error) {
    return { ok: false, failure: { kind: 'failed', detail: (error as Error).message } };
  }
}

/** One lead by its id. */
export async function fetchMetaLead(leadId: string, settings: GraphSettings, timeoutMs: number) {
  const url = `${settings.graphBase}/${encodeURIComponent(leadId)}?fields=${FIELDS}`;
  const read = await graphGet(url, settings, timeoutMs);
  return read.ok ? { ok: true as const, lead: read.body as GraphLead } : read;
}

/** A form's leads created after `since` (ISO), following Meta's pages of results. */
export async function fetchFormLeads(
  formId: string,
  since: string | null,
  settings: GraphSettings,
  timeoutMs: number,
) {
  const filtering = since
    ? `&filtering=${encodeURIComponent(
        JSON.stringify([
          {
            field: 'time_created',
            operator: 'GREATER_THAN',
            value: Math.floor(Date.parse(since) / 1000) - 1,
          },
        ]),
      )}`
    : '';
  let url: string | undefined =
    `${settings.graphBase}/${encodeURIComponent(formId)}/leads?fields=${FIELDS}&limit=100${filtering}`;
  const leads: GraphLead[] = [];
  while (url) {
    const read = await graphGet(url, settings, timeoutMs);
    if (!read.ok) return read;
    const page = read.body as { data?: GraphLead[]; paging?: { next?: string } };
    leads.push(...(page.data ?? []));
    // Only Meta's own next page, never another host's address: the token goes with it.
    const next = page.paging?.next;
    url = next && next.startsWith(`${settings.graphBase}/`) ? next : undefined;
  }
  return { ok: true as const, leads };
}

/** A Graph lead as the one intake takes it. */
export function channelLeadOfMeta(lead: GraphLead, formId: string | null): ChannelLead {
  const answers = Object.fromEntries(
    (lead.field_data ?? []).map((field) => [field.name, (field.values ?? []).join(', ')]),
  );
  const form = lead.form_id ?? formId;
  const created = lead.created_time ? new Date(lead.created_time) : null;
  return {
    channel: 'meta',
    leadId: lead.id,
    answers,
    formId: form,
    campaignId: lead.campaign_id ?? null,
    adsetId: lead.adset_id ?? null,
    adId: lead.ad_id ?? null,
    campaignName: lead.campaign_name ?? (lead.is_organic ? 'organic' : null),
    createdAt: created && !Number.isNaN(created.getTime()) ? created.toISOString() : null,
    isTest: Object.values(answers).some((value) => TEST_ANSWER.test(value)),
    gclid: null,
    consent: {
      version: `meta-form:${form ?? 'unknown'}`,
      text: `Sent on ${lead.platform ?? 'Facebook or Instagram'} through Meta instant form ${form ?? 'unknown'}, which showed the form's privacy policy and Meta's terms before sending.`,
    },
  };
}
