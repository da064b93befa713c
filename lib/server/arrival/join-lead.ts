import 'server-only';
import type { Insertable } from 'kysely';
import { flagOrNull } from '../store/flag';
import { leadAlert } from '../alerts/lead-alert';
import { CHANNEL_COLUMNS, LEAD_COLUMNS, type LeadRow, MINOR_COLUMNS } from '../store/lead-store';
import { isAlert, type Destination } from '../store/outbox-destinations';
import type { Db, LeadEnquiriesTable } from '../store/schema';
import { addLeadEnquiry } from '../store/tables/lead-enquiries-table';
import type { OutboxCall } from '../store/tables/outbox-table';

// A repeat enquiry joining its person's open lead, found by store/repeat-enquiry.ts
// (docs/leads.md#repeat-enquiries-one-person-one-record), with the notice its owner gets.

/** The enquiry's row on lead `leadId`. */
export function enquiryRow(
  lead: LeadRow,
  leadId: number,
  received_at: string,
): Insertable<LeadEnquiriesTable> {
  const values = Object.fromEntries(
    [...LEAD_COLUMNS, ...MINOR_COLUMNS, ...CHANNEL_COLUMNS]
      .filter((column) => column !== 'suspected_reason')
      .map((column) => [column, lead[column]]),
  ) as Omit<LeadRow, 'suspected_reason'>;
  return {
    ...values,
    consent: flagOrNull(lead.consent),
    adult: flagOrNull(lead.adult),
    lead_id: leadId,
    received_at,
  };
}

/**
 * The owner's notice of a repeat, on each alert channel (nobody else: the lead was alerted when
 * it came); `enquiry`: which of the lead's enquiries it is, the lead's own being the first.
 */
export function repeatNoticeCalls(
  lead: LeadRow,
  target: { id: number; owner: string },
  { enquiry, received_at }: { enquiry: number; received_at: string },
  destinations: readonly Destination[],
): OutboxCall[] {
  const payload = JSON.stringify(
    leadAlert({ ...lead, id: target.id, received_at }, { enquiry, owner: target.owner }),
  );
  return destinations.filter(isAlert).map((destination) => ({ destination, path: '', payload }));
}

/**
 * Stores the enquiry as its lead's repeat. Its owner, if any, gets a notice on each alert channel;
 * the calls to queue come back.
 */
export async function joinLead(
  trx: Db,
  lead: LeadRow,
  target: { id: number; owner_id: string | null },
  received_at: string,
  destinations: readonly Destination[],
): Promise<{ enquiryId: number; calls: OutboxCall[] }> {
  const enquiryId = await addLeadEnquiry(trx, enquiryRow(lead, target.id, received_at));
  if (target.owner_id === null) return { enquiryId, calls: [] };
  const [{ count }, owner] = await Promise.all([
    trx
      .selectFrom('lead_enquiries')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('lead_id', '=', target.id)
      .executeTakeFirstOrThrow(),
    trx.selectFrom('operator').select('name').where('id', '=', target.owner_id).executeTakeFirst(),
  ]);
  return {
    enquiryId,
    calls: repeatNoticeCalls(
      lead,
      { id: target.id, owner: owner?.name ?? target.owner_id },
      // The lead's own enquiry is the first; this is one of its repeats.
      { enquiry: Number(count) + 1, received_at },
      destinations,
    ),
  };
}
