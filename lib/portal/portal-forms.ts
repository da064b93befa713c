import * as z from 'zod/mini';
import { OUTCOMES, RETURN_DECISIONS, RETURN_REASONS } from './outcomes';

// The portal's forms as their actions read them (lib/server/inbox-entries/portal-actions.ts), and
// the answer each form shows: client-safe, so the forms and the actions share one shape.

const leadNumber = z.string().check(z.regex(/^\d{1,12}$/));

export const outcomeFormSchema = z.object({
  university: z.string(),
  lead: leadNumber,
  outcome: z.enum(OUTCOMES),
});

export const returnFormSchema = z.object({
  university: z.string(),
  lead: leadNumber,
  reason: z.enum(RETURN_REASONS),
  note: z.optional(z.string()),
});

/** An admin's decision on a return, from the lead's page or the delivery page. */
export const decisionFormSchema = z.object({
  id: leadNumber,
  decision: z.enum(RETURN_DECISIONS),
  note: z.optional(z.string()),
  /** The page the form is on, to come back to. */
  back: z.string(),
});

/** A portal form's answer; `stamp` tells one answer from the next. */
export type PortalFormState = { ok: boolean; message: string; stamp: number } | null;
