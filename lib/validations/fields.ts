import { isWebAddress, MAX_URL_LENGTH } from '@/lib/attribution';
import { z } from './zod';
import { isValidEmail } from './email';
import { isStorableText } from './text';

// Field rules shared by the proposal (enquiry) and admission schemas: SPEC section 5, required
// before format, each message exact. `abort` stops at the first failed check so the message
// shown is the most basic one that applies. zod/mini because the forms ship these schemas to
// the browser: its functions tree-shake, classic zod's methods do not.

/** Refuses control characters and ill-formed Unicode with the field's own message. */
const storable = (label: string, multiline = false) =>
  z.refine<string>((value) => isStorableText(value, { multiline }), {
    error: `${label} contains characters that are not allowed`,
    abort: true,
  });

/**
 * Trimmed text that must not be empty: the "required" message first, then the length limit, then
 * the characters. Only a message may span lines.
 */
export const requiredText = (required: string, label: string, max: number, multiline = false) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(max, { error: `${label} must be at most ${max} characters`, abort: true }),
      storable(label, multiline),
    );

export const nameField = requiredText('Name is required', 'Name', 100);

export const emailField = requiredText('Email is required', 'Email', 254).check(
  z.refine(isValidEmail, { error: 'Please enter a valid email address' }),
);

export const phoneField = z
  .string({ error: 'Phone number is required' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Phone number is required', abort: true }),
    z.regex(/^\d{10}$/, { error: 'Phone number must be 10 digits', abort: true }),
    z.regex(/^[6-9]/, { error: 'Phone number should start with 6-9' }),
  );

export const reasonField = z._default(
  z
    .string({ error: 'Reason must be text' })
    .check(
      z.maxLength(200, { error: 'Reason must be at most 200 characters', abort: true }),
      storable('Reason'),
    ),
  '',
);

export const pageUrlField = z._default(
  z
    .string({ error: 'Page URL must be text' })
    .check(
      z.maxLength(2048, { error: 'Page URL must be at most 2048 characters', abort: true }),
      storable('Page URL'),
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
      storable(label),
      z.refine((value) => value === '' || isWebAddress(value), {
        error: `${label} must be an http or https address`,
      }),
    ),
    '',
  );

export const landingUrlField = webAddressField('Landing URL');
export const referrerField = webAddressField('Referrer');

/** The id of the notice or consent text the form showed (lib/consent.ts). */
export const consentVersionField = z._default(
  z
    .string({ error: 'Consent version must be text' })
    .check(z.regex(/^[a-z0-9-]{0,80}$/, { error: 'Consent version is not valid' })),
  '',
);

/** What every lead carries besides the fields a visitor types. */
export const leadContextFields = {
  reason: reasonField,
  page_url: pageUrlField,
  landing_url: landingUrlField,
  referrer: referrerField,
  consent_version: consentVersionField,
};

/** The context fields, left out of the schemas the forms validate as the visitor types. */
export const contextFieldNames = {
  reason: true,
  page_url: true,
  landing_url: true,
  referrer: true,
  consent_version: true,
} as const;
