'use server';

import 'server-only';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { operatorsPageCopy as copy } from '@/content/inbox-operators';
import { operatorsPath } from '@/lib/inbox/inbox-paths';
import { OPERATORS_PERMISSION } from '@/lib/inbox/roles';
import type { OperatorFormState } from '@/lib/inbox/operator-input';
import { isOperatorError } from '../inbox/operator-error';
import { operatorAction } from './operator-guard';

// Adding an operator from the inbox's Operators page (docs/operations.md#operators-sign-in-roles-and-the-access-log), for admins:
// the same schema and the same account code as `npm run leads -- operator add`, logged as the
// admin who added them. A refusal keeps what was typed, but never the password.

const valuesOf = (form: FormData) =>
  Object.fromEntries(
    ['email', 'name', 'role', 'university'].map((name) => [name, String(form.get(name) ?? '')]),
  );

export const addOperator = operatorAction(
  {
    name: 'add-operator',
    // The fields as typed; operator-input.ts's schema reads them in the account code, as the
    // command's are.
    schema: z.object({
      email: z.string(),
      name: z.string(),
      role: z.string(),
      university: z.optional(z.string()),
      password: z.string(),
    }),
    permission: OPERATORS_PERMISSION,
    page: () => operatorsPath,
    invalid: (form): OperatorFormState => ({
      ok: false,
      message: copy.unavailable,
      values: valuesOf(form),
      stamp: Date.now(),
    }),
    unavailable: (form): OperatorFormState => ({
      ok: false,
      message: copy.unavailable,
      values: valuesOf(form),
      stamp: Date.now(),
    }),
  },
  async (input, { services }, { form }): Promise<OperatorFormState> => {
    try {
      await services.operators.add({ ...input, university: input.university || undefined });
    } catch (error) {
      if (!isOperatorError(error)) throw error;
      return { ok: false, message: error.message, values: valuesOf(form), stamp: Date.now() };
    }
    revalidatePath(operatorsPath);
    return {
      ok: true,
      message: copy.added(input.email.trim().toLowerCase()),
      values: {},
      stamp: Date.now(),
    };
  },
);

/** Where a change of access answers: the page, saying what was done or why not. */
const changed = (answer: Record<string, string>) =>
  redirect(`${operatorsPath}?${new URLSearchParams(answer).toString()}`);

/**
 * Disables an operator (their sessions end at once: someone who left) or enables one again, as
 * `operator disable|enable` does; an admin's own account is not theirs to disable here.
 */
export const changeOperatorAccess = operatorAction<
  { email: string; change: 'disable' | 'enable' },
  void
>(
  {
    name: 'operator-access',
    schema: z.object({
      email: z.string().check(z.maxLength(254)),
      change: z.enum(['disable', 'enable']),
    }),
    permission: OPERATORS_PERMISSION,
    page: () => operatorsPath,
    invalid: () => changed({ problem: 'unknown' }),
    unavailable: () => changed({ problem: 'failed' }),
  },
  async ({ email, change }, { services, operator }) => {
    if (change === 'disable' && email.trim().toLowerCase() === operator.email)
      changed({ problem: 'yourself' });
    try {
      await services.operators[change](email);
    } catch (error) {
      if (!isOperatorError(error)) throw error;
      changed({ problem: 'unknown' });
    }
    revalidatePath(operatorsPath);
    changed({ [change === 'disable' ? 'disabled' : 'enabled']: email });
  },
);
