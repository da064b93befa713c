// Test support: admission leads delivered to a university, as the delivery's sender records them
// (lib/server/delivery/delivery-sender.ts): one row each in lead_deliveries, sent at `sentAt`, the
// lead received a minute before.
import type { OpenedStore } from '@/lib/server/arrival/open-store';
import type { DeliveryStatus } from '@/lib/delivery/delivery-values';
import { newPerson, sampleAdmission } from './sample-lead';

export type Delivered = { id: number; phone: string; email: string };

export async function deliveredLead(
  store: OpenedStore,
  university: string,
  {
    sentAt = '2026-11-10T06:00:00.000Z',
    status = 'accepted',
    campaign = null,
    person = newPerson(),
  }: {
    sentAt?: string | null;
    status?: DeliveryStatus;
    campaign?: string | null;
    person?: { phone: string; email: string };
  } = {},
): Promise<Delivered> {
  const inserted = await store.insertLead(
    sampleAdmission({ ...person, utm_campaign: campaign, utm_source: campaign && 'google' }),
  );
  if (!inserted.stored || inserted.id === undefined) throw new Error('the lead was not stored');
  const sent = sentAt ?? '2026-11-10T06:00:00.000Z';
  await store.database.db
    .updateTable('leads')
    .set({ received_at: new Date(Date.parse(sent) - 60_000).toISOString() })
    .where('id', '=', inserted.id)
    .execute();
  await store.database.db
    .insertInto('lead_deliveries')
    .values({
      lead_id: inserted.id,
      university,
      adapter: 'generic',
      status,
      detail: status,
      their_id: null,
      cap_day: null,
      sent_at: sentAt,
      updated_at: sent,
    })
    .execute();
  return { id: inserted.id, ...person };
}
