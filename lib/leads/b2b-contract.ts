// The B2B API's contract (docs/product.md#the-api), in one place for the browser client, our own route
// handlers, the outbox forwarder and the test fake of the hosted API: its paths, what each call
// sends and answers, its messages, and what our forms and our API agree on beyond the API's own fields.

import type { AdmissionInput } from '../validations/admission';
import type { ProposalInput } from '../validations/proposal';
import type { NewsletterInput } from '../validations/newsletter';
import { DAY_MS } from '@/lib/time/day';

/** Paths under the API's base. "suscribe" is the external API's spelling and part of it. */
export const LEAD_PATH = '/leads/submit';
export const NEWSLETTER_PATH = '/newsletter/suscribe';

/** What POST {base}/leads/submit sends: a proposal enquiry or an admission enquiry. */
export type LeadRequest = ProposalInput | AdmissionInput;
/** What POST {base}/newsletter/suscribe sends. */
export type NewsletterRequest = NewsletterInput;

/** The lead call's answer: a truthy status means stored (or, from the hosted API, accepted). */
export type LeadAnswer = {
  status: boolean;
  message?: string | null;
  /** Each refused field's message, by field name. */
  errors?: Record<string, string>;
  /**
   * This site's own API only: a code was sent to the lead's phone, and its thank-you page asks
   * for it (docs/operations.md#phone-codes). The proposal modal then goes on to that page.
   */
  code_step?: boolean;
};
/** The newsletter call's answer: `msg` is what the visitor is shown. */
export type NewsletterAnswer = { status: boolean; msg?: string; message?: string };

export const LEAD_ACCEPTED = 'Form submitted successfully';
export const SUBSCRIBED = 'Thank you for subscribing!';

/**
 * The honeypot: a field people never see or reach. Named so that no autofill heuristic
 * (name, company, address, email, phone…) fills it for a real visitor.
 */
export const HONEYPOT_FIELD = 'homepage_url';

/** Milliseconds between the form opening and its sending: bots send at once. */
export const FILL_TIME_HEADER = 'X-Fill-Time-Ms';

/**
 * When the browser first tried to send a lead (ISO 8601), in the body so that every resend of a
 * lead the browser kept is the same request; the API stores it as `first_attempt_at`.
 */
export const FIRST_ATTEMPT_FIELD = 'first_attempt_at';

/** How long a browser keeps resending a lead that got no verdict before it gives up. */
export const RESEND_LIFETIME_MS = 7 * DAY_MS;
