import 'server-only';
import { rightsPageHi } from '@/content/hi/privacy-requests';
import { rightsPageEn } from '@/content/privacy-requests';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/lib/config/language';
import { HONEYPOT_FIELD } from '@/lib/leads/b2b-contract';
import { POSTED_CONTEXT, type FormProblem } from '@/lib/leads/form-post';
import { sanitizePhone } from '@/lib/leads/phone';
import { RIGHTS_LANGUAGE_FIELD, type RightsRequestState } from '@/lib/privacy/rights-request-state';
import { indiaDay } from '@/lib/time/india-time';
import { formatDateIn } from '@/lib/ui/format-date';
import { rightsRequestSchema } from '@/lib/validations/rights-request';
import { fieldErrors, overRateLimit, parseFillTime, suspicion } from '../http/guards';
import { logEvent } from '../http/http';
import { userAgent } from '../http/user-agent';
import type { DoorContext } from '../site/site-context';
import { IDEMPOTENCY_KEY } from './lead-intake';

// A rights request posted from /privacy/requests or /hi/privacy/requests, natively or by the
// form's script (lib/server/intake/rights-request-action.ts): the lead forms' steps (rate limit
// shared with the API, schema, honeypot and fill time, idempotency), then one insert. Nobody is
// looked up: a known and an unknown phone get the same answer after the same work.

const MESSAGES = { en: rightsPageEn.form.messages, hi: rightsPageHi.form.messages };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A due date as the person reads it: its day in India, in their page's language. */
const dueDateText = (iso: string, language: Language) =>
  formatDateIn(indiaDay(new Date(iso)), language);

export async function takeRightsRequest(
  form: FormData,
  sent: Headers,
  openContext: () => Promise<DoorContext>,
): Promise<NonNullable<RightsRequestState>> {
  const said = text(form, RIGHTS_LANGUAGE_FIELD);
  const language = isLanguage(said) ? said : DEFAULT_LANGUAGE;
  const typed = {
    kind: text(form, 'kind'),
    phone: sanitizePhone(text(form, 'phone')),
    email: text(form, 'email'),
    details: text(form, 'details'),
  };
  const again = (problem: FormProblem, errors: Record<string, string> = {}) => ({
    values: typed,
    errors,
    problem,
  });
  let ctx: DoorContext | null = null;
  try {
    ctx = await openContext();
    if ((await overRateLimit(sent, ctx)) !== null) return again('limited');
    const result = rightsRequestSchema(MESSAGES[language]).safeParse(typed);
    if (!result.success) return again('fields', fieldErrors(result.error.issues));
    const key = text(form, POSTED_CONTEXT.key);
    const suspected_reason = suspicion(
      { [HONEYPOT_FIELD]: text(form, HONEYPOT_FIELD) },
      parseFillTime(text(form, POSTED_CONTEXT.fillTime)),
      ctx.config.minFillTimeMs,
    );
    const receipt = await ctx.inbox.rightsRequests.add({
      ...result.data,
      language,
      user_agent: userAgent(sent),
      suspected_reason,
      idempotency_key: IDEMPOTENCY_KEY.test(key) ? key : null,
    });
    // What was asked, never by whom.
    logEvent(suspected_reason ? 'warn' : 'info', 'rights_request_stored', {
      kind: result.data.kind,
      ...(suspected_reason ? { reason: suspected_reason } : {}),
    });
    return {
      receipt: { reference: receipt.reference, dueDate: dueDateText(receipt.due_at, language) },
    };
  } catch (error) {
    logEvent('error', 'rights_request_failed', { error: (error as Error).message });
    ctx?.storeFailed(error as Error);
    return again('unavailable');
  }
}
