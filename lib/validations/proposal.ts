import { z } from './zod';
import {
  contextFieldNames,
  emailField,
  leadContextFields,
  MAX_LENGTH,
  nameField,
  phoneField,
  requiredText,
} from './fields';
import { contactMessagesEn, englishText } from '../../content/form-messages';

// Optional scheme, optional www., dot-separated labels, a 2+ letter TLD, optional port and path.
const WEBSITE_PATTERN =
  /^(https?:\/\/)?(www\.)?[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)*\.[a-zA-Z]{2,}(:\d{1,5})?([/?#]\S*)?$/;

/** The proposal (proposal modal) form: docs/product.md#validation, shared by the browser and the API. */
export const proposalSchema = z.object({
  name: nameField(contactMessagesEn.name),
  email: emailField(contactMessagesEn.email),
  phone: phoneField(contactMessagesEn.phone),
  Websiteurl: requiredText(
    englishText('Website URL', 'Website URL is required', MAX_LENGTH.website),
    MAX_LENGTH.website,
  ).check(z.regex(WEBSITE_PATTERN, { error: 'Please enter a valid website URL' })),
  message: requiredText(
    englishText('Message', 'Message is required', MAX_LENGTH.message),
    MAX_LENGTH.message,
    true,
  ),
  ...leadContextFields,
});

export type ProposalInput = z.input<typeof proposalSchema>;
export type Proposal = z.output<typeof proposalSchema>;

/** The fields a visitor types; the context fields are added when sending. */
export const proposalFormSchema = z.omit(proposalSchema, contextFieldNames);
export type ProposalFormValues = z.input<typeof proposalFormSchema>;
