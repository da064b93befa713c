import 'server-only';
import { chunks } from '../store/chunks';
import { OUTBOX_RECORD_TYPES, type OutboxRecordType } from '../store/lead-store';
import { personEmail, personPhone } from '../store/person-keys';
import type { Db } from '../store/schema';
import { idleSince } from './idle-leads';
import { personKeysOf, type PersonKeys, type Reach } from './personal-data-types';

// The reads that find what is a person's (personal-data.ts): their leads, their enquiries, the
// leads merged into theirs, the outbox items about them, their subscriptions and their rights
// requests; and what erasing given leads acts on (retention). Each in the caller's transaction.

/** What one erasure acts on. */
export type Targets = {
  leadIds: number[];
  enquiryIds: number[];
  subscriberIds: number[];
  requestIds: number[];
  /** The phones (ten digits) and emails (lower case) whose mentions go from other leads' notes. */
  phones: string[];
  emails: string[];
};

export const emptyTargets = (): Targets => ({
  leadIds: [],
  enquiryIds: [],
  subscriberIds: [],
  requestIds: [],
  phones: [],
  emails: [],
});

const unique = <T>(values: T[]) => [...new Set(values)];

const matchesPerson = (keys: PersonKeys, phone: string, email: string) =>
  (keys.phone !== null && personPhone(phone) === keys.phone) ||
  (keys.email !== null && personEmail(email) === keys.email);

/**
 * Whether a record (its contacts as person keys, null for none) is the verified person's. A phone
 * is a person's own; an email is often a family's. So a record with a phone is theirs by that
 * phone, verified, and no email the request names that nobody verified; or, when the request
 * names no phone at all, by its verified email (the admin sees the record's phone listed among
 * the other contacts). A record without a phone is theirs by a verified email. A sibling's lead
 * with a parent's email and the sibling's own phone is not the parent's, whose request names
 * another phone; a victim's lead reached only through an email the requester typed is not the
 * requester's.
 */
const isTheirs = (
  verified: PersonKeys,
  named: PersonKeys,
  phone: string | null,
  email: string | null,
) => {
  const byEmail = email !== null && email === verified.email;
  if (phone === null) return byEmail;
  if (phone === verified.phone)
    return email === null || email !== named.email || email === verified.email;
  return named.phone === null && byEmail;
};

/** A record's phone and email as person keys. */
const keysOfContact = (row: { phone: string; email: string }) =>
  [personPhone(row.phone), personEmail(row.email)] as const;

/**
 * The leads the contacts reach, not yet erased (tombstones have no keys): the same phone or
 * email, or (`keptIds`) a lead another lead with them was merged into.
 */
const leadsOf = (trx: Db, keys: PersonKeys, keptIds: number[] = []) =>
  trx
    .selectFrom('leads')
    .where((eb) =>
      eb.or([
        ...(keys.phone === null ? [] : [eb('phone_key', '=', keys.phone)]),
        ...(keys.email === null ? [] : [eb('email_key', '=', keys.email)]),
        ...(keptIds.length ? [eb('id', 'in', keptIds)] : []),
      ]),
    )
    .where('erased_at', 'is', null);

/** Repeat enquiries sent with the person's phone or email, whichever lead they joined. */
const ownEnquiries = async (trx: Db, keys: PersonKeys) => {
  const rows = await trx
    .selectFrom('lead_enquiries')
    .select(['id', 'lead_id', 'phone', 'email'])
    .execute();
  return rows.filter((row) => matchesPerson(keys, row.phone, row.email));
};

const enquiriesOfLeads = async (trx: Db, leadIds: number[]) => {
  const rows: { id: number; phone: string; email: string }[] = [];
  for (const part of chunks(leadIds))
    rows.push(
      ...(await trx
        .selectFrom('lead_enquiries')
        .select(['id', 'phone', 'email'])
        .where('lead_id', 'in', part)
        .execute()),
    );
  return rows;
};

/**
 * The assignments of these leads, merged leads' included (a merge keeps them under the merged
 * lead's id, migration 029): the owners' notices and the admins' alerts of a missed deadline are
 * outbox items of them.
 */
