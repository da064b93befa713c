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

export const portalFormCopy = {
  outcomeHeading: 'Outcome',
  outcomeLabel: 'What became of this student',
  outcomeSave: 'Save outcome',
  outcomeSaved: (outcome: string) => `Saved: ${outcome}.`,
  outcomeUnchanged: 'That is already its outcome: nothing changed.',
  returnHeading: 'Return this lead',
  returnIntro: (until: string) => `You may return this lead until ${until}, with a reason.`,
  returnReason: 'Reason',
  returnNote: 'Note (optional)',
  returnSubmit: 'Return lead',
  returned: 'Returned: the agency will approve or refuse it.',
  windowClosed: 'The window to return this lead has closed.',
  alreadyReturned: 'This lead was returned already.',
  agencyView: 'The agency’s view changes nothing: only the university sets outcomes and returns.',
  invalid: 'Choose one of the options, then save.',
  missing: 'Not found.',
  unavailable: 'That was not saved: the lead store did not answer. Try again in a minute.',
};
