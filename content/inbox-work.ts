import type { LeadKind } from '@/lib/server/store/lead-store';
import type { CallOutcome, LeadStatus } from '@/lib/inbox/lead-work-values';

// The words for a lead's work, read by the queue, the lead's page, the follow-ups and the exports.

export const statusLabels: Record<LeadStatus, string> = {
  new: 'New',
  attempted: 'Attempted',
  connected: 'Connected',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};

export const callOutcomeLabels: Record<CallOutcome, string> = {
  'no-answer': 'No answer',
  busy: 'Busy',
  connected: 'Connected',
  'wrong-number': 'Wrong number',
  'call-back-later': 'Call back later',
};

export const kindLabels: Record<LeadKind, string> = {
  proposal: 'Proposal',
  admission: 'Admission',
};
