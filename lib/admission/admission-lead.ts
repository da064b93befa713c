// What the admission form sends besides the fields the student types.

const REASON_PREFIX = 'Admission enquiry: ';

export const admissionReason = (universityName: string) => `${REASON_PREFIX}${universityName}`;

/** The university an admission lead's reason names, or null for any other reason. */
export const universityNamed = (reason: string) =>
  reason.startsWith(REASON_PREFIX) ? reason.slice(REASON_PREFIX.length) : null;
