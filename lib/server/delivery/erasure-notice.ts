import 'server-only';
import { leadReference } from '@/lib/delivery/delivery-values';
import type { Db } from '../store/schema';
import { enqueue } from '../store/tables/outbox-table';

// An erased or withdrawn person's delivered leads reach their universities
// (docs/privacy.md#what-we-ask-of-each-university): a signed `lead.erased` event, by our
// reference alone, to each university that takes leads by webhook; for the others (LeadSquared,
// the portal) a task on the delivery page names the university and the reference.

export type ErasureEvent = {
  university: string;
  reference: string;
  reason: 'erased' | 'withdrawn';
};

/** Queues the event for each of these leads a webhook university was sent; in the caller's transaction. */
export async function passOnErasure(trx: Db, leadIds: number[], reason: ErasureEvent['reason']) {
  if (!leadIds.length) return;
  const delivered = await trx
    .selectFrom('lead_deliveries')
    .innerJoin(
      'university_destinations',
      'university_destinations.university',
      'lead_deliveries.university',
    )
    .select(['lead_deliveries.lead_id', 'lead_deliveries.university'])
    .where('lead_deliveries.lead_id', 'in', leadIds)
    .where('lead_deliveries.sent_at', 'is not', null)
    .where('university_destinations.adapter', '=', 'generic')
    .execute();
  for (const { lead_id, university } of delivered) {
    const event: ErasureEvent = { university, reference: leadReference(lead_id), reason };
    await enqueue(trx, 'lead', lead_id, [
      { destination: 'university-erasure', path: '', payload: JSON.stringify(event) },
    ]);
  }
}

/**
 * The erasures a university must be asked for by hand: leads it was given (pushed, or put in its
 * portal) whose person was erased or withdrew, where its adapter carries no event.
 */
export async function erasureTasks(db: Db) {
  const rows = await db
    .selectFrom('lead_deliveries')
    .innerJoin('leads', 'leads.id', 'lead_deliveries.lead_id')
    .select([
      'lead_deliveries.lead_id',
      'lead_deliveries.university',
      'leads.erased_at',
      'leads.contact_withdrawn_at',
    ])
    .where('lead_deliveries.adapter', '!=', 'generic')
    .where((eb) =>
      eb.or([
        eb('lead_deliveries.sent_at', 'is not', null),
        eb('lead_deliveries.adapter', '=', 'portal'),
      ]),
    )
    .where('lead_deliveries.status', '!=', 'none')
    .where((eb) =>
      eb.or([
        eb('leads.erased_at', 'is not', null),
        eb('leads.contact_withdrawn_at', 'is not', null),
      ]),
    )
    .orderBy('lead_deliveries.lead_id')
    .execute();
  return rows.map((row) => ({
    university: row.university,
    reference: leadReference(row.lead_id),
    at: (row.erased_at ?? row.contact_withdrawn_at)!,
  }));
}
