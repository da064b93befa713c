import * as z from 'zod/mini';
import { universities } from '@/lib/catalogue/universities';
import { LANGUAGES } from '@/lib/config/language';
import { isStorableText, withoutControls } from '@/lib/validations/text';

// What an assignment rule matches, read the same way from the Assignment page's form and from
// `npm run leads -- rule add` (docs/operations.md#lead-assignment): both store the same text.

const choice = <T extends string>(values: readonly T[]) =>
  z.optional(z.union([z.literal(''), z.enum(values as [T, ...T[]])]));

export const KINDS = ['admission', 'proposal'] as const;
export const UNIVERSITY_NAMES = universities.map((university) => university.name);

/** A campaign or source a rule matches: no control characters, at most 200 characters. */
export const CAMPAIGN_MAX = 200;

export const ruleMatchSchema = z.object({
  kind: choice(KINDS),
  university: choice(UNIVERSITY_NAMES),
  language: choice(LANGUAGES),
  campaign: z.optional(
    z.string().check(
      z.overwrite((value) => withoutControls(value).trim().slice(0, CAMPAIGN_MAX)),
      z.refine(isStorableText),
    ),
  ),
});

export type RuleMatchInput = z.infer<typeof ruleMatchSchema>;

/** The match as the rules' store takes it: a field left empty matches every lead. */
export const ruleMatchOf = (input: RuleMatchInput) => ({
  kind: input.kind || null,
  university: input.university || null,
  language: input.language || null,
  campaign: input.campaign || null,
});
