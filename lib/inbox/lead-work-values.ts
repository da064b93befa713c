// The values of the inbox's work on a lead (migration 011 allows these and no others), read by
// the store and by the pages that show and change them.

export const LEAD_STATUSES = ['new', 'attempted', 'connected', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const CALL_OUTCOMES = [
  'no-answer',
  'busy',
  'connected',
  'wrong-number',
  'call-back-later',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** What one row of a lead's timeline records. */
export type LeadEventKind = 'status' | 'owner' | 'note' | 'follow-up' | 'privacy' | 'phone';

/** A privacy action's row (migration 019): `to_value` says which. */
export type PrivacyAction = 'withdrawn' | 'erased';

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);

export const isCallOutcome = (value: unknown): value is CallOutcome =>
  typeof value === 'string' && (CALL_OUTCOMES as readonly string[]).includes(value);
