// The words of acting on a person's data (docs/privacy.md#erasure-withdrawal-and-retention): a
// lead's timeline rows for a withdrawal and an erasure, and how the inbox marks such a lead.

/** A privacy action's timeline line. */
export const privacyTimelineCopy = {
  withdrawn: 'Consent withdrawn: no calls, messages or ad exports from now',
  erased: 'Personal data erased: only the record that this enquiry came is kept',
};

/** How the queue and a lead's page mark a withdrawn or erased lead, so that nobody calls it. */
export const privacyMarkCopy = {
  doNotContact: 'Do not contact',
  withdrawn: (at: string) =>
    `Do not contact: this person withdrew consent on ${at}. No calls, messages or ad exports.`,
  erased: (at: string) =>
    `Personal data erased on ${at}: only the record that this enquiry came is kept.`,
  erasedName: (id: number) => `Lead ${id} (erased)`,
};
