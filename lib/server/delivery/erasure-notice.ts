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

/**
 * Queues the event for each of these leads sent by webhook, in the caller's transaction; its
 * sender makes it a task where the university takes no webhook now (erasure-sender).
 */
export async function passOnErasure(trx: Db, leadIds: number[], reason: ErasureEvent['reason']) {
  if (!leadIds.length) return;
  const delivered = await trx
    .selectFrom('lead_deliveries')
    .select(['lead_id', 'university'])
    .where('lead_id', 'in', leadIds)
    .where('sent_at', 'is not', null)
    .where('adapter', '=', 'generic')
    .execute();
  for (const { lead_id, university } of delivered) {
    const event: ErasureEvent = { university, reference: leadReference(lead_id), reason };
    await enqueue(trx, 'lead', lead_id, [
      { destination: 'university-erasure', path: '', payload: JSON.stringify(event) },
    ]);
  }
}

/**
 * The erasures a university must be asked for by hand, until an admin marks one done: leads it
 * was given (pushed, or put in its portal) whose person was erased or withdrew, where its adapter
 * carries no event, or its event could not do it (`erasure_failed`).
 */
export async function erasureTasks(db: Db) {
  const rows = await db
    .selectFrom('lead_deliveries')
    .innerJoin('leads', 'leads.id', 'lead_deliveries.lead_id')
    .select([
      'lead_deliveries.lead_id',
      'lead_deliveries.university',
      'lead_deliveries.erasure_failed',
      'leads.erased_at',
      'leads.contact_withdrawn_at',
    ])
    .where('lead_deliveries.erasure_done_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('lead_deliveries.erasure_failed', 'is not', null),
        eb.and([
          eb('lead_deliveries.adapter', '!=', 'generic'),
          eb('lead_deliveries.status', '!=', 'none'),
          eb.or([
            eb('lead_deliveries.sent_at', 'is not', null),
            eb('lead_deliveries.adapter', '=', 'portal'),
          ]),
        ]),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('leads.erased_at', 'is not', null),
        eb('leads.contact_withdrawn_at', 'is not', null),
      ]),
    )
    .orderBy('lead_deliveries.lead_id')
    .execute();
  return rows.map((row) => ({
    leadId: row.lead_id,
    university: row.university,
    reference: leadReference(row.lead_id),
    failed: row.erasure_failed,
    at: (row.erased_at ?? row.contact_withdrawn_at)!,
  }));
}
