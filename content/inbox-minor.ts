// What the inbox says about a lead whose student said they are under 18 (issue 45): the parent or
// guardian who consented, whom the counsellor calls.

export const minorLeadCopy = {
  /** `Under 18 — guardian: Sunita Rao, +91 98765 43210`. */
  guardian: (name: string, phone: string) => `Under 18 — guardian: ${name}, ${phone}`,
  call: 'Call the guardian',
  /** Why the lead is missing from the ad exports. */
  noAds: 'A minor: never sent to ad platforms; click ids were not stored.',
};
