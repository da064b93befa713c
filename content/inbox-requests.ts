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
  leadsIntro: 'Every lead with the same phone or email as the request, newest first.',
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
  } as Record<string, string>,
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
  },
  problems: {
    noteMissing: 'Write what you told the person before you mark it answered.',
    noteTooLong: (max: number) => `The note can be at most ${max} characters.`,
    alreadyAnswered: 'Someone marked this request answered already; their note is kept.',
    unavailable: 'That did not go through: the lead store did not answer. Try again.',
    notConfirmed: 'Nothing was erased: confirm the erasure on its own step.',
    noContact:
      'This request no longer names a phone or email (its person was erased): there is nothing left to act on.',
  },
};

export const requestNotFoundCopy = {
  title: 'No such request',
  text: 'There is no rights request with that reference. It may have been mistyped.',
};
