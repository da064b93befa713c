// Test support: admission leads delivered (or waiting) to a university, as the delivery sender
// leaves them (lib/server/delivery), for the portal's tests (lib/server/portal).
import type { OpenedStore } from '@/lib/server/arrival/open-store';
import { recordDelivery } from '@/lib/server/delivery/delivery-records';
import type { AdmissionLead } from '@/lib/server/store/lead-store';
import { newPerson, sampleAdmission } from './sample-lead';

export type DeliveredAs = {
  university: string;
  /** When it was sent; null: not yet (held, or waiting in a `portal` university's list). */
  sentAt?: string | null;
  adapter?: 'generic' | 'portal';
  status?: 'accepted' | 'held' | 'pending' | 'rejected';
  lead?: Partial<AdmissionLead>;
};

/** Stores a new person's admission lead and its delivery; its id. */
export async function deliveredLead(
  store: OpenedStore,
  {
    university,
    sentAt = '2026-12-01T06:00:00.000Z',
    adapter = 'generic',
    status,
    lead,
  }: DeliveredAs,
) {
  const inserted = await store.insertLead(
    sampleAdmission({ ...newPerson(), reason: `Admission enquiry: ${university}`, ...lead }),
  );
  if (!inserted.stored || !inserted.id) throw new Error('the sample lead was not a new lead');
  await recordDelivery(store.database.db, {
    lead_id: inserted.id,
    university,
    adapter,
    status: status ?? (sentAt ? 'accepted' : adapter === 'portal' ? 'pending' : 'held'),
    detail: sentAt
      ? ''
      : adapter === 'portal'
        ? 'in the portal: not yet taken'
        : "held: over today's cap",
    their_id: null,
    cap_day: null,
    sent_at: sentAt,
    updated_at: sentAt ?? '2026-12-01T06:00:00.000Z',
  });
  return inserted.id;
}
