import {
  submitLead,
  subscribeNewsletter,
  type LeadOutcome,
  type LeadPayload,
  type NewsletterOutcome,
} from '@/lib/leads/api-client';
import type { Attempt } from './saved-send';

export type SendOutcome = LeadOutcome | NewsletterOutcome;

/** Sends an attempt as its form first did: the same body, key and fill time. */
export function sendAttempt(attempt: Attempt): Promise<SendOutcome> {
  const options = { idempotencyKey: attempt.key, fillTimeMs: attempt.fillTimeMs };
  return attempt.call === 'lead'
    ? submitLead(attempt.body as LeadPayload, options)
    : subscribeNewsletter(String(attempt.body.email), options);
}

/** The outcome's wait when it reached no verdict (the send is kept), or undefined. */
export const noVerdictOf = (outcome: SendOutcome) =>
  outcome.kind === 'success' || !('retry' in outcome) ? undefined : outcome.retry;
