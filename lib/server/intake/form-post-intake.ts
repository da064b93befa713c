import 'server-only';
import { admissionPaths } from '@/lib/admission/admission-pages';
import { admissionReason } from '@/lib/admission/admission-lead';
import { acceptableUrl } from '@/lib/leads/attribution';
import { HONEYPOT_FIELD } from '@/lib/leads/b2b-contract';
import {
  CONFIRMATION_PATHS,
  POSTED_CONTEXT,
  POSTED_FORM,
  type FormPostState,
  type FormProblem,
} from '@/lib/leads/form-post';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/config/language';
import { sanitizePhone } from '@/lib/leads/phone';
import { getUniversity } from '@/lib/catalogue/universities';
import type { DoorContext } from '../site/site-context';
import { overRateLimit, parseFillTime } from '../http/guards';
import { logEvent } from '../http/http';
import { IDEMPOTENCY_KEY, intakeLead, type IntakeMeta, type PhoneToCheck } from './lead-intake';
import { startPhoneCheck } from './phone-check-start';
import { intakeSubscriber } from './subscriber-intake';
import { userAgent } from '../http/user-agent';

// A lead form posted natively (lib/server/intake/form-actions.ts): the same steps as the JSON API (rate
// limit, schema, honeypot and fill time, store, idempotency; proxy.ts has already refused other
// sites' posts and oversized bodies), with the answer a page needs: where to send the visitor
// once the lead is stored, or the form again with what was typed and why it was not taken.

/** Where the visitor goes next, with the phone check's cookie when a code was sent. */
export type FormPostAnswer =
  { confirmation: string; phoneCheck?: string } | { state: NonNullable<FormPostState> };

type Verdict =
  | { kind: 'accepted'; check?: PhoneToCheck }
  | { kind: 'unavailable' | 'mixed' | 'key-reused' }
  | { kind: 'invalid'; errors: Record<string, string> };

type PostedContext = ReturnType<typeof postedContext>;

type Posted = {
  /** What the visitor typed, as the form shows it again. */
  typed: Record<string, string>;
  intake: (ctx: DoorContext, meta: IntakeMeta, context: PostedContext) => Promise<Verdict>;
  confirmation: string;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The page and the visit's first touch, as the head script filled them in; with scripts off,
 * the page the form was posted from, which was then also the landing.
 */
function postedContext(form: FormData, sent: Headers) {
  const page_url = acceptableUrl(text(form, POSTED_CONTEXT.page) || (sent.get('referer') ?? ''));
  return {
    page_url,
    landing_url: acceptableUrl(text(form, POSTED_CONTEXT.landing)) || page_url,
    referrer: acceptableUrl(text(form, POSTED_CONTEXT.referrer)),
    consent_version: text(form, POSTED_FORM.consentVersion),
    [HONEYPOT_FIELD]: text(form, HONEYPOT_FIELD),
  };
}

async function take(
  form: FormData,
  sent: Headers,
  openContext: () => Promise<DoorContext>,
  { typed, intake, confirmation }: Posted,
): Promise<FormPostAnswer> {
  const again = (problem: FormProblem, errors: Record<string, string> = {}) => ({
    state: { values: typed, errors, problem },
  });
  try {
    const ctx = await openContext();
    if ((await overRateLimit(sent, ctx)) !== null) return again('limited');
    const key = text(form, POSTED_CONTEXT.key);
    const meta: IntakeMeta = {
      userAgent: userAgent(sent),
      idempotencyKey: IDEMPOTENCY_KEY.test(key) ? key : null,
      fillTimeMs: parseFillTime(text(form, POSTED_CONTEXT.fillTime)),
      cookies: sent.get('cookie') ?? '',
    };
    const context = postedContext(form, sent);
    let verdict = await intake(ctx, meta, context);
    // The head script makes a new key for each edited form; one that still clashes came from
    // elsewhere, and the lead is stored without it rather than lost.
    if (verdict.kind === 'key-reused')
      verdict = await intake(ctx, { ...meta, idempotencyKey: null }, context);
    if (verdict.kind === 'accepted') {
      const phoneCheck = await startPhoneCheck(ctx, verdict.check, sent);
      return phoneCheck ? { confirmation, phoneCheck } : { confirmation };
    }
    if (verdict.kind === 'invalid') return again('fields', verdict.errors);
    return again(verdict.kind === 'mixed' ? 'fields' : 'unavailable');
  } catch (error) {
    logEvent('error', 'form_post_failed', { error: (error as Error).message });
    return again('unavailable');
  }
}

/** Who is asking, as both lead forms take it: the phone as its field keeps it, digits only. */
const typedContact = (form: FormData) => ({
  name: text(form, 'name'),
  email: text(form, 'email'),
  phone: sanitizePhone(text(form, 'phone')),
});

/** The proposal form (the contact page's, and the modal's before its code arrives). */
export function takeProposal(
  form: FormData,
  sent: Headers,
  openContext: () => Promise<DoorContext>,
) {
  const typed = {
    ...typedContact(form),
    Websiteurl: text(form, 'Websiteurl'),
    message: text(form, 'message'),
  };
  return take(form, sent, openContext, {
    typed,
    intake: (ctx, meta, context) =>
      intakeLead({ ...typed, reason: text(form, POSTED_FORM.reason), ...context }, meta, ctx),
    confirmation: CONFIRMATION_PATHS.proposal,
  });
}

/** An admission form, in the language it says; its messages come back in that language. */
export function takeAdmission(
  form: FormData,
  sent: Headers,
  openContext: () => Promise<DoorContext>,
) {
  // The question is always sent, answered or not ('' is refused with its message), and the
  // guardian's fields with it, which count only for a minor.
  const typed = {
    ...typedContact(form),
    course: text(form, 'course'),
    city: text(form, 'city'),
    adult: text(form, 'adult'),
    guardian_name: text(form, 'guardian_name'),
    guardian_phone: sanitizePhone(text(form, 'guardian_phone')),
  };
  const said = text(form, POSTED_FORM.language);
  const language = isLanguage(said) ? said : DEFAULT_LANGUAGE;
  const university = getUniversity(text(form, POSTED_FORM.university));
  return take(form, sent, openContext, {
    typed,
    intake: async (ctx, meta, context) => {
      if (!university) return { kind: 'mixed' };
      const body = {
        ...typed,
        consent: form.has('consent'),
        reason: admissionReason(university.name),
        language,
        ...context,
      };
      return intakeLead(body, meta, ctx);
    },
    confirmation: `${admissionPaths.thankYou(language)}?for=${university?.id ?? ''}`,
  });
}

/** The footer's newsletter subscription. */
export function takeNewsletter(
  form: FormData,
  sent: Headers,
  openContext: () => Promise<DoorContext>,
) {
  const typed = { email: text(form, 'email') };
  return take(form, sent, openContext, {
    typed,
    intake: (ctx, { userAgent, fillTimeMs }, context) =>
      intakeSubscriber(
        { ...typed, [HONEYPOT_FIELD]: context[HONEYPOT_FIELD] },
        { userAgent, fillTimeMs },
        ctx,
      ),
    confirmation: CONFIRMATION_PATHS.newsletter,
  });
}
