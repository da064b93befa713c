import 'server-only';
import type { Destination } from '../store/outbox-destinations';
import type { Db } from '../store/schema';
import type { OutboxCall } from '../store/tables/outbox-table';
import { universityOfLead } from './delivery-lead';

/**
 * A stored (or released) lead's delivery item: for an admission lead whose university has a
 * destination, due after the delivery's delay (a phone verified meanwhile goes as verified).
 */
export async function deliveryCalls(
  trx: Db,
  lead: { kind: string; reason: string },
  destinations: readonly Destination[],
  delayMs: number,
): Promise<OutboxCall[]> {
  const university = universityOfLead(lead);
  if (!university || !destinations.includes('university')) return [];
  const set = await trx
    .selectFrom('university_destinations')
    .select('university')
    .where('university', '=', university.id)
    .executeTakeFirst();
  if (!set) return [];
  return [
    {
      destination: 'university',
      path: '',
      payload: JSON.stringify({ university: university.id }),
      delayMs,
    },
  ];
}
