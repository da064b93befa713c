import { z } from './zod';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from './email';

/** docs/product.md#newsletter: one field, one message. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .check(
      z.trim(),
      z.maxLength(254, { error: INVALID_EMAIL_MESSAGE, abort: true }),
      z.refine(isValidEmail, { error: INVALID_EMAIL_MESSAGE }),
    ),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
