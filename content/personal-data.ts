// The words of acting on a person's data (docs/privacy.md#erasure-withdrawal-and-retention): a
// lead's timeline rows for a withdrawal and an erasure.

/** A privacy action's timeline line. */
export const privacyTimelineCopy = {
  withdrawn: 'Consent withdrawn: no calls, messages or ad exports from now',
  erased: 'Personal data erased: only the record that this enquiry came is kept',
};
