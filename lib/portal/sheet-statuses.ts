import { comparable } from '@/lib/channels/sheet-fields';

// The statuses a university's enrolment sheet may give (docs/operations.md#enrolment-sheets): each
// outcome's label as the portal shows it, and the words admission offices use for the same step.
// Compared as lower-case letters and digits only, so "Fee Paid", "fee-paid" and "FEE_PAID" are one.

export const SHEET_OUTCOMES = [
  'contacted',
  'applied',
  'fee-paid',
  'enrolled',
  'not-interested',
  'invalid',
] as const;
export type SheetOutcome = (typeof SHEET_OUTCOMES)[number];

/** Each outcome's words, its label first; documented in docs/operations.md#enrolment-sheets. */
export const STATUS_WORDS: Record<SheetOutcome, string[]> = {
  contacted: ['Contacted', 'Called', 'Connected', 'Spoke', 'Counselled', 'In progress'],
  applied: ['Applied', 'Application', 'Application submitted', 'Form filled', 'Registered'],
  'fee-paid': ['Fee paid', 'Fees paid', 'Paid', 'Seat booked', 'Admission fee paid'],
  enrolled: ['Enrolled', 'Enrolment', 'Enrollment', 'Admitted', 'Admission', 'Joined', 'Converted'],
  'not-interested': ['Not interested', 'Lost', 'Dropped', 'Declined', 'Not joining'],
  invalid: ['Invalid', 'Wrong number', 'Fake', 'Junk', 'Not reachable', 'Unreachable'],
};

const BY_WORD = new Map(
  SHEET_OUTCOMES.flatMap((outcome) =>
    STATUS_WORDS[outcome].map((word) => [comparable(word), outcome] as const),
  ),
);

/** The outcome a sheet's status names, or null for a status it does not know. */
export const outcomeOfStatus = (status: string): SheetOutcome | null =>
  BY_WORD.get(comparable(status)) ?? null;
