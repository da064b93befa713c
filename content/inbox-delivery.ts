// The words of a lead's delivery to its university (its line on the lead's page and timeline)
// and of the admins' delivery page (docs/operations.md#delivery-to-the-universities).

export const deliveryLineCopy = {
  sent: (university: string, time: string) => `Sent to ${university} ${time}`,
  accepted: 'accepted',
  duplicate: 'duplicate',
  rejected: (reason: string) => (reason ? `rejected: ${reason}` : 'rejected'),
  theirId: (id: string) => `their id ${id}`,
  held: (university: string, why: string) => `For ${university} · ${why}`,
  pending: (university: string, detail: string) =>
    `For ${university} · ${detail === 'sending' ? 'on its way' : detail}`,
  none: (university: string, why: string) => `Not sent to ${university}: ${why}`,
  taken: (university: string, time: string) => `Taken by ${university} from its portal ${time}`,
  label: 'Delivery',
  resend: 'Send again',
  resendLabel: (id: number) => `Send lead ${id} to its university again`,
  resent: 'Sent again: the answer shows here once the university gives it.',
  notResent: 'Only a rejected lead can be sent again.',
};

export const deliveryPageCopy = {
  title: 'Delivery',
  navLabel: 'Delivery',
  intro:
    'Each admission lead goes to the university it names, once, and the university’s answer is kept on the lead. Leads over a university’s daily cap wait for the next day in India; a lead whose course or city its master sheet lacks waits until the sheet names it.',
  universitiesHeading: 'Universities',
  campaignsHeading: 'Campaigns this month',
  noCampaigns: 'No lead has been answered this month yet.',
  today: 'Today',
  month: 'This month',
  columns: {
    university: 'University',
    destination: 'Destination',
    delivered: 'Delivered',
    accepted: 'Accepted',
    duplicate: 'Duplicate',
    rejected: 'Rejected',
    held: 'Held',
    cap: 'Cap used today',
    lastFailure: 'Last failure',
    campaign: 'Campaign',
    acceptance: 'Acceptance',
    duplicateRate: 'Duplicate rate',
  },
  off: 'Off',
  portal: 'Portal (no push)',
  pushTo: (adapter: string, host: string) => `${adapter} to ${host}`,
  noCap: 'No cap',
  capUsed: (used: number, cap: number) => `${used} of ${cap}`,
  waiting: (held: number, pending: number) => `${held} held · ${pending} on the way`,
  none: 'None',
  missingHeading: (university: string) => `${university}: values its sheet lacks`,
  missing: (kind: string, value: string) => `${kind} “${value}”`,
  tasksHeading: 'Erasures to pass on by hand',
  tasksIntro:
    'These universities take no erasure event, or refused it: ask each to erase the lead by our reference, keep their answer, and mark the task done.',
  task: (university: string, reference: string, at: string) =>
    `${university}: erase ${reference} (asked ${at})`,
  taskWhy: (failed: string) =>
    failed === 'no webhook'
      ? 'its webhook is no longer set'
      : `its webhook refused the erasure event (${failed})`,
  taskDone: 'Done',
  taskDoneLabel: (reference: string) => `Mark the erasure of ${reference} done`,
  taskFinished: 'Marked done: the university was asked to erase the lead.',
  setUpHeading: 'Set up a university',
  university: 'University',
  adapter: 'How it takes leads',
  adapters: {
    generic: 'Webhook (Standard Webhooks, signed)',
    leadsquared: 'LeadSquared (Lead.Capture)',
    portal: 'Its portal on this site (no push)',
  },
  url: 'Address',
  urlHint: 'The university’s lead API address (https). Not needed for the portal.',
  secret: 'Credential',
  secretHint:
    'A webhook takes a whsec_ secret; LeadSquared takes ACCESS_KEY:SECRET_KEY. Never shown again: leave it empty to keep the one set.',
  dailyCap: 'Daily cap',
  dailyCapHint: 'Leads a day (India time); empty for none.',
  save: 'Save delivery',
  turnOff: 'Turn delivery off',
  sheetHeading: 'Master sheet',
  sheetHint: 'A CSV with the header kind,ours,theirs; kind is course, city or state.',
  sheetFile: 'Sheet (CSV)',
  upload: 'Upload sheet',
  saved: (university: string) => `Saved: ${university}’s delivery.`,
  turnedOff: (university: string) => `${university}: delivery off. Its leads are no longer sent.`,
  sheetSaved: (university: string) =>
    `${university}’s master sheet saved; its held leads are looked at again.`,
  problems: {
    university: 'Choose a university.',
    adapter: 'Choose how the university takes its leads.',
    cap: 'The daily cap is a whole number of leads, at least 1, or empty.',
    url: 'The address must start with https:// or http://.',
    'secret-missing': 'Enter the credential the university gave you.',
    'secret-generic': 'A webhook credential starts with whsec_ followed by base64.',
    'secret-leadsquared': 'A LeadSquared credential is ACCESS_KEY:SECRET_KEY.',
    sheet:
      'The sheet could not be read: its first line must be kind,ours,theirs, each kind course, city or state, and each row must give ours and theirs.',
    file: 'Choose a CSV file of at most 1 MB.',
    task: 'That erasure was already marked done.',
  },
  unavailable: 'The store is unavailable: nothing was changed. Try again in a minute.',
};
