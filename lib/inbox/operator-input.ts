import * as z from 'zod/mini';
import { operatorInputCopy as copy } from '@/content/inbox-operators';
import { getUniversity } from '@/lib/catalogue/universities';
import { isValidEmail } from '@/lib/validations/email';
import { isStorableText, withoutControls } from '@/lib/validations/text';
import { ROLE_NAMES } from './roles';

// An operator as the inbox's Operators page and `npm run leads -- operator add` read it
// (docs/operations.md#operators-sign-in-roles-and-the-access-log): one schema, so both store the same account. A `university`
// user belongs to one catalogue university; no other role names one.

export const OPERATOR_NAME_MAX = 100;

export const operatorInputSchema = z
  .object({
    email: z.string().check(
      z.overwrite((value) => value.trim().toLowerCase()),
      z.refine(isValidEmail, copy.email),
    ),
    name: z.string().check(
      z.overwrite((value) => withoutControls(value).trim().slice(0, OPERATOR_NAME_MAX)),
      z.minLength(1, copy.name),
      z.refine(isStorableText, copy.name),
    ),
    role: z.enum(ROLE_NAMES as [string, ...string[]], copy.role),
    university: z.optional(z.string().check(z.overwrite((value) => value.trim()))),
  })
  .check(
    z.superRefine((input, context) => {
      if (input.role === 'university' && !input.university)
        context.issues.push({
          code: 'custom',
          input,
          path: ['university'],
          message: copy.universityNeeded,
        });
      else if (input.role === 'university' && !getUniversity(input.university!))
        context.issues.push({
          code: 'custom',
          input,
          path: ['university'],
          message: copy.universityUnknown,
        });
      else if (input.role !== 'university' && input.university)
        context.issues.push({
          code: 'custom',
          input,
          path: ['university'],
          message: copy.universityNotForRole,
        });
    }),
  );

export type OperatorInput = z.infer<typeof operatorInputSchema>;

/** The input's problems, one message per field, for a form or the command line. */
export const operatorInputProblems = (
  value: unknown,
): { input: OperatorInput } | { problems: Record<string, string> } => {
  const parsed = z.safeParse(operatorInputSchema, value);
  if (parsed.success) return { input: parsed.data };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
  return { problems };
};

/** The Operators page form's answer: what was typed comes back (never the password). */
export type OperatorFormState = {
  ok: boolean;
  message: string;
  values: Record<string, string>;
  stamp: number;
} | null;