const assignmentsOfLeads = async (trx: Db, leadIds: number[]) => {
  const ids: number[] = [];
  for (const part of chunks(leadIds))
    for (const row of await trx
      .selectFrom('lead_assignments')
      .select('id')
      .where('lead_id', 'in', part)
      .execute())
      ids.push(row.id);
  return ids;
};

/**
 * The leads a merge put these enquiries into (lead_merges.enquiry_id): a merged lead's phone
 * and email live on in the enquiry it became, and the admin who merged said they are one person.
 */
const keptFor = async (trx: Db, enquiryIds: number[]) => {
  const ids: number[] = [];
  for (const part of chunks(enquiryIds))
    for (const row of await trx
      .selectFrom('lead_merges')
      .select('kept_id')
      .where('enquiry_id', 'in', part)
      .execute())
      ids.push(row.kept_id);
  return unique(ids);
};

/** What the contacts reach: the leads (with their keys) and the enquiries sent with them. */
export const reach = async (trx: Db, keys: PersonKeys) => {
  const own = await ownEnquiries(trx, keys);
  const leads = await leadsOf(
    trx,
    keys,
    await keptFor(
      trx,
      own.map((row) => row.id),
    ),
  )
    .select(['id', 'phone_key', 'email_key'])
    .orderBy('id')
    .execute();
  return { own, leads };
};

/**
 * The merged leads whose outbox items are the person's: those merged into one of their leads,
 * or, when the merge recorded it, whose enquiry is one of theirs. A merge keeps the merged
 * lead's items under its own record (lead-merge.ts), with its name, phone and email in them.
 */
const mergedLeads = async (trx: Db, targets: Targets) => {
  const leadIds = new Set(targets.leadIds);
  const enquiryIds = new Set(targets.enquiryIds);
  const rows: { merged_id: number; kept_id: number; enquiry_id: number | null }[] = [];
  const columns = ['merged_id', 'kept_id', 'enquiry_id'] as const;
  for (const part of chunks(targets.leadIds))
    rows.push(
      ...(await trx
        .selectFrom('lead_merges')
        .select(columns)
        .where('kept_id', 'in', part)
        .execute()),
    );
  for (const part of chunks(targets.enquiryIds))
    rows.push(
      ...(await trx
        .selectFrom('lead_merges')
        .select(columns)
        .where('enquiry_id', 'in', part)
        .execute()),
    );
  return unique(
    rows
      .filter((row) =>
        row.enquiry_id === null ? leadIds.has(row.kept_id) : enquiryIds.has(row.enquiry_id),
      )
      .map((row) => row.merged_id),
  );
};

/**
 * The outbox's records of the person, by type: their leads and the leads merged into them, their
 * enquiries, their subscriptions, and those leads' assignments. A route for every type the outbox
 * holds (OUTBOX_RECORD_TYPES): a new type does not compile until it has one.
 */
export const outboxRecords = async (
  trx: Db,
  targets: Targets,
): Promise<[OutboxRecordType, number[]][]> => {
  const leadIds = unique([...targets.leadIds, ...(await mergedLeads(trx, targets))]);
  const routes: Record<OutboxRecordType, () => Promise<number[]> | number[]> = {
    lead: () => leadIds,
    enquiry: () => targets.enquiryIds,
    subscriber: () => targets.subscriberIds,
    assignment: () => assignmentsOfLeads(trx, leadIds),
  };
  const records: [OutboxRecordType, number[]][] = [];
  for (const type of OUTBOX_RECORD_TYPES) records.push([type, await routes[type]()]);
  return records;
};

export const subscribersOf = (trx: Db, keys: PersonKeys) =>
  keys.email === null
    ? Promise.resolve([])
    : trx
        .selectFrom('subscribers')
        .select(['id', 'subscribed_at', 'suspected_reason', 'released_at'])
        .where('email_normalized', '=', keys.email)
        .execute();

