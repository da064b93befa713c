// A lead's email and phone as the ad platforms want them before hashing, so that our hash is the
// one they make of the same person's signed-in details. Google and Meta differ: Google removes the
// dots of a Gmail address's local part (its samples' normalizeAndHashEmailAddress, which the
// enhanced conversions for leads guide uses) and wants the phone in E.164 with its +; Meta keeps
// every dot and wants the phone's digits with the country code, no +. docs/leads.md names the pages.

/** Trimmed and lower-case: what both platforms ask of every email. */
const trimmedLowerCase = (email: string) => email.trim().toLowerCase();

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** An email as Google hashes it; empty when there is none. */
export function googleEmail(email: string): string {
  const normal = trimmedLowerCase(email);
  const at = normal.lastIndexOf('@');
  if (at < 1 || !GMAIL_DOMAINS.has(normal.slice(at + 1))) return normal;
  return `${normal.slice(0, at).replaceAll('.', '')}${normal.slice(at)}`;
}

/** An email as Meta hashes it; empty when there is none. */
export const metaEmail = trimmedLowerCase;

/**
 * The ten digits of an Indian mobile number written in any way the forms take it (spaces,
 * dashes, +91 or 91, a trunk 0: lib/leads/phone.ts), or null when it is not one by the forms'
 * rule (ten digits starting 6 to 9: lib/validations/fields.ts). Unlike the field, which keeps the
 * first ten of whatever is typed, a longer number is not cut to fit.
 */
export function indianMobile(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** `+919876543210`: an Indian mobile number in E.164, as Google hashes it; null when not one. */
export function e164Phone(phone: string): string | null {
  const digits = indianMobile(phone);
  return digits && `+91${digits}`;
}

/** `919876543210`: the same number as Meta hashes it, digits with the country code. */
export function metaPhone(phone: string): string | null {
  const digits = indianMobile(phone);
  return digits && `91${digits}`;
}
