import { z } from './zod';
import { isValidEmail } from './email';
import { INVALID_EMAIL_MESSAGE } from '@/lib/b2b-contract';

/** SPEC "Newsletter email": one field, one message. */
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