/** The person's rights requests: few, so read and matched by the store's own rules here. */
export const requestsOf = async (trx: Db, keys: PersonKeys) => {
  const rows = await trx
    .selectFrom('rights_requests')
    .select(['id', 'reference', 'kind', 'phone', 'email', 'received_at', 'erased_at'])
    .where('erased_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.filter((row) => matchesPerson(keys, row.phone, row.email));
};

/** The person's whole set of records to act on. */
export const targetsOf = async (
  trx: Db,
  keys: PersonKeys,
  { exact = false, named: asked }: Reach = {},
) => {
  const { own, leads } = await reach(trx, keys);
  const namedKeys = asked ? personKeysOf(asked) : keys;
  const leadIds = leads
    .filter((lead) => !exact || isTheirs(keys, namedKeys, lead.phone_key, lead.email_key))
    .map((lead) => lead.id);
  const theirs = (row: { phone: string; email: string }) =>
    !exact || isTheirs(keys, namedKeys, ...keysOfContact(row));
  const targets: Targets = {
    leadIds,
    enquiryIds: unique(
      [...(await enquiriesOfLeads(trx, leadIds)), ...own].filter(theirs).map((row) => row.id),
    ),
    subscriberIds: (await subscribersOf(trx, keys)).map((row) => row.id),
    requestIds: (await requestsOf(trx, keys)).map((row) => row.id),
    phones: keys.phone === null ? [] : [keys.phone],
    emails: keys.email === null ? [] : [keys.email],
  };
  return { targets, reached: leads };
};

/** The outbox items about these records, for any destination. */
export const outboxItems = async (trx: Db, targets: Targets) => {
  const records = await outboxRecords(trx, targets);
  const items: { id: number; delivered_at: string | null; cancelled_at: string | null }[] = [];
  for (const [type, ids] of records)
    for (const part of chunks(ids))
      items.push(
        ...(await trx
          .selectFrom('outbox')
          .select(['id', 'delivered_at', 'cancelled_at'])
          .where('record_type', '=', type)
          .where('record_id', 'in', part)
          // The erasure's own notice to a university (delivery/erasure-notice.ts) holds no
          // personal data, and must still go after a later erasure of the same person.
          .where('destination', '!=', 'university-erasure')
          .execute()),
      );
  return items;
};

/** A lead as retention erases it: its id and its person's keys (null on none). */
export type LeadKeys = { id: number; phone_key: string | null; email_key: string | null };

/** Those of these leads not yet erased and, with `idleBefore`, idle since (retention.ts). */
export const leadsToErase = async (trx: Db, leadIds: number[], idleBefore?: string) => {
  const leads: LeadKeys[] = [];
  for (const part of chunks(leadIds))
    leads.push(
      ...(await trx
        .selectFrom('leads')
        .select(['id', 'phone_key', 'email_key'])
        .where('id', 'in', part)
        .where('erased_at', 'is', null)
        .$if(idleBefore !== undefined, (query) => query.where((eb) => idleSince(eb, idleBefore!)))
        .execute()),
    );
  return leads;
};

/**
 * What erasing these leads acts on: them, their enquiries, and their phones and emails, whose
 * mentions go from other leads' notes unless another lead still holds them.
 */
export const targetsOfLeads = async (trx: Db, leads: LeadKeys[]): Promise<Targets> => {
  const ids = leads.map((lead) => lead.id).sort((a, b) => a - b);
  const erasing = new Set(ids);
  const stillHeld = async (column: 'phone_key' | 'email_key', value: string) =>
    (
      await trx
        .selectFrom('leads')
        .select('id')
        .where(column, '=', value)
        .where('erased_at', 'is', null)
        .execute()
    ).some((row) => !erasing.has(row.id));
  const phones: string[] = [];
  for (const phone of unique(leads.map((lead) => lead.phone_key)))
    if (phone !== null && !(await stillHeld('phone_key', phone))) phones.push(phone);
  const emails: string[] = [];
  for (const email of unique(leads.map((lead) => lead.email_key)))
    if (email !== null && !(await stillHeld('email_key', email))) emails.push(email);
  return {
    ...emptyTargets(),
    leadIds: ids,
    enquiryIds: (await enquiriesOfLeads(trx, ids)).map((row) => row.id),
    phones,
    emails,
  };
};
