import type { Language } from '@/lib/config/language';
import type { RightsRequestKind } from '@/lib/privacy/rights-request-values';

// The words of the inbox's rights requests (/inbox/requests and each request's page), for admins.

export const requestsNavLabel = 'Rights requests';

export const requestKindLabels: Record<RightsRequestKind, string> = {
  access: 'Copy of their data',
  correction: 'Correction',
  erasure: 'Erasure',
  withdrawal: 'Stop contact (withdrawal)',
  grievance: 'Complaint',
};

export const requestLanguageNames: Record<Language, string> = { en: 'English', hi: 'Hindi' };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const requestsListCopy = {
  title: 'Rights requests',
  intro:
    'What people asked at /privacy/requests: a copy of their data, a correction, erasure, no more contact, or a complaint. We promised an answer within 7 days; the DPDP Rules allow 90 at the most. Before you act, call or email the phone or address on the request from the agency’s own line, and act only once the person confirms it is theirs.',
  open: 'Open',
  answered: 'Answered',
  suspected: 'Suspected',
  suspectedIntro:
    'Sent the way automated form fillers send. Kept, not dropped: open one to read it and answer it if a person sent it.',
  emptyOpen: 'No open requests.',
  emptyAnswered: 'None answered yet.',
  fields: {
    kind: 'Asked for',
    received: 'Received',
    due: 'Due (7 days)',
    deadline: 'Deadline (90 days)',
    language: 'Language',
    answered: 'Answered',
    why: 'Why it is suspected',
  },
  overdueBy: (span: string) => `overdue by ${span}`,
  dueIn: (span: string) => `in ${span}`,
  openRequest: (reference: string) => `Open request ${reference}`,
};

