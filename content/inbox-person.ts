// The words for one person, one record in the inbox (docs/leads.md#repeat-enquiries-one-person-one-record and
// #merging-leads): the enquiry count, the person's other leads, and an admin's merge.

/** "3 enquiries": said only when a lead has repeats. */
export const enquiryCount = (count: number) => `${count} enquiries`;

export const personCopy = {
  otherLeadsTitle: 'Other leads of this person',
  otherLeadsIntro: 'Leads with the same phone or email.',
  noOtherLeads: 'No other lead with this phone or email.',
  /** A lead in the list: its number, what it is for, its status and owner. */
  leadNumber: (id: number) => `Lead #${id}`,
  mergeThis: (id: number) => `Merge #${id} into this lead…`,
  unassigned: 'Unassigned',
};

/** An admin's merge, from the lead's page to the confirm step and back. */
export const mergeCopy = {
  title: 'Merge leads',
  sectionTitle: 'Merge another lead into this one',
  sectionIntro:
    'For two leads of one person that were not joined (a new phone, a typo in the email). You confirm on the next page.',
  otherId: 'Lead number to merge',
  otherIdHint: 'The number at the end of its address: 42 for /inbox/leads/42.',
  review: 'Review the merge',
  pageTitle: (kept: number, merged: number) => `Merge lead #${merged} into #${kept}`,
  keptTitle: (id: number) => `Stays: lead #${id}`,
  mergedTitle: (id: number) => `Merged into it: lead #${id}`,
  whatHappens: 'What the merge does',
  steps: (kept: number, merged: number) => [
    `Lead #${merged}’s enquiries become enquiries of lead #${kept}, with their times, pages and campaigns.`,
    `Its timeline and notes move to lead #${kept}; lead #${kept} keeps its own status, owner and follow-up.`,
    `Lead #${merged} leaves the queue; its address leads to lead #${kept}.`,
  ],
  noUndo:
    'There is no undo: once merged, the two leads cannot be separated again. The merge is logged with your name.',
  otherPurpose: (merged: number, mergedFor: string, keptFor: string) =>
    `Lead #${merged} is for ${mergedFor}, this lead for ${keptFor}: after the merge it is one lead for ${keptFor}.`,
  confirm: (kept: number, merged: number) => `Merge #${merged} into #${kept}`,
  cancel: 'Cancel, back to the lead',
  done: (merged: number) => `Lead #${merged} was merged into this one.`,
  enquiries: 'Enquiries',
  received: 'Received',
  status: 'Status',
  owner: 'Owner',
  unassigned: 'Unassigned',
  contact: 'Phone and email',
  problems: {
    'same-lead': 'That is this lead. Enter the number of another lead.',
    'kept-not-found': 'This lead no longer exists. Nothing was merged.',
    'not-found': (id: string) => `There is no lead #${id}. Check the number and try again.`,
    'already-merged': (id: string, into: number) =>
      `Lead #${id} was already merged into lead #${into}.`,
    held: 'A lead held as suspected cannot be merged: release it on the Suspected page first.',
    erased: 'An erased lead cannot be merged: nothing of its person is left.',
    'other-kind': 'An admission enquiry and a proposal are never one lead: they were not merged.',
    invalid: 'Enter a lead number, like 42.',
    unavailable: 'Merging is not possible right now. Nothing was changed: try again in a minute.',
  },
};

/** The kept lead's timeline row for a merge. */
export const mergeTimelineCopy = {
  merged: (id: number) => `Merged lead #${id} into this one`,
  was: (purpose: string, status: string) => `It was ${purpose}, ${status}`,
};
