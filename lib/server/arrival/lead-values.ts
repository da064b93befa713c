import 'server-only';
import { flagOrNull } from '../store/flag';
import { CHANNEL_COLUMNS, LEAD_COLUMNS, MINOR_COLUMNS, type LeadRow } from '../store/lead-store';

/** A new lead's columns, and only those. */
export const newLeadValues = (lead: LeadRow) => ({
  ...(Object.fromEntries(
    [...LEAD_COLUMNS, ...MINOR_COLUMNS, ...CHANNEL_COLUMNS].map((column) => [column, lead[column]]),
  ) as Omit<LeadRow, 'consent' | 'adult'>),
  consent: flagOrNull(lead.consent),
  adult: flagOrNull(lead.adult),
});
