import 'server-only';
import type { ExpressionBuilder } from 'kysely';
import { chunks } from './chunks';
import type { LeadRow } from './lead-store';
import { personEmail, personPhone } from './person-keys';
import type { Database, Db } from './schema';

// One person, one record (docs/leads.md#repeat-enquiries-one-person-one-record): a genuine enquiry from a person (the
// same phone or email) for the purpose of one of their open leads joins that lead as a repeat.

export type PersonKeys = { phone_key: string | null; email_key: string | null };

export const personKeys = (lead: Pick<LeadRow, 'phone' | 'email'>): PersonKeys => ({
  phone_key: personPhone(lead.phone),
  email_key: personEmail(lead.email),
});

/** The first request's digest when the key was used before, by a lead or a repeat enquiry. */
export async function earlierRequest(trx: Db, idempotencyKey: string | null) {
  if (idempotencyKey === null) return undefined;
  return trx
    .selectFrom('leads')
    .select('idempotency_digest')
    .where('idempotency_key', '=', idempotencyKey)
    .unionAll(
      trx
        .selectFrom('lead_enquiries')
        .select('idempotency_digest')
        .where('idempotency_key', '=', idempotencyKey),
    )
    .executeTakeFirst();
}

/** The first requests' digests by key, for each of these keys used before (an import's rows). */
export async function earlierRequests(trx: Db, idempotencyKeys: readonly string[]) {
  const found = new Map<string, string | null>();
  for (const part of chunks(idempotencyKeys)) {
    const rows = await trx
      .selectFrom('leads')
      .select(['idempotency_key', 'idempotency_digest'])
      .where('idempotency_key', 'in', part)
      .unionAll(
        trx
          .selectFrom('lead_enquiries')
          .select(['idempotency_key', 'idempotency_digest'])
          .where('idempotency_key', 'in', part),
      )
      .execute();
    for (const row of rows) found.set(row.idempotency_key!, row.idempotency_digest);
  }
  return found;
}

/**
 * A lead's purpose as the join matches it: a university's admissions (its reason), or a proposal.
 */
export const purposeOf = (lead: Pick<LeadRow, 'kind' | 'reason'>) =>
  lead.kind === 'admission' ? `admission:${lead.reason}` : lead.kind;

/** Open: neither won nor lost, not held as suspected, and not withdrawn (openLeadFor). */
const isOpen = (eb: ExpressionBuilder<Database, 'leads'>) =>
  eb.and([
    eb('status', 'not in', ['won', 'lost']),
    eb('contact_withdrawn_at', 'is', null),
    eb.or([eb('suspected_reason', 'is', null), eb('released_at', 'is not', null)]),
  ]);

/**
 * Every open lead of any of these people (an import's rows), oldest first, with its purpose and
 * keys, for the rows to be matched to as openLeadFor matches one enquiry.
 */
export async function openLeadsOf(trx: Db, people: readonly PersonKeys[]) {
  const phones = [...new Set(people.flatMap((person) => person.phone_key ?? []))];
  const emails = [...new Set(people.flatMap((person) => person.email_key ?? []))];
  const found = new Map<number, OpenLead>();
  const read = async (column: 'phone_key' | 'email_key', values: string[]) => {
    for (const part of chunks(values)) {
      const rows = await trx
        .selectFrom('leads')
        .select(['id', 'owner_id', 'kind', 'reason', 'phone_key', 'email_key'])
        .where(column, 'in', part)
        .where(isOpen)
        .execute();
      for (const row of rows) found.set(row.id, row);
    }
  };
  await read('phone_key', phones);
  await read('email_key', emails);
  return [...found.values()].sort((a, b) => a.id - b.id);
}

export type OpenLead = PersonKeys & {
  id: number;
  owner_id: string | null;
  kind: LeadRow['kind'];
  reason: string;
};

/**
 * The person's oldest open lead for this purpose: the same university (an admission with the same
 * reason) or a proposal; open: neither won nor lost, not held as suspected, and not withdrawn (an
 * enquiry after a withdrawal is new consent, so a lead of its own, alerted; docs/privacy.md).
 */
export async function openLeadFor(trx: Db, lead: LeadRow, keys: PersonKeys) {
  if (keys.phone_key === null && keys.email_key === null) return undefined;
  return trx
    .selectFrom('leads')
    .select(['id', 'owner_id'])
    .where((eb) =>
      eb.or([
        ...(keys.phone_key === null ? [] : [eb('phone_key', '=', keys.phone_key)]),
        ...(keys.email_key === null ? [] : [eb('email_key', '=', keys.email_key)]),
      ]),
    )
    .where('kind', '=', lead.kind)
    .$if(lead.kind === 'admission', (query) => query.where('reason', '=', lead.reason))
    .where(isOpen)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
