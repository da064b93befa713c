import { z } from './zod';
import {
  type ContactMessages,
  emailField,
  leadContextFields,
  MAX_LENGTH,
  nameField,
  phoneField,
  requiredText,
  type TextMessages,
} from './fields';

/** Everything the admission form says about its fields, in one language (admission-messages.ts). */
export type AdmissionMessages = ContactMessages & {
  course: TextMessages;
  city: TextMessages;
  consent: string;
  /** "Is the student 18 or older?" left unanswered. */
  adult: string;
  /** A minor's parent or guardian, checked as the student's name and phone are. */
  guardianName: TextMessages;
  guardianPhone: ContactMessages['phone'];
};

/** The answers to "Is the student 18 or older?", as the form's radio buttons post them. */
export const ADULT_ANSWERS = ['yes', 'no'] as const;

const adultField = (message: string) => z.enum(ADULT_ANSWERS, { error: message });

const typedFields = (messages: AdmissionMessages) => ({
  name: nameField(messages.name),
  email: emailField(messages.email),
  phone: phoneField(messages.phone),
  course: requiredText(messages.course, MAX_LENGTH.course),
  city: requiredText(messages.city, MAX_LENGTH.city),
  consent: z
    .boolean({ error: messages.consent })
    .check(z.refine((agreed) => agreed, { error: messages.consent })),
});

/**
 * A minor's parent or guardian must be named with a mobile number, each checked by the rules of
 * the student's own (every message at once, whatever else is wrong).
 */
const guardianNeeded = (messages: AdmissionMessages) =>
  z.superRefine<{ adult?: string; guardian_name?: unknown; guardian_phone?: unknown }>(
    (value, ctx) => {
      if (value.adult !== 'no') return;
      const fields = [
        ['guardian_name', nameField(messages.guardianName)],
        ['guardian_phone', phoneField(messages.guardianPhone)],
      ] as const;
      for (const [field, rule] of fields) {
        const result = rule.safeParse(value[field]);
        if (!result.success)
          ctx.addIssue({ code: 'custom', message: result.error.issues[0].message, path: [field] });
      }
    },
  );

/**
 * The answer and the guardian, apart from the other fields so that the guardian is checked even
 * when another field was refused (a refused field stops its object's own checks): every message
 * shows at once. The guardian's fields are typed only for a minor; for an adult whatever they hold
 * is dropped (lead-intake.ts).
 */
const minorFields = <Adult extends z.ZodMiniType>(adult: Adult, messages: AdmissionMessages) =>
  z
    .object({
      adult,
      guardian_name: z.optional(z.unknown()),
      guardian_phone: z.optional(z.unknown()),
    })
    .check(guardianNeeded(messages));

/**
 * The student admission form as the API takes it, shared with the browser: the same rules
 * whatever the language, each message from `messages`. `adult` is optional here only: an API
 * client that does not ask stores null; the forms always ask (admissionFormSchema, and a form
 * posted natively always sends the question, answered or not).
 */
export const admissionSchema = (messages: AdmissionMessages) =>
  z.intersection(
    z.object({ ...typedFields(messages), ...leadContextFields }),
    minorFields(z.optional(adultField(messages.adult)), messages),
  );

export type AdmissionInput = z.input<ReturnType<typeof admissionSchema>>;
export type Admission = z.output<ReturnType<typeof admissionSchema>>;

/** The fields a student types, the question answered; the context fields are added when sending. */
export const admissionFormSchema = (messages: AdmissionMessages) =>
  z.intersection(
    z.object(typedFields(messages)),
    minorFields(adultField(messages.adult), messages),
  );

export type AdmissionFormValues = z.input<ReturnType<typeof admissionFormSchema>>;

/** What a lead stores of the answer: 1 (18 or older), 0 (a minor), null (never asked). */
export const adultAnswer = (adult: string | undefined) =>
  adult === undefined ? null : adult === 'yes';

/** A minor's guardian as stored: trimmed, or null for an adult or an unasked lead. */
export function guardianOf(
  admission: Pick<Admission, 'adult' | 'guardian_name' | 'guardian_phone'>,
) {
  if (admission.adult !== 'no') return { guardian_name: null, guardian_phone: null };
  return {
    guardian_name: String(admission.guardian_name).trim(),
    guardian_phone: String(admission.guardian_phone).trim(),
  };
}
