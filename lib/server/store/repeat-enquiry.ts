import 'server-only';
import { sql, type ExpressionBuilder } from 'kysely';
import { chunks } from './chunks';
import type { LeadRow } from './lead-store';
import { personEmail, personPhone } from './person-keys';
import type { Database, Db, Engine } from './schema';

// One person, one record (docs/leads.md#repeat-enquiries-one-person-one-record): a genuine enquiry from a person (the
// same phone or email) for the purpose of one of their open leads joins that lead as a repeat.

export type PersonKeys = { phone_key: string | null; email_key: string | null };

export const personKeys = (lead: Pick<LeadRow, 'phone' | 'email'>): PersonKeys => ({
  phone_key: personPhone(lead.phone),
  email_key: personEmail(lead.email),
});

/** The advisory lock every person's lock is taken under, shared; a sheet's import takes it alone. */
const ARRIVALS = 'lead-arrivals';

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
  await lockNames(trx, engine, [
    ...[keys]
      .flat()
      .flatMap((person) => [
        person.phone_key && `person-phone:${person.phone_key}`,
        person.email_key && `person-email:${person.email_key}`,
      ]),
    idempotencyKey !== null && `idempotency-key:${idempotencyKey}`,
  ]);
}

/**
 * Takes the locks named (lockPerson's names), sorted, under the arrivals' lock shared, in one
 * statement: a set-returning scan yields its rows in order, and the sort by ordinality keeps them.
 */
export async function lockNames(trx: Db, engine: Engine, names: (string | false | null)[]) {
  if (engine !== 'postgres') return;
  const sorted = [...new Set(names.filter((name): name is string => Boolean(name)))].sort();
  if (!sorted.length) return;
  await sql`select count(*) from (
      select case when lock.position = 1
        then pg_advisory_xact_lock_shared(hashtextextended(lock.name, 0))
        else pg_advisory_xact_lock(hashtextextended(lock.name, 0)) end
      from unnest(cast(${[ARRIVALS, ...sorted]} as text[])) with ordinality as lock(name, position)
      order by lock.position
    ) as taken`.execute(trx);
}

/**
 * Holds off every other arrival, merge and erasure until the transaction ends (an imported sheet's
 * thousands of people: PostgreSQL's lock table holds a few thousand locks in all, not one each).
 * They take the arrivals' lock shared before their people's (lockNames), so none is between its
 * check and its insert while a sheet's leads are planned; each waits the import's seconds.
 */
export async function lockArrivals(trx: Db, engine: Engine) {
  if (engine !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${ARRIVALS}, 0))`.execute(trx);
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
