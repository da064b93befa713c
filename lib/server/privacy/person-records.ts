import 'server-only';
import { chunks } from '../store/chunks';
import { personEmail, personPhone } from '../store/person-keys';
import type { Db } from '../store/schema';
import {
  named,
  personKeysOf,
  type Person,
  type PersonRecords,
  type Reach,
} from './personal-data-types';
import { emptyTargets, reach, requestsOf, subscribersOf, targetsOf } from './person-targets';

// What is held about a person, listed for the inbox's rights request and the `leads erase`
// command (personal-data.ts's find): reads only.

const EMPTY_RECORDS: PersonRecords = {
  leads: [],
  apart: [],
  enquiries: 0,
  subscribers: [],
  rightsRequests: [],
  otherContacts: { phones: [], emails: [] },
};

/**
 * What is held about the person: their leads, enquiries, subscriptions and requests. With
 * `exact`, `named` is every contact the request names (verified or not): the leads those reach
 * that are not the person's are listed apart, with why.
 */
export async function recordsOf(
  db: Db,
  person: Person,
  { exact = false, named: asked }: Reach & { named?: Person } = {},
): Promise<PersonRecords> {
  const keys = personKeysOf(person);
  const namedKeys = asked ? personKeysOf(asked) : keys;
  if (!named(namedKeys)) return EMPTY_RECORDS;
  const { targets, reached } = named(keys)
    ? await targetsOf(db, keys, { exact, named: asked })
    : { targets: emptyTargets(), reached: [] };
  const taken = new Set(targets.leadIds);
  const verified = new Set(reached.map((lead) => lead.id));
  const others =
    namedKeys === keys ? [] : (await reach(db, namedKeys)).leads.filter((l) => !taken.has(l.id));
  const apartIds = [
    ...new Set([
      ...reached.filter((lead) => !taken.has(lead.id)).map((lead) => lead.id),
      ...others.map((lead) => lead.id),
    ]),
  ];
  const details = async (ids: number[]) => {
    const rows = [];
    for (const part of chunks(ids))
      rows.push(
        ...(await db
          .selectFrom('leads')
          .select([
            'id',
            'kind',
            'reason',
            'status',
            'received_at',
            'contact_withdrawn_at',
            'erased_at',
            'phone',
            'email',
          ])
          .where('id', 'in', part)
          .execute()),
      );
    rows.sort((a, b) => Date.parse(b.received_at) - Date.parse(a.received_at) || b.id - a.id);
    const counts = new Map<number, number>();
    for (const part of chunks(ids))
      for (const row of await db
        .selectFrom('lead_enquiries')
        .select((eb) => ['lead_id', eb.fn.countAll().as('count')])
        .where('lead_id', 'in', part)
        .groupBy('lead_id')
        .execute())
        counts.set(row.lead_id, Number(row.count));
    return rows.map(({ phone, email, ...lead }) => ({
      lead: { ...lead, enquiries: (counts.get(lead.id) ?? 0) + 1 },
      phone,
      email,
    }));
  };
  const leads = await details(targets.leadIds);
  const apart = await details(apartIds);
  const contacts = [...leads, ...apart];
  const phones = [...new Set(contacts.map(({ phone }) => personPhone(phone)))];
  const emails = [...new Set(contacts.map(({ email }) => personEmail(email)))];
  return {
    leads: leads.map(({ lead }) => lead),
    // Reached through a verified contact but holding another: the person may say it is theirs.
    apart: apart.map(({ lead }) => ({
      ...lead,
      why: verified.has(lead.id) ? ('other-contact' as const) : ('unverified' as const),
    })),
    enquiries: targets.enquiryIds.length,
    subscribers: named(keys)
      ? (await subscribersOf(db, keys)).map((row) => ({
          id: row.id,
          subscribed_at: row.subscribed_at,
          suspected: row.suspected_reason !== null && row.released_at === null,
        }))
      : [],
    rightsRequests: named(keys)
      ? (await requestsOf(db, keys)).map(({ phone: _phone, email: _email, ...request }) => request)
      : [],
    otherContacts: {
      phones: phones.filter(
        (phone): phone is string => phone !== null && phone !== namedKeys.phone,
      ),
      emails: emails.filter(
        (email): email is string => email !== null && email !== namedKeys.email,
      ),
    },
  };
}
