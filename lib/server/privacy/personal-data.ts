import 'server-only';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { LeadStatus, PrivacyAction } from '@/lib/inbox/lead-work-values';
import { chunks } from '../store/chunks';
import { isoTimestamps } from '../store/iso-timestamps';
import type { LeadKind, OutboxRecordType } from '../store/lead-store';
import { personEmail, personPhone } from '../store/person-keys';
import { lockPerson } from '../store/repeat-enquiry';
import type { Database, LeadEventsTable } from '../store/schema';
import type { StoreDatabase } from '../store/store-database';
import { cancelOutboxItems, scrubOutboxItems } from '../store/tables/outbox-table';
import { eraseLeadEnquiry } from '../store/tables/lead-enquiries-table';
import { addLeadEvents, clearLeadNotes, rewriteLeadNote } from '../store/tables/lead-events-table';
import { eraseLead, rewriteLostReason, withdrawLeads } from '../store/tables/leads-table';
import { eraseRightsRequest } from '../store/tables/rights-requests-table';
import { deleteSubscribers } from '../store/tables/subscribers-table';
import { idleSince } from './idle-leads';
import {
  columnsRead,
  ERASED_PAYLOAD,
  ERASED_TEXT,
  erasedValues,
  mentionPattern,
  withoutMentions,
} from './erasure-values';

// Acting on one person's data (docs/privacy.md#erasure-withdrawal-and-retention), for the inbox's
// rights requests and the `leads erase` command: what is held about them, an access copy of it,
// withdrawal (no contact, no ad export from now) and erasure (a tombstone per lead, every personal
// field gone from every table, nothing of theirs sent afterwards). Retention (retention.ts)
// erases idle leads the same way.

/** A person as a request names them: the phone and/or the email they used on our forms. */
export type Person = { phone?: string | null; email?: string | null };

/** A person's keys as the store keeps them (person-keys.ts); null where not given or not valid. */
export type PersonKeys = { phone: string | null; email: string | null };

/** Who acts and when: an operator's id, `retention`, or `cli: <user> on <host>`. */
export type Acting = { at: Date; by: string };

export const personKeysOf = ({ phone, email }: Person): PersonKeys => ({
  phone: phone?.trim() ? personPhone(phone) : null,
  email: email?.trim() ? personEmail(email) : null,
});

const named = (keys: PersonKeys) => keys.phone !== null || keys.email !== null;

/**
 * How far a person's contacts reach. Without `exact` (the command, whose admin verified the person
 * out of band), a record holding either contact is theirs. With it (a rights request: the person
 * given is its verified contacts, `named` all it names), a record is theirs only by `isTheirs`
 * (docs/privacy.md#verifying-each-contact).
 */
export type Reach = { exact?: boolean; named?: Person };

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

/** One of the person's leads, for the inbox to list and link. */
export type PersonLead = {
  id: number;
  kind: LeadKind;
  /** Its purpose: the university asked about, or a proposal. */
  reason: string;
  status: LeadStatus;
  received_at: string;
  contact_withdrawn_at: string | null;
  erased_at: string | null;
  /** Its enquiries: 1 for the one that made it, plus each repeat. */
  enquiries: number;
};

export type PersonRecords = {
  leads: PersonLead[];
  /**
   * Leads the request's contacts reach that are not the person's by `exact`: reached only through
   * a contact not yet verified, or holding a contact the request has not verified. Listed apart,
   * never in the access copy, a withdrawal or the erasure.
   */
  apart: (PersonLead & { why: 'unverified' | 'other-contact' })[];
  /** Repeat enquiries, on those leads or (by their own phone or email) on others. */
  enquiries: number;
  subscribers: { id: number; subscribed_at: string; suspected: boolean }[];
  rightsRequests: {
    id: number;
    reference: string;
    kind: string;
    received_at: string;
    erased_at: string | null;
  }[];
  /**
   * Phones and emails on these leads that the request did not name: the same person by the
   * joining rules, or someone sharing a contact (a parent's email). Named again, they are acted
   * on too; never silently.
   */
  otherContacts: { phones: string[]; emails: string[] };
};

export type ErasureReport = {
  /** The leads left as tombstones. */
  leads: number[];
  enquiries: number;
  /** Notes and lost reasons of those leads, gone. */
  notes: number;
  /** Other leads' notes and lost reasons that mentioned the person, now saying [erased]. */
  mentions: number;
  subscribers: number;
  rightsRequests: number;
  /** Items not yet delivered, never to be sent. */
  outboxCancelled: number;
  /** Items whose payload (delivered or not) was replaced. */
  outboxScrubbed: number;
};

