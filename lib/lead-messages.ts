// The toasts of SPEC section 7 for a lead, in English; a Hindi form brings its own words
// (content/hi/admission-ui.ts).

export const LEAD_MESSAGES = {
  success: 'Form submitted successfully',
  rejected: 'Failed to submit form',
  error: 'Internal server error',
} as const;

export type LeadMessages = Record<keyof typeof LEAD_MESSAGES, string>;
