import { isWebAddress, MAX_URL_LENGTH } from '@/lib/leads/attribution';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/lib/config/language';
import { z } from './zod';
import { isValidEmail } from './email';
import { isStorableText } from './text';

// Field rules shared by the proposal (enquiry) and admission schemas: docs/product.md#validation, required
// before format, each message exact. `abort` stops at the first failed check so the message
// shown is the most basic one that applies. The rules are fixed here; what they say comes from a
// messages object, so that the Hindi form checks exactly what the English one does, in Hindi.
// zod/mini because the forms ship these schemas to the browser: its functions tree-shake,
// classic zod's methods do not.

/** The longest value each typed field takes. */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  course: 120,
  city: 100,
  website: 2048,
  message: 5000,
} as const;

/** What a text field says when it is empty, too long, or holds characters we do not store. */
export type TextMessages = { required: string; tooLong: string; notAllowed: string };

/** What the name, email and phone fields say, in one language. */
export type ContactMessages = {
  name: TextMessages;
  email: TextMessages & { invalid: string };
  phone: { required: string; digits: string; start: string };
};

/** The English "not allowed" message, shared with the typed fields' (content/form-messages.ts). */
export const notAllowedEn = (label: string) => `${label} contains characters that are not allowed`;

/** Refuses control characters and ill-formed Unicode with the field's own message. */
const storable = (notAllowed: string, multiline = false) =>
  z.refine<string>((value) => isStorableText(value, { multiline }), {
    error: notAllowed,
    abort: true,
  });

/**
 * Trimmed text that must not be empty: the "required" message first, then the length limit, then
 * the characters. Only a message may span lines.
 */
export const requiredText = (messages: TextMessages, max: number, multiline = false) =>
  z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.required, abort: true }),
      z.maxLength(max, { error: messages.tooLong, abort: true }),
      storable(messages.notAllowed, multiline),
    );

export const nameField = (messages: TextMessages) => requiredText(messages, MAX_LENGTH.name);

export const emailField = (messages: ContactMessages['email']) =>
  requiredText(messages, MAX_LENGTH.email).check(
    z.refine(isValidEmail, { error: messages.invalid }),
  );

export const phoneField = (messages: ContactMessages['phone']) =>
  z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.required, abort: true }),
      z.regex(/^\d{10}$/, { error: messages.digits, abort: true }),
      z.regex(/^[6-9]/, { error: messages.start }),
    );

// The fields below are filled by the form, not typed: what they say is for the API's callers and
// stays English.

export const reasonField = z._default(
  z
    .string({ error: 'Reason must be text' })
    .check(
      z.maxLength(200, { error: 'Reason must be at most 200 characters', abort: true }),
      storable(notAllowedEn('Reason')),
    ),
  '',
);

export const pageUrlField = z._default(
  z
    .string({ error: 'Page URL must be text' })
    .check(
      z.maxLength(2048, { error: 'Page URL must be at most 2048 characters', abort: true }),
      storable(notAllowedEn('Page URL')),
    ),
  '',
);

/** The visit's landing URL or referrer: an absolute http(s) address, or empty. */
const webAddressField = (label: string) =>
  z._default(
    z.string({ error: `${label} must be text` }).check(
      z.maxLength(MAX_URL_LENGTH, {
        error: `${label} must be at most ${MAX_URL_LENGTH} characters`,
        abort: true,
      }),
      storable(notAllowedEn(label)),
      z.refine((value) => value === '' || isWebAddress(value), {
        error: `${label} must be an http or https address`,
      }),
    ),
    '',
  );

export const landingUrlField = webAddressField('Landing URL');
export const referrerField = webAddressField('Referrer');

/** The id of the notice or consent text the form showed (lib/leads/consent.ts). */
export const consentVersionField = z._default(
  z
    .string({ error: 'Consent version must be text' })
    .check(z.regex(/^[a-z0-9-]{0,80}$/, { error: 'Consent version is not valid' })),
  '',
);

export const LANGUAGE_INVALID = `Language must be ${LANGUAGES.join(' or ')}`;

/** The language of the form the lead was sent from; a lead without one is English. */
export const languageField = z._default(
  z.enum(LANGUAGES, { error: LANGUAGE_INVALID }),
  DEFAULT_LANGUAGE,
);

/** What every lead carries besides the fields a visitor types. */
export const leadContextFields = {
  reason: reasonField,
  page_url: pageUrlField,
  landing_url: landingUrlField,
  referrer: referrerField,
  consent_version: consentVersionField,
  language: languageField,
};

/** The context fields, left out of the schemas the forms validate as the visitor types. */
export const contextFieldNames = {
  reason: true,
  page_url: true,
  landing_url: true,
  referrer: true,
  consent_version: true,
  language: true,
} as const;
