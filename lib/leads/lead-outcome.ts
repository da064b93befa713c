import type { LeadOutcome } from './api-client';
import { LEAD_MESSAGES, type LeadMessages } from '../../content/lead-messages';
import { notify } from '../ui/notify';

/**
 * Shows the toast of docs/product.md#toasts for a lead outcome (in the form's language: a Hindi page
 * passes its own words); true when the lead was accepted.
 */
export function reportLeadOutcome(outcome: LeadOutcome, messages: LeadMessages = LEAD_MESSAGES) {
  if (outcome.kind === 'success') {
    notify.success(messages.success);
    return true;
  }
  if (outcome.kind === 'error') console.error('Lead submission failed', outcome.error);
  notify.error(messages[outcome.kind]);
  return false;
}
