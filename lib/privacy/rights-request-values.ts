// What a rights request (/privacy/requests) can ask for, and how soon it is answered: shared by
// the form, its schema, the store and the pages, in the browser and on the server.

import { DAY_MS } from '@/lib/time/day';

/**
 * A copy of one's data, a correction, erasure, withdrawing consent ("do not contact me"), or a
 * complaint to the Grievance Officer (DPDP Act 2023, sections 11 to 13).
 */
export const RIGHTS_REQUEST_KINDS = [
  'access',
  'correction',
  'erasure',
  'withdrawal',
  'grievance',
] as const;

export type RightsRequestKind = (typeof RIGHTS_REQUEST_KINDS)[number];

export const isRightsRequestKind = (value: unknown): value is RightsRequestKind =>
  RIGHTS_REQUEST_KINDS.includes(value as RightsRequestKind);

/** The kinds whose details say what is asked: what to correct, what the complaint is. */
export const DETAILS_REQUIRED: readonly RightsRequestKind[] = ['correction', 'grievance'];

/** The longest description a request takes. */
export const MAX_DETAILS_LENGTH = 2000;

/** The site's own target for answering every request, told to the person who asked. */
export const ANSWER_WITHIN_DAYS = 7;

/** The Rules' outer limit for answering a grievance (DPDP Rules 2025, rule 14(3)). */
export const GRIEVANCE_LIMIT_DAYS = 90;

/** When a request received at `received` is due (our target) and must at the latest be answered. */
export const rightsRequestDates = (received: Date) => ({
  due: new Date(received.getTime() + ANSWER_WITHIN_DAYS * DAY_MS),
  deadline: new Date(received.getTime() + GRIEVANCE_LIMIT_DAYS * DAY_MS),
});
