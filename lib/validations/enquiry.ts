import { z } from 'zod';
import { emailField, nameField, pageUrlField, phoneField, reasonField } from './fields';

// Optional scheme, optional www., dot-separated labels, a 2+ letter TLD, optional port and path.
const WEBSITE_PATTERN =
  /^(https?:\/\/)?(www\.)?[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)*\.[a-zA-Z]{2,}(:\d{1,5})?([/?#]\S*)?$/;

/** The proposal (contact modal) form: SPEC section 5, shared by the browser and the API. */
export const enquirySchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  Websiteurl: z
    .string({ error: 'Website URL is required' })
    .trim()
    .min(1, { error: 'Website URL is required', abort: true })
    .max(2048, { error: 'Website URL must be at most 2048 characters', abort: true })
    .regex(WEBSITE_PATTERN, { error: 'Please enter a valid website URL' }),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required', abort: true })
    .max(5000, { error: 'Message must be at most 5000 characters' }),
  reason: reasonField,
  page_url: pageUrlField,
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;

/** The fields a visitor types; reason and page_url are added when sending. */
export const enquiryFormSchema = enquirySchema.omit({ reason: true, page_url: true });
export type EnquiryFormValues = z.input<typeof enquiryFormSchema>;
