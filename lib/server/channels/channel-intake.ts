import 'server-only';
import { admissionReason } from '@/lib/admission/admission-lead';
import { getUniversity } from '@/lib/catalogue/universities';
import { testLeadReason, unplacedReason, type Platform } from '@/lib/channels/channel-names';
import { firstCharacters, MAX_TAG_LENGTH } from '@/lib/leads/attribution';
import { sanitizePhone } from '@/lib/leads/phone';
import { withoutControls } from '@/lib/validations/text';
import type { ChannelContext } from './channel-context';
import { logEvent } from '../http/http';
import { requestDigest } from '../http/request-digest';
import { isoTimestamps } from '../store/iso-timestamps';
import type { AdmissionLead } from '../store/lead-store';
import type { Db } from '../store/schema';
import { countChannelEvent } from './channel-counts';
import { formMapping, sawFormLead } from './channel-forms';

// One intake for every channel (docs/operations.md#lead-channels): a lead from a platform's form
// or a portal's sheet is stored by the same store call as a form's, so it joins its person's open
// lead as a repeat, is held when suspected, is assigned, pushed, given its first-contact deadline
// and alerted in the same transaction; the platform's lead id, as the idempotency key, makes it
// exactly once however often it is notified or back-filled.

/** A lead as a platform or sheet gave it, its answers by question key. */
export type ChannelLead = {
  channel: Platform | 'import';
  /** The platform's own id of the lead (Meta's, Google's), or the sheet's row key. */
  leadId: string;
  answers: Record<string, string>;
  formId: string | null;
  campaignId: string | null;
  adsetId: string | null;
  adId: string | null;
  /** The campaign's name: the campaign report's campaign (a portal's, the source's name). */
  campaignName: string | null;
  /** When the student sent it on the platform (ISO); null when it did not say. */
  createdAt: string | null;
  isTest: boolean;
  /** Google's click id, for the Google Ads conversions file. */
  gclid: string | null;
  /** What the student agreed to on the platform: which form and which privacy text. */
  consent: { version: string; text: string };
  /** For an import, the sheet's university (a platform's comes from its form's mapping). */
  university?: string;
};

export type ChannelVerdict = 'stored' | 'repeat' | 'duplicate' | 'test' | 'unavailable';

/** The longest answer kept from a platform (a name, an email, a course). */
const MAX_ANSWER = 200;

const clean = (value: string | undefined) =>
  firstCharacters(withoutControls(value ?? '').trim(), MAX_ANSWER);

/** The answers by lower-case key, which Meta sends and Google's column ids become. */
const keyed = (answers: Record<string, string>) =>
  Object.fromEntries(Object.entries(answers).map(([key, value]) => [key.toLowerCase(), value]));

/** A channel's lead as the store takes it, given its form's mapping. */
export function channelAdmission(
  lead: ChannelLead,
  mapping: {
    university: string | null;
    course_question: string | null;
    city_question: string | null;
  },
  now: Date,
): AdmissionLead {
  const answers = keyed(lead.answers);
  const answer = (question: string | null, standard: string) =>
    clean(answers[(question ?? standard).toLowerCase()]);
  const name =
    clean(answers.full_name) ||
    clean([answers.first_name, answers.last_name].filter(Boolean).join(' '));
  const university = mapping.university === null ? undefined : getUniversity(mapping.university);
  const createdAt = lead.createdAt ?? now.toISOString();
  const campaign = lead.campaignName ? withoutControls(lead.campaignName).trim() : '';
  return {
    kind: 'admission',
    name,
    email: clean(answers.email),
    phone: sanitizePhone(answers.phone_number ?? answers.phone ?? ''),
    course: answer(mapping.course_question, 'course'),
    city: answer(mapping.city_question, 'city'),
    consent: true,
    adult: null,
    guardian_name: null,
    guardian_phone: null,
    reason: university
      ? admissionReason(university.name)
      : unplacedReason(lead.channel, lead.formId ?? ''),
    page_url: '',
    language: 'en',
    user_agent: `${lead.channel} lead`,
    idempotency_key: `${lead.channel}:${lead.leadId}`,
    idempotency_digest: requestDigest({ channel: lead.channel, lead: lead.leadId }),
    suspected_reason: lead.isTest ? testLeadReason(lead.channel) : null,
    landing_url: '',
    referrer: '',
    gclid: lead.gclid,
    gbraid: null,
    wbraid: null,
    fbclid: null,
    msclkid: null,
    utm_source: lead.channel,
    utm_medium: lead.channel === 'import' ? 'portal_sheet' : 'lead_form',
    utm_campaign: campaign ? firstCharacters(campaign, MAX_TAG_LENGTH) : null,
    utm_term: null,
    utm_content: null,
    fbc: null,
    fbp: null,
    ga_client_id: null,
    consent_text: lead.consent.text,
    consent_version: lead.consent.version,
    consented_at: createdAt,
    first_attempt_at: createdAt,
    channel: lead.channel,
    campaign_id: lead.campaignId,
    adset_id: lead.adsetId,
    ad_id: lead.adId,
    form_id: lead.formId,
    channel_lead_id: lead.leadId,
  };
}

