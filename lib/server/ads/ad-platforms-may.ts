import 'server-only';
import type { ExpressionBuilder } from 'kysely';
import { chunks } from '../store/chunks';
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
  return (await leadsMayGoToAdPlatforms(db, [leadId])).has(leadId);
}

/** Which of these leads may go now. */
async function leadsMayGoToAdPlatforms(db: Db, leadIds: readonly number[]) {
  const may = new Set<number>();
  for (const part of chunks(leadIds))
    for (const row of await db
      .selectFrom('leads')
      .select('leads.id')
      .where('leads.id', 'in', part)
      .where(adPlatformsMay)
      .execute())
      may.add(row.id);
  return may;
}

/** A lead's calls without those to the ad platforms when the lead may not go to them. */
export async function adPlatformsChecked(trx: Db, leadId: number, calls: OutboxCall[]) {
  const [checked] = await adPlatformsCheckedEach(trx, [{ id: leadId, calls }]);
  return checked.calls;
}

/** Each lead's calls as adPlatformsChecked gives them, asking about all the leads at once. */
export async function adPlatformsCheckedEach(
  trx: Db,
  leads: readonly { id: number; calls: OutboxCall[] }[],
) {
  const asking = leads.filter(({ calls }) => calls.some((call) => isMeta(call.destination)));
  const may = await leadsMayGoToAdPlatforms(
    trx,
    asking.map(({ id }) => id),
  );
  return leads.map(({ id, calls }) => ({
    id,
    calls: may.has(id) ? calls : calls.filter((call) => !isMeta(call.destination)),
  }));
}
