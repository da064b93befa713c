import 'server-only';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../store/schema';

// Which leads the retention erases (docs/privacy.md#retention): not yet erased, and with no
// activity after the cutoff: received, its status changed, a row of its timeline (a note, a call,
// an owner, a follow-up, a withdrawal), or a repeat enquiry joining it. A lead whose last activity
// is exactly at the cutoff has been idle the whole period and goes.

/** The condition, on `leads`, for a lead idle since `cutoff` (an ISO time). */
export const idleSince = (eb: ExpressionBuilder<Database, 'leads'>, cutoff: string) =>
  eb.and([
    eb('leads.erased_at', 'is', null),
    eb('leads.received_at', '<=', cutoff),
    eb.or([eb('leads.status_at', 'is', null), eb('leads.status_at', '<=', cutoff)]),
    eb.not(
      eb.exists(
        eb
          .selectFrom('lead_events')
          .select('lead_events.id')
          .whereRef('lead_events.lead_id', '=', 'leads.id')
          .where('lead_events.at', '>', cutoff),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('lead_enquiries')
          .select('lead_enquiries.id')
          .whereRef('lead_enquiries.lead_id', '=', 'leads.id')
          .where('lead_enquiries.received_at', '>', cutoff),
      ),
    ),
  ]);
