import 'server-only';
import { sql } from 'kysely';
import type { LeadRow } from './lead-store';
import { personEmail, personPhone } from './person-keys';
import type { Db, Engine } from './schema';

// One person, one record (docs/leads.md#repeat-enquiries-one-person-one-record): a genuine enquiry from a person (the
// same phone or email) for the purpose of one of their open leads joins that lead as a repeat.

export type PersonKeys = { phone_key: string | null; email_key: string | null };

export const personKeys = (lead: Pick<LeadRow, 'phone' | 'email'>): PersonKeys => ({
  phone_key: personPhone(lead.phone),
  email_key: personEmail(lead.email),
});

/**
 * Makes the enquiries of one person, and the requests under one idempotency key, wait for each
 * other until the transaction ends, so that two arriving at once cannot both find no open lead and
 * make two. SQLite needs nothing here: its transaction holds the database's one write lock from
 * its start (kysely-store.ts). PostgreSQL locks rows, not the absence of a row, and a unique index
 * cannot say "one open lead per person and purpose" (a person is a phone OR an email, and a lead
 * leaves the rule when it is won, lost or held); so a transaction-scoped advisory lock is taken
 * per key, in one order for every transaction, which no two can then wait on crosswise. A merge
 * (lead-merge.ts) takes both leads' people's keys in one call, so in that one order too.
 */
export async function lockPerson(
  trx: Db,
  engine: Engine,
  keys: PersonKeys | PersonKeys[],
  idempotencyKey: string | null,
) {
  if (engine !== 'postgres') return;
  const names = [
    ...[keys]
      .flat()
      .flatMap((person) => [
        person.phone_key && `person-phone:${person.phone_key}`,
        person.email_key && `person-email:${person.email_key}`,
      ]),
    idempotencyKey !== null && `idempotency-key:${idempotencyKey}`,
  ]
    .filter((name): name is string => Boolean(name))
    .sort();
  // A merge locks two people, who may share a key.
  for (const name of new Set(names))
    await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
}

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
    .where('status', 'not in', ['won', 'lost'])
    .where('contact_withdrawn_at', 'is', null)
    .where((eb) => eb.or([eb('suspected_reason', 'is', null), eb('released_at', 'is not', null)]))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