export const requestPageCopy = {
  back: 'All rights requests',
  title: (reference: string) => `Request ${reference}`,
  open: 'Open',
  answeredBy: (name: string, at: string) => `Answered by ${name} on ${at}`,
  suspected: (reason: string) => `Suspected: ${reason} Check it was a person before you act.`,
  detailsTitle: 'What was asked',
  fields: {
    kind: 'Asked for',
    phone: 'Phone',
    email: 'Email',
    details: 'Details',
    language: 'Answer in',
    received: 'Received',
    due: 'Due (7 days)',
    deadline: 'Deadline (90 days)',
    browser: 'Browser',
    outcome: 'What they were told',
  },
  none: 'not given',
  leadsTitle: 'Their leads',
  leadsIntro:
    'Every lead whose phone and email are contacts of the request verified above, newest first.',
  noLeads:
    'No lead has this phone or email. Tell the person we hold nothing under it, and mark the request answered.',
  leadLink: (id: number) => `Lead ${id}`,
  otherContacts:
    'These leads also hold other contacts. Other leads under those alone are not acted on unless a request names them: ask the person whether they are theirs.',
  marks: {
    enquiries: (count: number) => `${count} enquiries`,
    withdrawn: (at: string) => `no contact since ${at}`,
    erased: (at: string) => `erased ${at}`,
  },
  historyTitle: 'Done so far',
  historyEmpty: 'Nothing yet.',
  history: {
    'access-copy-sent': 'Access copy downloaded',
    'person-withdrawn': 'Contact stopped',
    'person-erased': 'Erased',
    'request-answered': 'Marked answered',
    'contact-code-sent': 'Code sent',
    'contact-verified': 'Contact verified',
    'contact-code-refused': 'Code refused',
  } as Record<string, string>,
  contactsTitle: 'Verify each contact',
  contactsIntro:
    'Anyone can type anyone’s phone or email into the request form. Verify each contact on its own before you show or erase anything: only the leads of verified contacts are acted on.',
  verifiedBy: (name: string, at: string, how: string) => `Verified ${how} by ${name} on ${at}`,
  byCode: 'by code',
  byCall: 'by a call',
  notVerified: 'Not verified',
  phoneCheckText:
    'Call this number from the agency’s line. Ask the person to say the request’s reference back, and whether the number is theirs.',
  phoneCalled: 'I called this number and the person confirmed it is theirs',
  phoneConfirm: 'Record the phone as verified',
  emailCheckText: (hours: number) =>
    `Send a 6-digit code to this address; the person reads it back to you (on the phone or by replying). It is good for ${hours} hours and 5 tries.`,
  codeSentAt: (at: string) => `A code was sent on ${at}.`,
  sendCode: 'Send a code',
  sendAnotherCode: 'Send a new code',
  codeLabel: 'The code the person read back',
  checkCode: 'Check the code',
  apartTitle: 'Not acted on',
  apartIntro:
    'The request’s contacts reach these leads too, but they are left out of the access copy, stopping contact and the erasure:',
  apartWhy: {
    unverified: 'reached only through a contact not yet verified',
    'other-contact': 'also holds a phone or email this request has not verified (someone else’s?)',
  },
  unverifiedActions:
    'Nothing can be shown or erased yet: verify the phone or the email above first.',
  actionsTitle: 'Act on it',
  copyTitle: 'Send a copy',
  copyText:
    'Downloads a JSON file of everything held under this phone and email. Send it to the person yourself, from the agency’s address, once you know the phone or email is theirs.',
  copyButton: 'Download the access copy',
  withdrawTitle: 'Stop contact',
  withdrawText:
    'From now on nobody calls, messages or emails this person, and none of their leads goes to the ad platforms. Their leads stay in the inbox, marked.',
  withdrawButton: 'Stop all contact',
  eraseTitle: 'Erase',
  eraseText:
    'Removes their name, phone, email and everything else they sent from every lead, repeat enquiry, note, newsletter sign-up and unsent alert. Each lead stays as an anonymous record, so counts stay true.',
  eraseButton: 'Erase…',
  confirmTitle: 'Erase this person’s data?',
  confirmWhat: (leads: number[]) =>
    leads.length === 0
      ? 'No lead has this phone or email: only newsletter sign-ups, notes’ mentions and unsent alerts with them, and this request’s phone and email, are erased.'
      : `The personal fields of ${plural(leads.length, 'lead', 'leads')} (${leads.map((id) => `#${id}`).join(', ')}) are erased, with their repeat enquiries, notes’ mentions of the phone or email, newsletter sign-ups, unsent alerts, and this request’s phone and email. Each lead keeps only its id, kind, purpose, dates, status and campaign.`,
  confirmAnswerFirst:
    'Answer the person first if you need their phone or email to: after this, the request no longer holds them.',
  confirmFinal: 'This cannot be undone.',
  confirmButton: 'Erase, it cannot be undone',
  cancel: 'Cancel',
  answerTitle: 'Mark answered',
  answerText:
    'Once you have answered the person, write what you told them (or did). It is kept with the request as the record that it was answered.',
  note: 'What you told them',
  answerButton: 'Mark answered',
  done: {
    answered: 'Marked answered.',
    withdrawn: (leads: number) =>
      `Contact stopped: ${plural(leads, 'lead', 'leads')} marked; nothing more goes to them or to the ad platforms.`,
    erased: (leads: number) =>
      `Erased: ${plural(leads, 'lead', 'leads')} left as anonymous records. Nothing of theirs leaves the outbox.`,
    'code-sent': 'Code sent. Ask the person to read it back to you, then enter it below.',
    'email-verified': 'Email verified.',
    'phone-verified': 'Phone verified.',
  },
  problems: {
    noteMissing: 'Write what you told the person before you mark it answered.',
    noteTooLong: (max: number) => `The note can be at most ${max} characters.`,
    alreadyAnswered: 'Someone marked this request answered already; their note is kept.',
    unavailable: 'That did not go through: the lead store did not answer. Try again.',
    notConfirmed: 'Nothing was erased: confirm the erasure on its own step.',
    noContact:
      'This request no longer names a phone or email (its person was erased): there is nothing left to act on.',
    unverified:
      'Nothing was done: verify the request’s phone or email first. Only verified contacts reach a person’s data.',
    'already-verified': 'That contact is verified already.',
    'phone-not-called':
      'The phone was not verified: tick the box to say you called it and the person confirmed it.',
    'code-wrong':
      'That is not the code sent. Check it with the person and try again (5 tries per code).',
    'code-expired': 'That code is more than a day old. Send a new code.',
    'code-no-code':
      'No code is waiting for this email (it was used, or 5 wrong tries voided it). Send a new code.',
    'code-no-smtp':
      'No code was sent: email is not set up on this server (LEAD_ALERT_SMTP_URL). Verify the phone instead, or ask an operator to set it up.',
    'code-failed':
      'The code could not be sent: the mail server did not accept it. Try again in a minute.',
  } as const,
};

export const requestNotFoundCopy = {
  title: 'No such request',
  text: 'There is no rights request with that reference. It may have been mistyped.',
};
