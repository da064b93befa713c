import * as z from 'zod/mini';
import { hoursCopy } from '@/content/inbox-assignment';
import { indiaDay, isDay } from '@/lib/time/india-time';

// A counsellor's leave and daily cap as the Hours form (availability-form.ts) and the command line
// (`npm run leads -- operator leave|cap`) both read them: one schema each, so both store the same
// value and refuse the same text with the same words.

/** The last day of leave, `YYYY-MM-DD`, today in India or later. */
export const leaveUntilInput = (now: Date) =>
  z.string().check(
    z.refine((text) => isDay(text), { error: hoursCopy.badDate, abort: true }),
    z.refine((text) => text >= indiaDay(now), { error: hoursCopy.pastDate }),
  );

/** A daily cap: a whole number of leads, 1 to 9999. */
export const dailyCapInput = z.pipe(
  z.string().check(
    z.regex(/^\d{1,4}$/, { error: hoursCopy.badCap }),
    z.refine((text) => Number(text) >= 1, { error: hoursCopy.badCap }),
  ),
  z.transform(Number),
);

/** The value a schema reads from `text`, or its first problem in the form's words. */
export function readInput<T>(
  schema: z.ZodMiniType<T, string>,
  text: string,
): T | { problem: string } {
  const read = z.safeParse(schema, text.trim());
  return read.success ? read.data : { problem: read.error.issues[0].message };
}
