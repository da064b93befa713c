// Test support: a new person's admission lead delivered to a university (portal-leads.ts), with
// the phone and email a sheet names them by, received a minute before it was sent.
import type { OpenedStore } from '@/lib/server/arrival/open-store';
import { deliveredLead, type DeliveredAs } from './portal-leads';
import { newPerson } from './sample-lead';

export type Delivered = { id: number; phone: string; email: string };

export async function deliveredPerson(
  store: OpenedStore,
  university: string,
  { campaign = null, ...as }: Omit<DeliveredAs, 'university'> & { campaign?: string | null } = {},
): Promise<Delivered> {
  const person = newPerson();
  const id = await deliveredLead(store, {
    university,
    sentAt: '2026-11-10T06:00:00.000Z',
    ...as,
    lead: { ...person, utm_campaign: campaign, utm_source: campaign && 'google', ...as.lead },
  });
  const sent = as.sentAt === undefined ? '2026-11-10T06:00:00.000Z' : as.sentAt;
  await store.database.db
    .updateTable('leads')
    .set({
      received_at: new Date(Date.parse(sent ?? '2026-11-10T06:00:00.000Z') - 60_000).toISOString(),
    })
    .where('id', '=', id)
    .execute();
  return { id, ...person };
}
