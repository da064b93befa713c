import 'server-only';
import type { Selectable } from 'kysely';
import type { LeadAssignmentsTable } from '../store/schema';
import { isoTimestamps } from '../store/iso-timestamps';
import type { StoreDatabase } from '../store/store-database';

export type LeadAssignment = Selectable<LeadAssignmentsTable>;

/** A lead's assignments, oldest first: who had it, from when, until when, and why. */
export const assignmentsOf = (database: StoreDatabase, leadId: number): Promise<LeadAssignment[]> =>
  database.db
    .withPlugin(isoTimestamps)
    .selectFrom('lead_assignments')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('id')
    .execute();