/** No form's mapping: an import's rows name their university themselves. */
const importMapping = (lead: ChannelLead) => ({
  university: lead.university ?? null,
  course_question: null,
  city_question: null,
});

/** What a batch's rows became: new leads, repeats joined to a person's open lead, rows seen before. */
export type BatchCounts = { stored: number; repeats: number; duplicates: number };

/**
 * Takes many leads of one channel (an imported sheet's rows) through the one intake in one
 * transaction, all or none: each as intakeChannelLead takes one, in their order. `claim` runs
 * first in that transaction; `null` when it refused (the sheet was imported before), 'unavailable'
 * when the store failed and nothing was stored.
 */
export async function intakeChannelLeads(
  leads: readonly ChannelLead[],
  claim: (trx: Db) => Promise<boolean>,
  ctx: Pick<ChannelContext, 'store' | 'storeFailed'>,
  now = new Date(),
): Promise<BatchCounts | null | 'unavailable'> {
  const channel = leads[0]?.channel ?? 'import';
  try {
    const results = await ctx.store.insertLeads(
      leads.map((lead) => channelAdmission(lead, importMapping(lead), now)),
      claim,
    );
    if (results === null) return null;
    const counts = {
      stored: results.filter((result) => result.stored && result.id !== undefined).length,
      repeats: results.filter((result) => result.stored && result.repeatOf !== undefined).length,
      duplicates: results.filter((result) => !result.stored).length,
    };
    const received = counts.stored + counts.repeats;
    if (received)
      await countChannelEvent(
        ctx.store.database.db.withPlugin(isoTimestamps),
        channel,
        'received',
        now,
        received,
      );
    logEvent('info', 'channel_leads_stored', { channel, ...counts });
    return counts;
  } catch (error) {
    logEvent('error', 'lead_store_failed', { channel, error: (error as Error).message });
    ctx.storeFailed(error as Error);
    return 'unavailable';
  }
}

/** Takes one channel's lead through the one intake; resolves after the commit. */
export async function intakeChannelLead(
  lead: ChannelLead,
  ctx: Pick<ChannelContext, 'store' | 'storeFailed'>,
  now = new Date(),
): Promise<ChannelVerdict> {
  const db = ctx.store.database.db.withPlugin(isoTimestamps);
  try {
    const mapping =
      lead.channel === 'import'
        ? importMapping(lead)
        : lead.formId === null
          ? undefined
          : await formMapping(db, lead.channel, lead.formId);
    const admission = channelAdmission(
      lead,
      mapping ?? { university: null, course_question: null, city_question: null },
      now,
    );
    const result = await ctx.store.insertLead(admission);
    const event = { channel: lead.channel, form_id: lead.formId };
    if (!result.stored) {
      logEvent('info', 'channel_lead_duplicate', event);
      return 'duplicate';
    }
    if (lead.channel !== 'import' && lead.formId !== null)
      await sawFormLead(db, lead.channel, lead.formId, admission.first_attempt_at);
    if (lead.isTest) {
      logEvent('info', 'channel_test_lead', event);
      return 'test';
    }
    await countChannelEvent(db, lead.channel, 'received', now);
    if (!mapping?.university) logEvent('warn', 'channel_lead_unplaced', event);
    logEvent('info', result.repeatOf ? 'lead_repeat' : 'lead_stored', event);
    return result.repeatOf ? 'repeat' : 'stored';
  } catch (error) {
    logEvent('error', 'lead_store_failed', {
      channel: lead.channel,
      error: (error as Error).message,
    });
    ctx.storeFailed(error as Error);
    return 'unavailable';
  }
}
