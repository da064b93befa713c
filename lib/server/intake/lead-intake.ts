import 'server-only';
import { adIdentifiers } from '@/lib/ads/ad-identifiers';
import { adParameters } from '@/lib/leads/attribution';
import { FIRST_ATTEMPT_FIELD } from '@/lib/leads/b2b-contract';
import { consentText } from '@/lib/leads/consent';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/lib/config/language';
import { recordedConsentVersion } from '@/lib/admission/admission-consent';
import { admissionSchema, adultAnswer, guardianOf } from '@/lib/validations/admission';
import { admissionMessages } from '@/lib/validations/admission-messages';
import { proposalSchema } from '@/lib/validations/proposal';
import type { DoorContext } from '../site/site-context';
import { firstAttemptAt } from './first-attempt';
import { fieldErrors, suspicion } from '../http/guards';
import { logEvent } from '../http/http';
import { requestDigest } from '../http/request-digest';
import { minorVisit } from './minor-visit';
import type { NewLead } from '../store/lead-store';
import type { PhoneRole } from '../store/schema';

/** What the server knows of a lead besides its body. */
export type IntakeMeta = {
  userAgent: string;
  idempotencyKey: string | null;
  /** Milliseconds between the form opening and its sending, when the browser said. */
  fillTimeMs: number | null;
  /** The request's Cookie header ('' for none): the ad platforms' identifiers are read from it. */
  cookies: string;
};

/**
 * How a lead was taken, the same whichever way it came (the JSON API or a form posted natively):
 * `accepted` covers a new lead, a replay of one already stored and one stored as suspected.
 */
export type LeadVerdict =
  | { kind: 'accepted'; check?: PhoneToCheck }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'mixed'; message: string }
  | { kind: 'key-reused'; message: string }
  | { kind: 'unavailable' };

/** A new genuine lead's phone to verify: its own, or a minor's guardian's. */
export type PhoneToCheck = {
  leadId: number;
  phone: string;
  role: PhoneRole;
  language: Language;
};

/**
 * A lead whose first attempt is older than this came from the browser's offline resend (or a
 * saved send): nobody is on the thank-you page to type a code, so none is sent.
 */
const FRESH_SEND_MS = 60_000;

export const IDEMPOTENCY_KEY = /^[\w.:-]{1,128}$/;

type LeadContext = {
  /** When the browser first tried to send the lead: when an fbclid made into fbc was seen. */
  seenAt: Date;
  cookies: string;
  reason: string;
  page_url: string;
  landing_url: string;
  referrer: string;
  consent_version: string;
  language: Language;
  /** The admission's answer to "18 or older?"; null for a proposal or an API client's unasked. */
  adult: boolean | null;
};

/**
 * What every lead keeps besides its form's fields: the visit's first touch with its ad
 * parameters parsed, the ad platforms' identifiers (none for a minor), and the exact notice or
 * consent text the form showed, named by its version (a minor's guardian's).
 */
function leadContext({
  seenAt,
  cookies,
  reason,
  page_url,
  landing_url,
  referrer,
  consent_version: sent,
  language,
  adult,
}: LeadContext) {
  const consent_version = sent && recordedConsentVersion(sent, adult);
  const consent_text = consent_version ? consentText(consent_version) : null;
  if (consent_version && consent_text === null)
    logEvent('warn', 'consent_version_unknown', { consent_version });
  const parameters = adParameters(landing_url);
  const visit = {
    page_url,
    landing_url,
    referrer,
    ...parameters,
    ...adIdentifiers({ cookies, fbclid: parameters.fbclid, seenAt }),
  };
  return {
    reason,
    language,
    ...(adult === false ? minorVisit(visit) : visit),
    consent_text,
    consent_version: consent_version || null,
    consented_at: consent_version ? new Date().toISOString() : null,
  };
}

// Each kind of lead is told apart by its own fields; a body with both kinds' is refused rather
// than stored as one kind with the other's fields dropped.
const ADMISSION_FIELDS = ['course', 'city', 'consent'];
const PROPOSAL_FIELDS = ['Websiteurl', 'message'];
const has = (body: Record<string, unknown>, fields: string[]) =>
  fields.some((field) => field in body);

// The same rules in each language: a lead's messages are those of the form it came from, so that
// a student whose browser did not check the fields reads the answer in the page's language.
const admissionSchemas = {
  en: admissionSchema(admissionMessages.en),
  hi: admissionSchema(admissionMessages.hi),
} satisfies Record<Language, unknown>;
const admissionSchemaOf = (body: Record<string, unknown>) =>
  admissionSchemas[isLanguage(body.language) ? body.language : DEFAULT_LANGUAGE];

