import { outcomeLabels } from '@/content/portal';
import { comparable } from '@/lib/channels/sheet-fields';
import { OUTCOMES, type Outcome } from './outcomes';

// The statuses a university's enrolment sheet may give (docs/operations.md#enrolment-sheets): each
// outcome's label as the portal shows it, and the words admission offices use for the same step.
// Compared as lower-case letters and digits only, so "Fee Paid", "fee-paid" and "FEE_PAID" are one.

/** Each outcome's other words; documented in docs/operations.md#enrolment-sheets. */
const SYNONYMS: Record<Outcome, string[]> = {
  contacted: ['Called', 'Connected', 'Spoke', 'Counselled', 'In progress'],
  applied: ['Application', 'Application submitted', 'Form filled', 'Registered'],
  'fee-paid': ['Fees paid', 'Paid', 'Seat booked', 'Admission fee paid'],
  enrolled: ['Enrolment', 'Enrollment', 'Admitted', 'Admission', 'Joined', 'Converted'],
  'not-interested': ['Lost', 'Dropped', 'Declined', 'Not joining'],
  invalid: ['Wrong number', 'Fake', 'Junk', 'Not reachable', 'Unreachable'],
};

/** Each outcome's words, its label first, as the upload page lists them. */
export const STATUS_WORDS = Object.fromEntries(
  OUTCOMES.map((outcome) => [outcome, [outcomeLabels[outcome], ...SYNONYMS[outcome]]]),
) as Record<Outcome, string[]>;

const BY_WORD = new Map(
  OUTCOMES.flatMap((outcome) =>
    STATUS_WORDS[outcome].map((word) => [comparable(word), outcome] as const),
  ),
);

/** The outcome a sheet's status names, or null for a status it does not know. */
export const outcomeOfStatus = (status: string): Outcome | null =>
  BY_WORD.get(comparable(status)) ?? null;
