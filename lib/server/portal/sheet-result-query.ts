import 'server-only';
import { z } from '@/lib/validations/zod';
import { ROW_PROBLEMS } from './enrolment-sheet';
import type { EnrolmentResult, SheetUnreadable } from './enrolment-sheets';

// An enrolment sheet's result carried to its page in the address (docs/operations.md#enrolment-sheets):
// the upload answers with a redirect, so the page shows it with scripts off and a reload does not
// post the sheet again. It holds counts, line numbers and problem codes, never a cell of the sheet;
// each list keeps its first LISTED rows (the page says how many more), so the address stays short.

export const LISTED = 100;

/** Why a sheet was not read: the file's, its columns', or the upload's (no file, too large). */
export const UPLOAD_PROBLEMS = [
  'kind',
  'unreadable',
  'empty',
  'too-many-rows',
  'too-many-columns',
  'no-status-column',
  'no-key-column',
  'file',
  'too-big',
] as const satisfies readonly (SheetUnreadable | 'file' | 'too-big')[];
export type UploadProblem = (typeof UPLOAD_PROBLEMS)[number];

const line = z.int().check(z.positive());
const count = z.int().check(z.nonnegative());
const lines = z.array(line).check(z.maxLength(LISTED));
const rows = {
  malformed: z
    .array(z.object({ line, problems: z.array(z.enum(ROW_PROBLEMS)) }))
    .check(z.maxLength(LISTED)),
  unmatched: lines,
  ambiguous: z
    .array(z.union([z.object({ line, leads: line }), z.object({ line, sameAs: lines })]))
    .check(z.maxLength(LISTED)),
  /** How many of each list were left out. */
  more: z.object({ malformed: count, unmatched: count, ambiguous: count }),
};
const shownSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('unreadable'), problem: z.enum(UPLOAD_PROBLEMS) }),
  z.object({ status: z.literal('failed') }),
  z.object({ status: z.literal('refused'), ...rows }),
  z.object({ status: z.literal('applied'), changed: count, same: count, ...rows }),
]);

export type ShownResult = z.infer<typeof shownSchema>;

/** The result as its page shows it: each list cut to its first LISTED rows. */
export function shownResult(result: EnrolmentResult | ShownResult): ShownResult {
  if (result.status === 'unreadable' || result.status === 'failed') return result;
  const malformed = result.status === 'refused' ? result.malformed : [];
  return {
    ...result,
    malformed: malformed.slice(0, LISTED),
    unmatched: result.unmatched.slice(0, LISTED),
    ambiguous: result.ambiguous
      .slice(0, LISTED)
      .map((row) => ('sameAs' in row ? { ...row, sameAs: row.sameAs.slice(0, LISTED) } : row)),
    more: {
      malformed: Math.max(0, malformed.length - LISTED),
      unmatched: Math.max(0, result.unmatched.length - LISTED),
      ambiguous: Math.max(0, result.ambiguous.length - LISTED),
    },
  };
}

export const resultQuery = (result: EnrolmentResult | ShownResult) =>
  Buffer.from(JSON.stringify(shownResult(result))).toString('base64url');

/** The result an address carries; null for anything else (a hand-typed or cut address). */
export function resultOfQuery(value: string | undefined): ShownResult | null {
  if (!value || value.length > 20_000) return null;
  try {
    const parsed = z.safeParse(
      shownSchema,
      JSON.parse(Buffer.from(value, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
