import 'server-only';
import type { Destination } from '../store/outbox-destinations';
import type { Db } from '../store/schema';
import type { OutboxCall } from '../store/tables/outbox-table';
import { universityOfLead } from './delivery-lead';

/** The universities that have a destination set (university_destinations). */
export const universitiesWithDestination = async (trx: Db) =>
  new Set(
    (await trx.selectFrom('university_destinations').select('university').execute()).map(
      (row) => row.university,
    ),
  );

/**
 * A stored (or released) lead's delivery item, given the universities with a destination: for an
 * admission lead whose university has one, due after the delivery's delay (a phone verified
 * meanwhile goes as verified).
 */
export function deliveryCallsOf(
  lead: { kind: string; reason: string },
  withDestination: ReadonlySet<string>,
  destinations: readonly Destination[],
  delayMs: number,
): OutboxCall[] {
  const university = universityOfLead(lead);
  if (!university || !destinations.includes('university')) return [];
  if (!withDestination.has(university.id)) return [];
  return [
    {
      destination: 'university',
      path: '',
      payload: JSON.stringify({ university: university.id }),
      delayMs,
    },
  ];
}

/** One lead's delivery item (deliveryCallsOf), its university's destination read for it. */
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
  return deliveryCallsOf(lead, new Set(set ? [set.university] : []), destinations, delayMs);
}