const MIXED_KINDS =
  'A lead is either a proposal (Websiteurl, message) or an admission enquiry (course, city, consent), not both';
const KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send a new enquiry with a new key.';

/** Validates a lead's body and stores it; resolves only after the commit. */
export async function intakeLead(
  body: Record<string, unknown>,
  meta: IntakeMeta,
  ctx: DoorContext,
): Promise<LeadVerdict> {
  const admission = has(body, ADMISSION_FIELDS);
  if (admission && has(body, PROPOSAL_FIELDS)) return { kind: 'mixed', message: MIXED_KINDS };

  // A lead is never refused over this time: one the browser got wrong counts from its arrival.
  const firstAttempt = firstAttemptAt(body[FIRST_ATTEMPT_FIELD], new Date());
  if (firstAttempt.ignored) logEvent('warn', 'first_attempt_at_ignored', {});
  const common = {
    first_attempt_at: firstAttempt.at,
    user_agent: meta.userAgent,
    idempotency_key: meta.idempotencyKey,
    idempotency_digest: meta.idempotencyKey === null ? null : requestDigest(body),
    suspected_reason: suspicion(body, meta.fillTimeMs, ctx.config.minFillTimeMs),
  };
  const visit = { seenAt: new Date(firstAttempt.at), cookies: meta.cookies };
  let lead: NewLead;
  if (admission) {
    const result = admissionSchemaOf(body).safeParse(body);
    if (!result.success) return { kind: 'invalid', errors: fieldErrors(result.error.issues) };
    const {
      name,
      email,
      phone,
      course,
      city,
      consent,
      adult,
      guardian_name,
      guardian_phone,
      ...context
    } = result.data;
    const answer = adultAnswer(adult);
    lead = {
      kind: 'admission',
      name,
      email,
      phone,
      course,
      city,
      consent,
      adult: answer,
      ...guardianOf({ adult, guardian_name, guardian_phone }),
      ...leadContext({ ...context, ...visit, adult: answer }),
      ...common,
    };
  } else {
    const result = proposalSchema.safeParse(body);
    if (!result.success) return { kind: 'invalid', errors: fieldErrors(result.error.issues) };
    const { name, email, phone, Websiteurl, message, ...context } = result.data;
    lead = {
      kind: 'proposal',
      name,
      email,
      phone,
      website: Websiteurl,
      message,
      ...leadContext({ ...context, ...visit, adult: null }),
      ...common,
    };
  }

  let check: PhoneToCheck | undefined;
  try {
    const result = await ctx.store.insertLead(lead);
    if (!result.stored) {
      // A replay of the same request is answered as the first was; another request is not
      // silently dropped under a key that is not its own.
      if (result.digest !== null && result.digest !== lead.idempotency_digest) {
        logEvent('warn', 'idempotency_key_reused', { kind: lead.kind });
        return { kind: 'key-reused', message: KEY_REUSED };
      }
      logEvent('info', 'lead_duplicate', { kind: lead.kind });
    } else if (lead.suspected_reason) {
      logEvent('warn', 'lead_suspected', { kind: lead.kind, reason: lead.suspected_reason });
    } else {
      // A repeat joined its person's open lead: its owner's notice, if any, is queued.
      logEvent('info', result.repeatOf ? 'lead_repeat' : 'lead_stored', { kind: lead.kind });
      const leadId = result.repeatOf ?? result.id;
      const fresh = Date.now() - Date.parse(lead.first_attempt_at ?? '') <= FRESH_SEND_MS;
      // A proposal's phone only where SMS_PROPOSALS asks (docs/operations.md#phone-codes).
      const checked = lead.kind === 'admission' || ctx.config.sms?.proposals;
      if (checked && ctx.phoneChecks && fresh) {
        const guardian =
          lead.kind === 'admission' && lead.adult === false ? lead.guardian_phone : null;
        check = {
          leadId,
          phone: guardian || lead.phone,
          role: guardian ? 'guardian' : lead.kind === 'admission' ? 'student' : 'contact',
          language: lead.language,
        };
      }
    }
  } catch (error) {
    logEvent('error', 'lead_store_failed', { kind: lead.kind, error: (error as Error).message });
    ctx.storeFailed(error as Error);
    return { kind: 'unavailable' };
  }
  return { kind: 'accepted', check };
}
