// What a university says became of a lead it was sent, and why it may send one back
// (docs/operations.md#the-university-portal). Client-safe: the portal's forms, the server and the
// enrolment sheet read these lists; their words live in content/portal.ts.

/** A guard that a value is one of these words (a form's field, a sheet's cell). */
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const OUTCOMES = [
  'contacted',
  'applied',
  'fee-paid',
  'enrolled',
  'not-interested',
  'invalid',
] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const isOutcome = oneOf(OUTCOMES);

export const RETURN_REASONS = [
  'wrong-number',
  'unreachable',
  'already-had',
  'fake',
  'ineligible',
  'minor-without-guardian',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const isReturnReason = oneOf(RETURN_REASONS);

/** An admin's answer to a return. */
export const RETURN_DECISIONS = ['approved', 'refused'] as const;
export type ReturnDecision = (typeof RETURN_DECISIONS)[number];

/** How an outcome reached us: the portal's form on the lead, or the university's uploaded sheet. */
export type OutcomeSource = 'portal' | 'sheet';
