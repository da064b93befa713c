import 'server-only';
import { sql } from 'kysely';

// What a university's figures count (docs/operations.md#monthly-statements), one place for its
// statement and the campaign report, each over `lead_deliveries` (joined to `leads` or not):
// - delivered: a lead sent to it, whatever it answered;
// - duplicate: a delivery its system answered as a duplicate (a repeat enquiry joins its lead here,
//   so it is never a second delivery to count);
// - returned: sent back by the university, the return approved by an agency admin;
// - accepted: delivered, neither a duplicate nor returned;
// - enrolled: its outcome, as the university last set it, is Enrolled.

export const DELIVERED = sql<boolean>`lead_deliveries.sent_at is not null`;

export const DUPLICATE = sql<boolean>`lead_deliveries.status = 'duplicate'`;

const returnDecided = (decision: 'approved' | null) =>
  sql<boolean>`exists (select 1 from lead_returns where lead_returns.lead_id = lead_deliveries.lead_id
    and lead_returns.university = lead_deliveries.university
    and lead_returns.decision ${decision === null ? sql`is null` : sql`= ${decision}`})`;

export const RETURNED = returnDecided('approved');

/** A return asked and not yet decided. */
export const RETURN_OPEN = returnDecided(null);

export const ACCEPTED = sql<boolean>`not (${DUPLICATE}) and not ${RETURNED}`;

export const ENROLLED = sql<boolean>`lead_deliveries.outcome = 'enrolled'`;

/** How many rows meet `condition`, 0 for none, on either engine. */
export const countWhere = (condition: ReturnType<typeof sql<boolean>>) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
