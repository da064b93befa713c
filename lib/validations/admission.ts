import { z } from './zod';
import {
  contextFieldNames,
  emailField,
  leadContextFields,
  nameField,
  phoneField,
  requiredText,
} from './fields';

const CONSENT_REQUIRED = 'Please agree to be contacted so that we can help you';

/** The student admission form, shared by the browser and the API. */
export const admissionSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  course: requiredText('Please choose a course', 'Course', 120),
  city: requiredText('City is required', 'City', 100),
  consent: z
    .boolean({ error: CONSENT_REQUIRED })
    .check(z.refine((agreed) => agreed, { error: CONSENT_REQUIRED })),
  ...leadContextFields,
});

export type AdmissionInput = z.input<typeof admissionSchema>;
export type Admission = z.output<typeof admissionSchema>;

export const admissionFormSchema = z.omit(admissionSchema, contextFieldNames);
export type AdmissionFormValues = z.input<typeof admissionFormSchema>;
