import 'server-only';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../store/schema';
import { isMeta } from '../store/outbox-destinations';
import type { OutboxCall } from '../store/tables/outbox-table';

// Whether a lead may go to the ad platforms (Google's conversion files, Meta's events): the one
// rule every ad export and every send applies (docs/leads.md, "Ad conversions"). Not a held lead
// (suspected and not released), nor one whose person withdrew consent, nor an erased one, nor a
// minor's (the lead, or any enquiry that joined it, said the student is under 18: migration 016).
// A lead never asked its age (a proposal, or one stored before the question) is an adult's.

type Leads = ExpressionBuilder<Database, 'leads'>;

/** The condition on `leads`, for a query that selects from it. */
export const adPlatformsMay = (eb: Leads) =>
  eb.and([
    eb.or([eb('leads.suspected_reason', 'is', null), eb('leads.released_at', 'is not', null)]),
    eb('leads.contact_withdrawn_at', 'is', null),
    eb('leads.erased_at', 'is', null),
    eb.or([eb('leads.adult', 'is', null), eb('leads.adult', '=', 1)]),
    eb.not(
      eb.exists(
        eb
          .selectFrom('lead_enquiries')
          .select('lead_enquiries.id')
          .whereRef('lead_enquiries.lead_id', '=', 'leads.id')
          .where('lead_enquiries.adult', '=', 0),
      ),
    ),
  ]);

/** Whether this one lead may go now: asked again right before each send. */
export async function leadMayGoToAdPlatforms(db: Db, leadId: number) {
  const row = await db
    .selectFrom('leads')
    .select('leads.id')
    .where('leads.id', '=', leadId)
    .where(adPlatformsMay)
    .executeTakeFirst();
  return row !== undefined;
}

/** A lead's calls without those to the ad platforms when the lead may not go to them. */
export async function adPlatformsChecked(trx: Db, leadId: number, calls: OutboxCall[]) {
  if (!calls.some((call) => isMeta(call.destination))) return calls;
  if (await leadMayGoToAdPlatforms(trx, leadId)) return calls;
  return calls.filter((call) => !isMeta(call.destination));
}