export type WithdrawalReport = {
  /** The leads marked, including any marked before. */
  leads: number[];
  /** Of those, the leads marked now (each has a timeline row). */
  newlyWithdrawn: number[];
  outboxCancelled: number;
  /** Newsletter subscriptions ended. */
  subscribers: number;
};

/** Everything held about a person, as the access copy's JSON file holds it. */
export type AccessCopy = {
  generated_at: string;
  person: PersonKeys;
  leads: (Record<string, unknown> & {
    enquiries: Record<string, unknown>[];
    timeline: Record<string, unknown>[];
  })[];
  /** Repeat enquiries of theirs that joined another person's lead. */
  enquiries_on_other_leads: Record<string, unknown>[];
  subscribers: Record<string, unknown>[];
  rights_requests: Record<string, unknown>[];
  /** Who their data was sent to (or is waiting to be), and when. */
  sent_to: {
    record: string;
    destination: string;
    created_at: string;
    delivered_at: string | null;
    cancelled_at: string | null;
  }[];
};

/** What one erasure acts on. */
type Targets = {
  leadIds: number[];
  enquiryIds: number[];
  subscriberIds: number[];
  requestIds: number[];
  /** The phones (ten digits) and emails (lower case) whose mentions go from other leads' notes. */
  phones: string[];
  emails: string[];
};

type Db = Kysely<Database>;

const unique = <T>(values: T[]) => [...new Set(values)];

const matchesPerson = (keys: PersonKeys, phone: string, email: string) =>
  (keys.phone !== null && personPhone(phone) === keys.phone) ||
  (keys.email !== null && personEmail(email) === keys.email);

