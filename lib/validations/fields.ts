import { z } from './zod';
import { isValidEmail } from './email';

// Field rules shared by the proposal (enquiry) and admission schemas: SPEC section 5, required
// before format, each message exact. `abort` stops at the first failed check so the message
// shown is the most basic one that applies. zod/mini because the forms ship these schemas to
// the browser: its functions tree-shake, classic zod's methods do not.

/** Trimmed text that must not be empty: the "required" message first, then the length limit. */
export const requiredText = (required: string, label: string, max: number) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(max, { error: `${label} must be at most ${max} characters`, abort: true }),
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
    .check(z.maxLength(200, { error: 'Reason must be at most 200 characters' })),
  '',
);

export const pageUrlField = z._default(
  z
    .string({ error: 'Page URL must be text' })
    .check(z.maxLength(2048, { error: 'Page URL must be at most 2048 characters' })),
  '',
);
