import type { Language } from '@/lib/config/language';

// The words of one lead's page in the inbox (app/inbox/leads/[id]): what it sent, the work form,
// its answers and the timeline.

export const leadPageCopy = {
  call: 'Call',
  whatsApp: 'WhatsApp',
  newTab: '(opens in a new tab)',
  sentTitle: 'What they sent',
  touchTitle: 'First touch',
  consentTitle: 'Consent',
  workTitle: 'Work this lead',
  timelineTitle: 'Timeline',
  back: 'Back to the inbox',
  held: (reason: string) =>
    `Held as suspected: ${reason}. Only admins see it until it is released.`,
  released: (at: string) => `Held as suspected, released ${at}.`,
  none: 'None',
  yes: 'Yes',
  no: 'No',
};

/** A lead's fields, as the page labels them. */
export const leadFieldLabels = {
  kind: 'Kind',
  reason: 'Reason',
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  website: 'Website',
  message: 'Message',
  course: 'Course',
  city: 'City',
  consent: 'Consent given',
  language: 'Language',
  pageUrl: 'Sent from',
  receivedAt: 'Received',
  firstAttemptAt: 'First tried to send',
  userAgent: 'Browser',
  landingUrl: 'Landing page',
  referrer: 'Referrer',
  consentText: 'Text shown',
  consentVersion: 'Version',
  consentedAt: 'Consented',
  status: 'Status',
  owner: 'Owner',
  nextFollowUp: 'Next follow-up',
  firstContactAt: 'First contact',
};

export const languageNames: Record<Language, string> = { en: 'English', hi: 'Hindi' };

/** The work form's labels and answers. */
export const leadFormCopy = {
  status: 'Status',
  lostReason: 'Reason for losing',
  lostReasonHint: 'Needed when the status is Lost.',
  owner: 'Owner',
  unassigned: 'Unassigned',
  assignToMe: 'Assign to me',
  nextFollowUp: 'Next follow-up',
  nextFollowUpHint: 'India time (IST). Leave empty for none.',
  note: 'Note',
  callOutcome: 'Call outcome',
  noCallOutcome: 'No call made',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved.',
  conflict:
    'Someone else saved this lead while you were editing. Your changes are still in the form and were not saved: check them against what changed, then Save again to apply them.',
  whatChanged: 'What changed meanwhile:',
  nowTitle: 'The lead now:',
  invalid: 'Nothing was saved. Check the field marked below.',
  gone: 'This lead no longer exists. Nothing was saved.',
  unavailable: 'Saving is not possible right now. Nothing was lost: try again in a minute.',
  problems: {
    version: 'This form is out of date. Reload the page and try again.',
    status: 'Choose a status from the list.',
    lostReason: 'Say why the lead was lost.',
    lostReasonTooLong: 'The reason is too long: at most 500 characters.',
    owner: 'Choose an owner from the list.',
    ownerGone: 'That operator no longer exists. Choose another owner.',
    mayNotAssign: 'Only an admin can give a lead to someone else.',
    nextFollowUp: 'Enter the follow-up as a date and a time, like 28/11/2026, 10:30 am.',
    note: 'The note is too long: at most 2,000 characters.',
    callOutcome: 'Choose a call outcome from the list.',
    noteOnErased:
      'This lead was erased: a note would put personal data back into it. Nothing was saved; keep your note elsewhere if it is not about this person.',
    noteOnWithdrawn:
      'This person withdrew consent: no notes are added to their lead. Nothing was saved.',
    reasonOnErased:
      'This lead was erased: it cannot be marked lost with a reason. Nothing was saved.',
    reasonOnWithdrawn:
      'This person withdrew consent: their lead cannot be marked lost with a reason. Nothing was saved.',
    followUpNoContact:
      'This person is not to be contacted (withdrawn or erased): no follow-up can be set. Nothing was saved.',
  },
};

/** The timeline's lines. */
export const timelineCopy = {
  received: (form: string) => `Enquiry received from the ${form}`,
  proposalForm: 'proposal form',
  admissionForm: 'admission form',
  status: (from: string, to: string) => `Status: ${from} → ${to}`,
  lostReason: (reason: string) => `Reason: ${reason}`,
  owner: (from: string, to: string) => `Owner: ${from} → ${to}`,
  followUpSet: (at: string) => `Follow-up set for ${at}`,
  followUpCleared: 'Follow-up cleared',
  note: 'Note',
  callOutcome: (outcome: string) => `Call outcome: ${outcome}`,
  by: (name: string) => `by ${name}`,
  goneOperator: 'an operator no longer here',
  enquiry: (number: number, of: number, form: string, page: string, campaign: string | null) =>
    `Enquiry ${number} of ${of}, ${form}: from ${page || 'an unknown page'}, ${campaign ? `campaign ${campaign}` : 'no campaign'}`,
};

/** The WhatsApp message a counsellor starts with, in the lead's language. */
export const whatsAppGreeting: Record<Language, (lead: string, operator: string) => string> = {
  en: (lead, operator) =>
    `Hello ${lead}, this is ${operator} from Leadwise Digital, about the enquiry you sent us.`,
  hi: (lead, operator) =>
    `नमस्ते ${lead} जी, मैं Leadwise Digital से ${operator}। आपने जो पूछताछ भेजी थी, उसके बारे में बात करनी थी।`,
};

export const leadNotFoundCopy = {
  title: 'No such lead',
  text: 'There is no lead at this address. It may have been erased, or the link is mistyped.',
  back: 'Back to the inbox',
};

/** A lead's assignments in its timeline (docs/operations.md#lead-assignment). */
export const assignmentTimelineCopy = {
  rule: (ruleId: number | null) => (ruleId === null ? 'the default rule' : `rule #${ruleId}`),
  assigned: (owner: string, rule: string) => `Assigned to ${owner} by ${rule}`,
  offHours: (owner: string, rule: string) =>
    `Nobody in the team was at work: assigned to ${owner}, whose hours begin first (${rule})`,
  due: (at: string) => `First call due by ${at}`,
  moved: (from: string, until: string, to: string) =>
    `Moved from ${from} to ${to}: ${from} had it until ${until} and recorded no call by then`,
  stayed: (from: string, until: string) =>
    `Not called by ${until}: stays with ${from}, nobody else in the team can take it`,
};