export function personalData(database: StoreDatabase) {
  const db = database.db.withPlugin(isoTimestamps);

  /**
   * A transaction that writes from what it read. SQLite's `begin immediate` takes the write lock
   * first, so no other process writes between the reads and the writes (kysely-store.ts does the
   * same for a lead's insert); PostgreSQL's locks are taken inside (lockPerson).
   */
  const writeTransaction = <T>(work: (trx: Db) => Promise<T>) =>
    database.exclusive(() =>
      database.engine === 'sqlite'
        ? db.connection().execute(async (connection) => {
            await sql`begin immediate`.execute(connection);
            try {
              const result = await work(connection);
              await sql`commit`.execute(connection);
              return result;
            } catch (error) {
              await sql`rollback`.execute(connection);
              throw error;
            }
          })
        : db.transaction().execute(work),
    );

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

  /** The assignments of these leads: the outbox's notices of a missed deadline are about them. */
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
  const reach = async (trx: Db, keys: PersonKeys) => {
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

  /** The outbox's records of the person: their leads, the leads merged into them, and the rest. */
  const outboxRecords = async (
    trx: Db,
    targets: Targets,
  ): Promise<[OutboxRecordType, number[]][]> => {
    const leadIds = unique([...targets.leadIds, ...(await mergedLeads(trx, targets))]);
    return [
      ['lead', leadIds],
      ['enquiry', targets.enquiryIds],
      ['subscriber', targets.subscriberIds],
      ['assignment', await assignmentsOfLeads(trx, leadIds)],
    ];
  };

  const subscribersOf = (trx: Db, keys: PersonKeys) =>
    keys.email === null
      ? Promise.resolve([])
      : trx
          .selectFrom('subscribers')
          .select(['id', 'subscribed_at', 'suspected_reason', 'released_at'])
          .where('email_normalized', '=', keys.email)
          .execute();

  /** The person's rights requests: few, so read and matched by the store's own rules here. */
  const requestsOf = async (trx: Db, keys: PersonKeys) => {
    const rows = await trx
      .selectFrom('rights_requests')
      .select(['id', 'reference', 'kind', 'phone', 'email', 'received_at', 'erased_at'])
      .where('erased_at', 'is', null)
      .orderBy('id')
      .execute();
    return rows.filter((row) => matchesPerson(keys, row.phone, row.email));
  };

  /** The person's whole set of records to act on. */
  const targetsOf = async (
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
  const outboxItems = async (trx: Db, targets: Targets) => {
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
            .execute()),
        );
    return items;
  };

  /** Cancels the items not yet delivered; how many. */
  const cancelItems = async (
    trx: Db,
    items: Awaited<ReturnType<typeof outboxItems>>,
    at: string,
  ) => {
    const waiting = items.filter(
      (item) => item.delivered_at === null && item.cancelled_at === null,
    );
    await cancelOutboxItems(
      trx,
      waiting.map((item) => item.id),
      at,
    );
    return waiting.length;
  };

  const timelineRow = (
    leadId: number,
    action: PrivacyAction,
    { at, by }: { at: string; by: string },
  ): Omit<LeadEventsTable, 'id'> => ({
    lead_id: leadId,
    at,
    operator_id: by,
    kind: 'privacy',
    from_value: null,
    to_value: action,
    note: null,
    call_outcome: null,
  });

  /**
   * Replaces the mentions of these phones and emails in the notes and lost reasons of leads not
   * being erased; how many rows changed.
   */
  const scrubMentions = async (trx: Db, targets: Targets) => {
    const pattern = mentionPattern(targets.phones, targets.emails);
    if (!pattern) return 0;
    const erased = new Set(targets.leadIds);
    let changed = 0;
    const notes = await trx
      .selectFrom('lead_events')
      .select(['id', 'lead_id', 'note'])
      .where('note', 'is not', null)
      .execute();
    for (const row of notes) {
      if (erased.has(row.lead_id)) continue;
      const note = withoutMentions(row.note!, pattern);
      if (note === null) continue;
      await rewriteLeadNote(trx, row.id, note);
      changed++;
    }
    const reasons = await trx
      .selectFrom('leads')
      .select(['id', 'lost_reason'])
      .where('lost_reason', 'is not', null)
      .execute();
    for (const row of reasons) {
      if (erased.has(row.id)) continue;
      const lost_reason = withoutMentions(row.lost_reason!, pattern);
      if (lost_reason === null) continue;
      await rewriteLostReason(trx, row.id, lost_reason);
      changed++;
    }
    return changed;
  };

  /** Erases what the targets name, in the caller's transaction. */
  const eraseTargets = async (
    trx: Db,
    targets: Targets,
    { at, by }: { at: string; by: string },
  ): Promise<ErasureReport> => {
    const leadColumns = columnsRead('leads');
    for (const part of chunks(targets.leadIds)) {
      const rows = await trx
        .selectFrom('leads')
        .select(['id', ...(leadColumns as 'version'[])])
        .where('id', 'in', part)
        .execute();
      for (const row of rows) await eraseLead(trx, row.id, erasedValues('leads', row, at));
    }
    const enquiryColumns = columnsRead('lead_enquiries');
    for (const part of chunks(targets.enquiryIds)) {
      const rows = await trx
        .selectFrom('lead_enquiries')
        .select(['id', ...(enquiryColumns as 'page_url'[])])
        .where('id', 'in', part)
        .execute();
      for (const row of rows)
        await eraseLeadEnquiry(trx, row.id, erasedValues('lead_enquiries', row, at));
    }

    const notes = await clearLeadNotes(trx, targets.leadIds);
    const mentions = await scrubMentions(trx, targets);

    const items = await outboxItems(trx, targets);
    const outboxCancelled = await cancelItems(trx, items, at);
    // A receiver's answer may quote what it was sent.
    await scrubOutboxItems(
      trx,
      items.map((item) => item.id),
      { payload: ERASED_PAYLOAD, text: ERASED_TEXT },
    );

    await deleteSubscribers(trx, targets.subscriberIds);

    const requestColumns = columnsRead('rights_requests');
    for (const part of chunks(targets.requestIds)) {
      const rows = await trx
        .selectFrom('rights_requests')
        .select(['id', ...(requestColumns as 'kind'[])])
        .where('id', 'in', part)
        .execute();
      for (const row of rows)
        await eraseRightsRequest(trx, row.id, erasedValues('rights_requests', row, at));
    }

    await addLeadEvents(
      trx,
      targets.leadIds.map((id) => timelineRow(id, 'erased', { at, by })),
    );

    return {
      leads: targets.leadIds,
      enquiries: targets.enquiryIds.length,
      notes,
      mentions,
      subscribers: targets.subscriberIds.length,
      rightsRequests: targets.requestIds.length,
      outboxCancelled,
      outboxScrubbed: items.length,
    };
  };

  /** Holds off a new enquiry of this person (PostgreSQL; SQLite's write lock already does). */
  const lock = (trx: Db, keys: PersonKeys) =>
    lockPerson(trx, database.engine, { phone_key: keys.phone, email_key: keys.email }, null);

  /** Several persons' locks, named as lockPerson names them, in one order. */
  const lockKeys = async (trx: Db, names: string[]) => {
    if (database.engine !== 'postgres') return;
    for (const name of unique(names).sort())
      await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
  };

  const EMPTY_RECORDS: PersonRecords = {
    leads: [],
    apart: [],
    enquiries: 0,
    subscribers: [],
    rightsRequests: [],
    otherContacts: { phones: [], emails: [] },
  };

  return {
    /**
     * What is held about the person: their leads, enquiries, subscriptions and requests. With
     * `exact`, `named` is every contact the request names (verified or not): the leads those reach
     * that are not the person's are listed apart, with why.
     */
    async find(person: Person, { exact = false, named: asked }: Reach & { named?: Person } = {}) {
      const keys = personKeysOf(person);
      const namedKeys = asked ? personKeysOf(asked) : keys;
      if (!named(namedKeys)) return EMPTY_RECORDS;
      const { targets, reached } = named(keys)
        ? await targetsOf(db, keys, { exact, named: asked })
        : { targets: emptyTargets(), reached: [] };
      const taken = new Set(targets.leadIds);
      const verified = new Set(reached.map((lead) => lead.id));
      const others =
        namedKeys === keys
          ? []
          : (await reach(db, namedKeys)).leads.filter((l) => !taken.has(l.id));
      const apartIds = unique([
        ...reached.filter((lead) => !taken.has(lead.id)).map((lead) => lead.id),
        ...others.map((lead) => lead.id),
      ]);
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
      const phones = unique(contacts.map(({ phone }) => personPhone(phone)));
      const emails = unique(contacts.map(({ email }) => personEmail(email)));
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
          ? (await requestsOf(db, keys)).map(
              ({ phone: _phone, email: _email, ...request }) => request,
            )
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
    },

    /**
     * Erases every personal field of the person (docs/privacy.md#erasure-withdrawal-and-retention),
     * in one transaction: each lead becomes a tombstone with a timeline row saying who erased it
     * and when.
     */
    async erase(person: Person, { at, by }: Acting, reaching: Reach = {}): Promise<ErasureReport> {
      const keys = personKeysOf(person);
      const when = { at: at.toISOString(), by };
      const report = await writeTransaction(async (trx) => {
        if (!named(keys)) return eraseTargets(trx, emptyTargets(), when);
        await lock(trx, keys);
        return eraseTargets(trx, (await targetsOf(trx, keys, reaching)).targets, when);
      });
      await database.flushErased();
      return report;
    },

    /**
     * Erases these leads (retention.ts): each a tombstone, its enquiries, notes and outbox items
     * erased, and its phone and email taken from other leads' notes unless another lead still
     * holds them. Leads already erased, and with `idleBefore` those active since, are left alone.
     */
    async eraseLeads(
      leadIds: number[],
      { at, by }: Acting,
      idleBefore?: string,
    ): Promise<ErasureReport> {
      const when = { at: at.toISOString(), by };
      const report = await writeTransaction(async (trx) => {
        // Instances running the retention at once take turns; the second finds nothing left.
        if (database.engine === 'postgres')
          await sql`select pg_advisory_xact_lock(hashtextextended('lead-retention', 0))`.execute(
            trx,
          );
        const read = async () => {
          const leads: { id: number; phone_key: string | null; email_key: string | null }[] = [];
          for (const part of chunks(leadIds))
            leads.push(
              ...(await trx
                .selectFrom('leads')
                .select(['id', 'phone_key', 'email_key'])
                .where('id', 'in', part)
                .where('erased_at', 'is', null)
                .$if(idleBefore !== undefined, (query) =>
                  query.where((eb) => idleSince(eb, idleBefore!)),
                )
                .execute()),
            );
          return leads;
        };
        // No repeat may join these leads while they are erased: their persons' locks, taken in
        // one order (as a lead's insert takes them), then the leads read again under them.
        await lockKeys(trx, (await read()).flatMap(lockNames));
        const leads = await read();
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
        return eraseTargets(
          trx,
          {
            ...emptyTargets(),
            leadIds: ids,
            enquiryIds: (await enquiriesOfLeads(trx, ids)).map((row) => row.id),
            phones,
            emails,
          },
          when,
        );
      });
      if (report.leads.length) await database.flushErased();
      return report;
    },

    /**
     * The person withdrew consent: their leads are marked (no contact, no ad export from now:
     * the exports and the queue read `contact_withdrawn_at`), their follow-ups cleared, their
     * items not yet sent cancelled and their newsletter subscription ended. A timeline row on
     * each lead marked now.
     */
    async withdraw(
      person: Person,
      { at, by }: Acting,
      reaching: Reach = {},
    ): Promise<WithdrawalReport> {
      const keys = personKeysOf(person);
      const when = { at: at.toISOString(), by };
      if (!named(keys))
        return { leads: [], newlyWithdrawn: [], outboxCancelled: 0, subscribers: 0 };
      return writeTransaction(async (trx) => {
        await lock(trx, keys);
        const { targets } = await targetsOf(trx, keys, reaching);
        const newlyWithdrawn = await withdrawLeads(trx, targets.leadIds, when.at);
        await addLeadEvents(
          trx,
          newlyWithdrawn.map((id) => timelineRow(id, 'withdrawn', when)),
        );
        const outboxCancelled = await cancelItems(trx, await outboxItems(trx, targets), when.at);
        await deleteSubscribers(trx, targets.subscriberIds);
        return {
          leads: targets.leadIds,
          newlyWithdrawn,
          outboxCancelled,
          subscribers: targets.subscriberIds.length,
        };
      });
    },

    /** Everything held about the person, for a JSON download. */
    async accessCopy(person: Person, now = new Date(), reaching: Reach = {}): Promise<AccessCopy> {
      const keys = personKeysOf(person);
      const copy: AccessCopy = {
        generated_at: now.toISOString(),
        person: keys,
        leads: [],
        enquiries_on_other_leads: [],
        subscribers: [],
        rights_requests: [],
        sent_to: [],
      };
      if (!named(keys)) return copy;
      const { targets } = await targetsOf(db, keys, reaching);
      const enquiryIds = new Set(targets.enquiryIds);
      const onLeads = new Set<number>();
      for (const id of targets.leadIds) {
        const lead = await db
          .selectFrom('leads')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        // With `exact`, a repeat enquiry holding a contact not verified is left out.
        const enquiries = (
          await db
            .selectFrom('lead_enquiries')
            .selectAll()
            .where('lead_id', '=', id)
            .orderBy('id')
            .execute()
        ).filter((enquiry) => enquiryIds.has(enquiry.id));
        enquiries.forEach((enquiry) => onLeads.add(enquiry.id));
        const timeline = await db
          .selectFrom('lead_events')
          .leftJoin('operator', 'operator.id', 'lead_events.operator_id')
          .select([
            'lead_events.at',
            'lead_events.kind',
            'lead_events.from_value',
            'lead_events.to_value',
            'lead_events.note',
            'lead_events.call_outcome',
            'operator.name as by',
          ])
          .where('lead_events.lead_id', '=', id)
          .orderBy('lead_events.id')
          .execute();
        copy.leads.push({ ...flags(lead), enquiries: enquiries.map(flags), timeline });
      }
      for (const id of targets.enquiryIds.filter((id) => !onLeads.has(id)))
        copy.enquiries_on_other_leads.push(
          flags(
            await db
              .selectFrom('lead_enquiries')
              .selectAll()
              .where('id', '=', id)
              .executeTakeFirstOrThrow(),
          ),
        );
      for (const part of chunks(targets.subscriberIds))
        copy.subscribers.push(
          ...(await db.selectFrom('subscribers').selectAll().where('id', 'in', part).execute()),
        );
      for (const part of chunks(targets.requestIds))
        copy.rights_requests.push(
          ...(await db.selectFrom('rights_requests').selectAll().where('id', 'in', part).execute()),
        );
      for (const [type, ids] of await outboxRecords(db, targets))
        for (const part of chunks(ids))
          for (const item of await db
            .selectFrom('outbox')
            .select([
              'record_type',
              'record_id',
              'destination',
              'created_at',
              'delivered_at',
              'cancelled_at',
            ])
            .where('record_type', '=', type)
            .where('record_id', 'in', part)
            .orderBy('id')
            .execute())
            copy.sent_to.push({
              record: `${item.record_type} ${item.record_id}`,
              destination: item.destination,
              created_at: item.created_at,
              delivered_at: item.delivered_at,
              cancelled_at: item.cancelled_at,
            });
      return copy;
    },
  };
}

/** The advisory locks' names of a lead's person (repeat-enquiry.ts's lockPerson). */
const lockNames = (lead: { phone_key: string | null; email_key: string | null }) => [
  ...(lead.phone_key ? [`person-phone:${lead.phone_key}`] : []),
  ...(lead.email_key ? [`person-email:${lead.email_key}`] : []),
];

const emptyTargets = (): Targets => ({
  leadIds: [],
  enquiryIds: [],
  subscriberIds: [],
  requestIds: [],
  phones: [],
  emails: [],
});

/** A row with its yes-or-no columns read as booleans on both engines. */
function flags<T extends Selectable<Database['leads']> | Selectable<Database['lead_enquiries']>>(
  row: T,
): Record<string, unknown> {
  return {
    ...row,
    consent: row.consent === null ? null : Boolean(row.consent),
    adult: row.adult === null ? null : Boolean(row.adult),
  };
}

export type PersonalData = ReturnType<typeof personalData>;
