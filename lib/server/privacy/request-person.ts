import 'server-only';
import type { LeadStatus } from '@/lib/inbox/lead-work-values';
import { isoTimestamps } from '../store/kysely-store';
import type { LeadKind } from '../store/lead-store';
import { personEmail, personPhone } from '../store/person-keys';
import type { StoreDatabase } from '../store/store-database';
import type { StoredRightsRequest } from './rights-requests';

// Whom a rights request is about, and their leads: the same phone (its ten digits) or the same
// email (trimmed, in lower case) as the request names, on a lead or on a repeat enquiry that
// joined one (docs/leads.md#repeat-enquiries).

/** A request's person by their keys; either may be missing, never both. */
export type RequestPerson = { phone: string | null; email: string | null };

export const requestPerson = (request: Pick<StoredRightsRequest, 'phone' | 'email'>) => ({
  phone: personPhone(request.phone),
  email: personEmail(request.email),
});

/** A lead of the person, as the request's page lists it. */
export type PersonLeadRow = {
  id: number;
  kind: LeadKind;
  reason: string;
  status: LeadStatus;
  received_at: string;
  suspected_reason: string | null;
  released_at: string | null;
  contact_withdrawn_at: string | null;
  erased_at: string | null;
};

/** The person's leads, newest first (a tombstone too: its keys are gone, so it is not found). */
export async function personLeads(
  database: StoreDatabase,
  { phone, email }: RequestPerson,
): Promise<PersonLeadRow[]> {
  if (phone === null && email === null) return [];
  const db = database.db.withPlugin(isoTimestamps);
  return db
    .selectFrom('leads')
    .select([
      'id',
      'kind',
      'reason',
      'status',
      'received_at',
      'suspected_reason',
      'released_at',
      'contact_withdrawn_at',
      'erased_at',
    ])
    .where((eb) =>
      eb.or([
        ...(phone === null ? [] : [eb('phone_key', '=', phone)]),
        ...(email === null ? [] : [eb('email_key', '=', email)]),
        eb(
          'id',
          'in',
          eb
            .selectFrom('lead_enquiries')
            .select('lead_id')
            .where((inner) =>
              inner.or([
                ...(phone === null ? [] : [inner('phone', '=', phone)]),
                ...(email === null ? [] : [inner(inner.fn('lower', ['email']), '=', email)]),
              ]),
            ),
        ),
      ]),
    )
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
