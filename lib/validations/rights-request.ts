import {
  DETAILS_REQUIRED,
  MAX_DETAILS_LENGTH,
  RIGHTS_REQUEST_KINDS,
} from '@/lib/privacy/rights-request-values';
import { isValidEmail } from './email';
import { MAX_LENGTH } from './fields';
import { isStorableText } from './text';
import { z } from './zod';

/** A field with something in it (the object's checks also run when a field failed its own). */
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const always = () => true;

/** Everything the rights request form says about its fields, in one language. */
export type RightsRequestMessages = {
  kind: string;
  /** Neither a phone nor an email: said beside the phone, the first of the two. */
  contact: string;
  phone: { digits: string; start: string };
  email: { tooLong: string; notAllowed: string; invalid: string };
  details: { required: string; tooLong: string; notAllowed: string };
};

/**
 * A rights request (/privacy/requests), shared by the browser and the server: what is asked,
 * and the phone or the email (at least one) the person used on our forms, checked by the lead
 * forms' rules; a correction or a grievance says what it is about.
 */
export const rightsRequestSchema = (messages: RightsRequestMessages) =>
  z
    .object({
      kind: z.enum(RIGHTS_REQUEST_KINDS, { error: messages.kind }),
      // No check aborts (an aborted field would keep the checks below from running): each one
      // passes where an earlier one failed, so a field says one message, the most basic.
      phone: z.string().check(
        z.trim(),
        z.refine((value) => value === '' || /^\d{10}$/.test(value), {
          error: messages.phone.digits,
        }),
        z.refine((value) => !/^\d{10}$/.test(value) || /^[6-9]/.test(value), {
          error: messages.phone.start,
        }),
      ),
      email: z.string().check(
        z.trim(),
        z.maxLength(MAX_LENGTH.email, { error: messages.email.tooLong }),
        z.refine((value) => value.length > MAX_LENGTH.email || isStorableText(value), {
          error: messages.email.notAllowed,
        }),
        z.refine(
          (value) =>
            value === '' ||
            value.length > MAX_LENGTH.email ||
            !isStorableText(value) ||
            isValidEmail(value),
          { error: messages.email.invalid },
        ),
      ),
      details: z.string().check(
        z.trim(),
        z.maxLength(MAX_DETAILS_LENGTH, { error: messages.details.tooLong }),
        z.refine(
          (value) =>
            value.length > MAX_DETAILS_LENGTH || isStorableText(value, { multiline: true }),
          { error: messages.details.notAllowed },
        ),
      ),
    })
    .check(
      // Said with the fields' own messages, not after them (`when`): a person fixes all at once.
      z.refine((request) => filled(request.phone) || filled(request.email), {
        path: ['phone'],
        error: messages.contact,
        when: always,
      }),
      z.refine((request) => !DETAILS_REQUIRED.includes(request.kind) || filled(request.details), {
        path: ['details'],
        error: messages.details.required,
        when: always,
      }),
    );

export type RightsRequestValues = z.input<ReturnType<typeof rightsRequestSchema>>;
export type RightsRequest = z.output<ReturnType<typeof rightsRequestSchema>>;
