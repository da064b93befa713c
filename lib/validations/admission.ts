import { z } from './zod';
import {
  type ContactMessages,
  contextFieldNames,
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
};

/**
 * The student admission form, shared by the browser and the API: the same rules whatever the
 * language, each message from `messages`.
 */
export const admissionSchema = (messages: AdmissionMessages) =>
  z.object({
    name: nameField(messages.name),
    email: emailField(messages.email),
    phone: phoneField(messages.phone),
    course: requiredText(messages.course, MAX_LENGTH.course),
    city: requiredText(messages.city, MAX_LENGTH.city),
    consent: z
      .boolean({ error: messages.consent })
      .check(z.refine((agreed) => agreed, { error: messages.consent })),
    ...leadContextFields,
  });

export type AdmissionInput = z.input<ReturnType<typeof admissionSchema>>;
export type Admission = z.output<ReturnType<typeof admissionSchema>>;

/** The fields a student types; the context fields are added when sending. */
export const admissionFormSchema = (messages: AdmissionMessages) =>
  z.omit(admissionSchema(messages), contextFieldNames);

export type AdmissionFormValues = z.input<ReturnType<typeof admissionFormSchema>>;
