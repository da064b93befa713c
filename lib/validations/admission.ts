import { z } from 'zod';
import { emailField, nameField, pageUrlField, phoneField, reasonField } from './fields';

const CONSENT_REQUIRED = 'Please agree to be contacted so that we can help you';

export const CONSENT_TEXT =
  'I agree to be contacted by phone, SMS, WhatsApp and email about admissions';

/** The student admission form, shared by the browser and the API. */
export const admissionSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  course: z
    .string({ error: 'Please choose a course' })
    .trim()
    .min(1, { error: 'Please choose a course', abort: true })
    .max(120, { error: 'Course must be at most 120 characters' }),
  city: z
    .string({ error: 'City is required' })
    .trim()
    .min(1, { error: 'City is required', abort: true })
    .max(100, { error: 'City must be at most 100 characters' }),
  consent: z
    .boolean({ error: CONSENT_REQUIRED })
    .refine((agreed) => agreed, { error: CONSENT_REQUIRED }),
  reason: reasonField,
  page_url: pageUrlField,
});

export type Admission = z.output<typeof admissionSchema>;

export const admissionFormSchema = admissionSchema.omit({ reason: true, page_url: true });
export type AdmissionFormValues = z.input<typeof admissionFormSchema>;

export const admissionReason = (universityName: string) => `Admission enquiry: ${universityName}`;
