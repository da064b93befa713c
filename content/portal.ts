import type { Outcome, ReturnDecision, ReturnReason } from '@/lib/portal/outcomes';

// The words of the universities' portal (docs/product.md#the-university-portal): English only;
// a lead's answers are shown as the student wrote them.

export const outcomeLabels: Record<Outcome, string> = {
  contacted: 'Contacted',
  applied: 'Applied',
  'fee-paid': 'Fee paid',
  enrolled: 'Enrolled',
  'not-interested': 'Not interested',
  invalid: 'Invalid',
};

export const returnReasonLabels: Record<ReturnReason, string> = {
  'wrong-number': 'Wrong number',
  unreachable: 'Unreachable',
  'already-had': 'A student we already had',
  fake: 'Fake',
  ineligible: 'Ineligible',
  'minor-without-guardian': 'A minor without a guardian',
};

export const returnDecisionLabels: Record<ReturnDecision, string> = {
  approved: 'Approved',
  refused: 'Refused',
};

/** The status row on a lead's timeline when a university's outcome moved its stage. */
export const outcomeTimelineNote = (
  outcome: Outcome,
  university: string,
  source: 'portal' | 'sheet',
) =>
  `${outcomeLabels[outcome]}, said ${university} (${source === 'portal' ? 'its portal' : 'its enrolment sheet'})`;
