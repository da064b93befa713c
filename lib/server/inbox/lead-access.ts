import 'server-only';
import type { Operator } from './operator';
import type { WorkedLead } from './lead-work';
import { mayWork } from './lead-filter';

// Who may open one lead's page and save it: the store's rule (an admin any lead, a counsellor an
// unassigned one or their own), and a record held as suspected for admins alone until released.

/** Why the operator may not open the lead (the access log's detail), or null when they may. */
export function mayOpen(
  lead: Pick<WorkedLead, 'owner_id' | 'suspected_reason' | 'released_at'>,
  operator: Pick<Operator, 'id' | 'role'>,
): string | null {
  if (!mayWork(lead, operator)) return 'another counsellor’s lead';
  const held = lead.suspected_reason !== null && lead.released_at === null;
  if (held && operator.role !== 'admin') return 'held as suspected: admins only';
  return null;
}

/** A lead's id from the URL or the form: a positive whole number the store's ids can be. */
export function parseLeadId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  // PostgreSQL's integer ids stop here: a larger one would be an error, not a missing lead.
  return id <= 2_147_483_647 ? id : null;
}
