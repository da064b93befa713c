import { z } from './zod';
import {
  contextFieldNames,
  emailField,
  leadContextFields,
  nameField,
  phoneField,
  requiredText,
} from './fields';

// Optional scheme, optional www., dot-separated labels, a 2+ letter TLD, optional port and path.
const WEBSITE_PATTERN =
  /^(https?:\/\/)?(www\.)?[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)*\.[a-zA-Z]{2,}(:\d{1,5})?([/?#]\S*)?$/;

/** The proposal (contact modal) form: SPEC section 5, shared by the browser and the API. */
export const enquirySchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  Websiteurl: requiredText('Website URL is required', 'Website URL', 2048).check(
    z.regex(WEBSITE_PATTERN, { error: 'Please enter a valid website URL' }),
  ),
  message: requiredText('Message is required', 'Message', 5000, true),
  ...leadContextFields,
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;

/** The fields a visitor types; the context fields are added when sending. */
export const enquiryFormSchema = z.omit(enquirySchema, contextFieldNames);
export type EnquiryFormValues = z.input<typeof enquiryFormSchema>;
