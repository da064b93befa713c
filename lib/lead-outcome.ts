import type { LeadOutcome } from './api-client';
import { notify } from './notify';

export const LEAD_MESSAGES = {
  success: 'Form submitted successfully',
  rejected: 'Failed to submit form',
  error: 'Internal server error',
} as const;

/** Shows the toast of SPEC section 7 for a lead outcome; true when the lead was accepted. */
export function reportLeadOutcome(outcome: LeadOutcome): boolean {
  if (outcome.kind === 'success') {
    notify.success(LEAD_MESSAGES.success);
    return true;
  }
  if (outcome.kind === 'error') console.error('Lead submission failed', outcome.error);
  notify.error(LEAD_MESSAGES[outcome.kind]);
  return false;
}
