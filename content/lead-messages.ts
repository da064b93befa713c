import { LEAD_ACCEPTED } from '../lib/leads/b2b-contract';

// The toasts of docs/product.md#toasts for a lead, in English; a Hindi form brings its own words
// (content/hi/admission-ui.ts). Success says what the API answers when it stores the lead.

export const LEAD_MESSAGES = {
  success: LEAD_ACCEPTED,
  rejected: 'Failed to submit form',
  error: 'Internal server error',
} as const;

export type LeadMessages = Record<keyof typeof LEAD_MESSAGES, string>;
