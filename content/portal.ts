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

export const portalTitle = 'Leadwise university portal';

export const portalCopy = {
  signedInAs: 'Signed in as',
  navLabel: 'Portal',
  leadsNav: 'Leads',
  agencyView: (university: string) =>
    `Agency view: you see ${university}’s portal as it does. Nothing can be changed here.`,
  landingTitle: 'University portals',
  landingIntro: 'Open a university’s portal to see it as that university does.',
  listTitle: (university: string) => `${university}: your leads`,
  listIntro:
    'The leads Leadwise Digital delivered to you, newest first. Open one to set its outcome or return it.',
  filtersLabel: 'Find leads',
  search: 'Name, phone or reference',
  outcome: 'Outcome',
  anyOutcome: 'Any outcome',
  noOutcome: 'No outcome yet',
  from: 'Delivered from',
  to: 'Delivered to',
  apply: 'Show',
  clear: 'Clear',
  download: 'Download',
  downloadCsv: 'Download CSV',
  downloadXlsx: 'Download Excel (XLSX)',
  none: 'No lead matches.',
  pagesLabel: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number, total: number) =>
    `Page ${page} of ${pages} · ${total} ${total === 1 ? 'lead' : 'leads'}`,
  columns: {
    reference: 'Reference',
    name: 'Name',
    phone: 'Phone',
    course: 'Course',
    city: 'City',
    delivered: 'Delivered',
    outcome: 'Outcome',
  },
  back: 'All leads',
  leadTitle: (name: string) => name || 'Lead',
  facts: {
    reference: 'Reference',
    phone: 'Phone',
    email: 'Email',
    course: 'Course',
    city: 'City',
    received: 'Received',
    delivered: 'Delivered',
    verified: 'Phone verified',
    guardian: 'Parent or guardian',
    minor: 'Under 18',
  },
  yes: 'Yes',
  no: 'No',
  historyHeading: 'Outcome history',
  noHistory: 'No outcome set yet.',
  historyRow: (outcome: string, at: string, by: string, source: 'portal' | 'sheet') =>
    `${outcome} · ${at} · ${by}${source === 'sheet' ? ' (enrolment sheet)' : ''}`,
  returnsHeading: 'Return',
  returnRow: (reason: string, at: string) => `Returned ${at}: ${reason}`,
  waiting: 'Waiting for the agency’s decision.',
  decided: (decision: string, at: string) => `${decision} ${at}`,
  signOut: 'Sign out',
};

/** The file's columns, in order (the CSV's header row and the sheet's). */
export const downloadColumns = [
  'Reference',
  'Name',
  'Phone',
  'Email',
  'Course',
  'City',
  'Received',
  'Delivered',
  'Phone verified',
  'Outcome',
] as const;

/** The agency admins' side of the returns: on a lead's page and on the delivery page. */
export const returnsAdminCopy = {
  heading: 'Returned by the university',
  waitingHeading: 'Returns waiting for a decision',
  noneWaiting: 'No return is waiting.',
  row: (university: string, reason: string, at: string) =>
    `${university} returned it ${at}: ${reason}`,
  lead: (id: number) => `Lead ${id}`,
  decision: 'Decision',
  approve: 'Approve',
  refuse: 'Refuse',
  note: 'Note to the university (optional)',
  submit: 'Save decision',
  decided: 'Decision saved.',
  decidedBefore: 'That return was decided already.',
  unavailable: 'That was not saved: the lead store did not answer. Try again in a minute.',
};
