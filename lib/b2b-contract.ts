// What our forms and our own API agree on beyond SPEC section 7's fields.

/**
 * The honeypot: a field people never see or reach. Named so that no autofill heuristic
 * (name, company, address, email, phone…) fills it for a real visitor.
 */
export const HONEYPOT_FIELD = 'homepage_url';

/** Milliseconds between the form opening and its sending: bots send at once. */
export const FILL_TIME_HEADER = 'X-Fill-Time-Ms';
