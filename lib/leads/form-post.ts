// A lead form posted natively (before its script has taken over, or with scripts off): what the
// server sends back when it does not accept the post, and the hidden fields that carry what the
// JSON path sends in headers and context. Shared by the forms, the head script and the actions.

/** Why a whole form, rather than one field, was not accepted. */
export type FormProblem = 'fields' | 'unavailable' | 'limited';

/** The form again, as the server answers a post it did not accept. */
export type FormPostState = {
  /** What was typed, put back into the fields; never the consent tick. */
  values: Record<string, string>;
  /** Each refused field's message, in the form's language. */
  errors: Record<string, string>;
  problem: FormProblem;
} | null;

/** What each form says above its fields for each problem, in its language. */
export type FormProblemCopy = Record<FormProblem, string>;

/**
 * The hidden fields of a natively posted form. The head script fills the empty ones as the form
 * is sent (lib/leads/head-script.ts): the first touch, the page, the fill time and a key that makes a
 * resent post count once.
 */
export const POSTED_CONTEXT = {
  landing: 'landing_url',
  referrer: 'referrer',
  page: 'page_url',
  fillTime: 'fill_time_ms',
  key: 'idempotency_key',
} as const;

/** The fields that say which form it is; the visitor never sees them. */
export const POSTED_FORM = {
  reason: 'reason',
  consentVersion: 'consent_version',
  university: 'university',
  language: 'language',
} as const;

/** Where an accepted post leads: each form's confirmation page (admission: its thank-you page). */
export const CONFIRMATION_PATHS = {
  proposal: '/contact/thank-you',
  newsletter: '/newsletter/thank-you',
} as const;
