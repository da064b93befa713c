import 'server-only';
import { markStages } from '../funnel/lead-stages';
import {
  sql,
  type ExpressionBuilder,
  type Selectable,
  type Transaction,
  type Updateable,
} from 'kysely';
import { admissionReason } from '@/lib/admission/admission-lead';
import {
  LEAD_STATUSES,
  type CallOutcome,
  type LeadEventKind,
  type LeadStatus,
} from '@/lib/inbox/lead-work-values';
import type { Role } from '@/lib/inbox/roles';
import { adPlatformsMay } from '../ads/ad-platforms-may';
import { stagesReachedBy } from '../export/conversion-stages';
import { metaEventCalls } from '../outbox/forward-payload';
import type { Destination } from '../outbox/outbox-destinations';
import {
  adPlatformsChecked,
  enqueue,
  isoTimestamps,
  leadFromRow,
  STORED_LEAD_COLUMNS,
} from '../store/kysely-store';
import type { LeadKind, StoredLead } from '../store/lead-store';
import type { Database, LeadEventsTable, LeadsTable } from '../store/schema';
import type { StoreDatabase } from '../store/store-database';
import { endOfIndiaDay, isoWeekInIndia } from '@/lib/time/india-time';

// The inbox's work on leads, on the lead store's database (migration 011): the queue, one lead
// with its timeline, saving an operator's changes, the follow-ups due and speed to lead. Pages
// check the operator's role and log the access; this module decides what each operator may see
// and change, so a page cannot show or save more than that.

/** Who is looking or saving: the signed-in operator (operator-session.ts). */
export type Viewer = { id: string; role: Role };

export type QueueFilter = {
  status?: LeadStatus;
  kind?: LeadKind;
  /** A university's name, as its admission form names it in the lead's reason. */
  university?: string;
  owner?: { mine: string } | 'unassigned';
  /** utm_campaign, or utm_source for a lead without one. */
  campaign?: string;
  /** Part of a name, phone or email, in any case. */
  search?: string;
};

export type QueueQuery = QueueFilter & { page: number; pageSize?: number; viewer: Viewer };

export type QueueLead = {
  id: number;
  name: string;
  phone: string;
  email: string;
  kind: LeadKind;
  reason: string;
  campaign: string | null;
  status: LeadStatus;
  owner_id: string | null;
  owner_name: string | null;
  received_at: string;
  first_contact_at: string | null;
  next_follow_up_at: string | null;
  /** Its person withdrew consent (no contact) / its personal data was erased (a tombstone). */
  contact_withdrawn_at: string | null;
  erased_at: string | null;
  /** Its owner's first-contact deadline, while it has one (lib/server/assignment). */
  contact_due_at: string | null;
  /** When it moved for a missed deadline. */
  contact_moved_at: string | null;
  /** How its owner got it: `off-hours` when nobody was at work; null when never assigned. */
  assignment_cause: string | null;
};

export type QueuePage = {
  leads: QueueLead[];
  /** Leads matching every filter, over all pages. */
  total: number;
  page: number;
  pageSize: number;
  pages: number;
  /** Leads per status under the other filters, so each status shows what choosing it would. */
  counts: Record<LeadStatus, number>;
};

export type WorkedLead = Selectable<LeadsTable> & { owner_name: string | null };

export type LeadEvent = Selectable<LeadEventsTable> & { operator_name: string | null };

/** A note or call outcome of a lead's timeline, as the exports write it. */
export type ExportNote = {
  at: string;
  /** The operator's name; null when their account is gone. */
  by: string | null;
  call_outcome: CallOutcome | null;
  note: string | null;
};

/** A lead as the exports write it: what it sent, then the inbox's work on it. */
export type ExportLead = StoredLead & {
  status: LeadStatus;
  status_at: string | null;
  lost_reason: string | null;
  /** The owner's name; null while unassigned. */
  owner: string | null;
  next_follow_up_at: string | null;
  first_contact_at: string | null;
  notes: ExportNote[];
};

export type ExportQuery = {
  filter?: QueueFilter;
  viewer: Viewer;
  /** Received at or after this ISO time; '' for all. */
  since?: string;
  includeSuspected?: boolean;
  /** Only the leads that may go to the ad platforms (ad-platforms-may.ts). */
  adPlatformsOnly?: boolean;
};

export type LeadChanges = {
  /** The version the operator's form was showing: a save from an older one is refused. */
  expectedVersion: number;
  status?: LeadStatus;
  lostReason?: string;
  /** An operator's id, or null to unassign. */
  ownerId?: string | null;
  nextFollowUpAt?: Date | null;
  note?: string;
  callOutcome?: CallOutcome;
};

/** Why a save was refused without changing anything. */
export type LeadProblem =
  | 'lost-needs-reason'
  | 'unknown-owner'
  | 'may-not-assign'
  | 'invalid-follow-up'
  /** Personal text (a note, a lost reason) or a follow-up on a lead erased or withdrawn. */
  | 'note-on-erased'
  | 'note-on-withdrawn'
  | 'reason-on-erased'
  | 'reason-on-withdrawn'
  | 'follow-up-no-contact';

export type UpdateResult =
  | { result: 'saved'; lead: WorkedLead; events: LeadEvent[] }
  | { result: 'conflict'; lead: WorkedLead }
  | { result: 'refused'; problem: LeadProblem }
  /** Another counsellor's lead: the page answers 403 and logs it. */
  | { result: 'forbidden' }
  | { result: 'not-found' };

export type SpeedFigure = { leads: number; medianMinutes: number };

export type SpeedToLead = {
  /** By the ISO week (India time) each lead was received in, oldest first. */
  weeks: (SpeedFigure & { week: string })[];
  /** By the lead's owner; `ownerId` null for leads contacted and left unassigned. */
  owners: (SpeedFigure & { ownerId: string | null; ownerName: string | null })[];
};

/** The middle value, or the mean of the two middle ones. */
function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const seesAll = (viewer: Viewer) => viewer.role === 'admin';

/** Whether an operator may see and work a lead: an admin any, a counsellor unassigned or own. */
export const mayWork = (lead: { owner_id: string | null }, viewer: Viewer) =>
  seesAll(viewer) || lead.owner_id === null || lead.owner_id === viewer.id;

type Leads = ExpressionBuilder<Database, 'leads'>;

const campaignOf = (eb: Leads) => eb.fn.coalesce('leads.utm_campaign', 'leads.utm_source');

/** A pattern that matches `term` anywhere, its own % and _ taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * `destinations`: the outbox's destinations that are on (outbox-destinations.ts), so that a lead
 * reaching qualified or won is queued for Meta's event of that stage in the same transaction.
 */
export function leadWork(database: StoreDatabase, destinations: readonly Destination[] = []) {
  const db = database.db.withPlugin(isoTimestamps);
  const like = database.engine === 'sqlite' ? sql.raw('like') : sql.raw('ilike');

  /**
   * The filters other than status, and what a viewer may see; never held (suspected) records but
   * for the command's export that asks for them.
   */
  const visible = (eb: Leads, filter: QueueFilter, viewer: Viewer, withHeld = false) => {
    // This first term is the condition of migration 012's indexes, which hold only these leads:
    // written as they are, the planners use them (SQLite only when the term is the same).
    const terms = withHeld
      ? []
      : [
          eb.or([
            eb('leads.suspected_reason', 'is', null),
            eb('leads.released_at', 'is not', null),
          ]),
        ];
    if (!seesAll(viewer))
      terms.push(eb.or([eb('leads.owner_id', 'is', null), eb('leads.owner_id', '=', viewer.id)]));
    if (filter.kind) terms.push(eb('leads.kind', '=', filter.kind));
    if (filter.university)
      terms.push(
        eb.and([
          eb('leads.kind', '=', 'admission'),
          eb('leads.reason', '=', admissionReason(filter.university)),
        ]),
      );
    if (filter.owner === 'unassigned') terms.push(eb('leads.owner_id', 'is', null));
    else if (filter.owner) terms.push(eb('leads.owner_id', '=', filter.owner.mine));
    if (filter.campaign) terms.push(eb(campaignOf(eb), '=', filter.campaign));
    const search = filter.search?.trim();
    if (search) {
      const pattern = containing(search);
      terms.push(
        eb.or(
          (['leads.name', 'leads.phone', 'leads.email'] as const).map(
            (column) => sql<boolean>`${sql.ref(column)} ${like} ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    return eb.and(terms);
  };

  const readLead = (trx: Transaction<Database> | typeof db, id: number) =>
    trx
      .selectFrom('leads')
      .where('leads.id', '=', id)
      .leftJoin('operator', 'operator.id', 'leads.owner_id')
      .selectAll('leads')
      .select('operator.name as owner_name')
      .executeTakeFirst();

  const readEvents = (trx: Transaction<Database> | typeof db, leadId: number, afterId = 0) =>
    trx
      .selectFrom('lead_events')
      .where('lead_events.lead_id', '=', leadId)
      .where('lead_events.id', '>', afterId)
      .leftJoin('operator', 'operator.id', 'lead_events.operator_id')
      .selectAll('lead_events')
      .select('operator.name as operator_name')
      .orderBy('lead_events.id')
      .execute();

  const queueColumns = (eb: Leads) =>
    [
      'leads.id',
      'leads.name',
      'leads.phone',
      'leads.email',
      'leads.kind',
      'leads.reason',
      campaignOf(eb).as('campaign'),
      'leads.status',
      'leads.owner_id',
      'leads.received_at',
      'leads.first_contact_at',
      'leads.next_follow_up_at',
      'leads.contact_withdrawn_at',
      'leads.erased_at',
      'leads.contact_due_at',
      'leads.contact_moved_at',
      eb
        .selectFrom('lead_assignments')
        .select('lead_assignments.cause')
        .whereRef('lead_assignments.lead_id', '=', 'leads.id')
        .orderBy('lead_assignments.id', 'desc')
        .limit(1)
        .as('assignment_cause'),
    ] as const;

  type PerStatus = { status: LeadStatus; count: number | string | bigint }[];

  /** The page, walking leads_queue newest first, and the counts per status: two queries. */
  const pageAndCounts = async (
    filter: QueueFilter,
    viewer: Viewer,
    pageSize: number,
    offset: number,
  ): Promise<{ leads: QueueLead[]; perStatus: PerStatus }> => {
    const [leads, perStatus] = await Promise.all([
      db
        .selectFrom('leads')
        .where((eb) => visible(eb, filter, viewer))
        .$if(filter.status !== undefined, (query) =>
          query.where('leads.status', '=', filter.status!),
        )
        .leftJoin('operator', 'operator.id', 'leads.owner_id')
        .select((eb) => [...queueColumns(eb), 'operator.name as owner_name'])
        .orderBy('leads.received_at', 'desc')
        .orderBy('leads.id', 'desc')
        .limit(pageSize)
        .offset(offset)
        .execute(),
      db
        .selectFrom('leads')
        .where((eb) => visible(eb, filter, viewer))
        .select((eb) => ['leads.status', eb.fn.countAll().as('count')])
        .groupBy('leads.status')
        .execute(),
    ]);
    return { leads, perStatus };
  };

  /**
   * A search on PostgreSQL: the matches first, through the trigram index (migration 012), then
   * the page sorted from them and the counts per status, in one query. Left to choose, the planner
   * may walk leads_queue newest first testing each lead against the pattern, betting on a page's
   * worth soon, and with a rare name read the whole index (docs/performance.md, "A search's
   * plan on PostgreSQL"). The counts need every match anyway: a common term costs about what they
   * did.
   */
  const matchesFirst = async (
    filter: QueueFilter,
    viewer: Viewer,
    pageSize: number,
    offset: number,
  ): Promise<{ leads: QueueLead[]; perStatus: PerStatus }> => {
    const matching = db
      .selectFrom('leads')
      .where((eb) => visible(eb, filter, viewer))
      .select(queueColumns);
    const { rows } = await sql<
      (QueueLead | { [column in keyof QueueLead]: null }) & { counts: Record<LeadStatus, number> }
    >`with matching as materialized (${matching})
      select shown.*, operator.name as owner_name, totals.counts
      from (
        select coalesce(json_object_agg(status, leads), '{}') as counts
        from (select status, count(*) as leads from matching group by status) as per_status
      ) as totals
      left join lateral (
        select * from matching
        where ${filter.status === undefined ? sql`true` : sql`status = ${filter.status}`}
        order by received_at desc, id desc
        limit ${pageSize} offset ${offset}
      ) as shown on true
      left join operator on operator.id = shown.owner_id
      order by shown.received_at desc, shown.id desc`.execute(db);
    const counts = rows[0]?.counts ?? {};
    return {
      leads: rows.flatMap(({ counts: _, ...lead }) =>
        lead.id === null ? [] : [lead as QueueLead],
      ),
      perStatus: Object.entries(counts).map(([status, count]) => ({
        status: status as LeadStatus,
        count,
      })),
    };
  };

  return {
    /** A page of the queue, newest first, with the counts per status. */
    async listQueue({ page, pageSize = 50, viewer, ...filter }: QueueQuery): Promise<QueuePage> {
      const offset = (Math.max(1, page) - 1) * pageSize;
      const { leads, perStatus } =
        filter.search?.trim() && database.engine === 'postgres'
          ? await matchesFirst(filter, viewer, pageSize, offset)
          : await pageAndCounts(filter, viewer, pageSize, offset);
      const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<
        LeadStatus,
        number
      >;
      for (const { status, count } of perStatus) counts[status] = Number(count);
      const total = filter.status
        ? counts[filter.status]
        : Object.values(counts).reduce((sum, count) => sum + count, 0);
      return {
        leads,
        total,
        page: Math.max(1, page),
        pageSize,
        pages: Math.max(1, Math.ceil(total / pageSize)),
        counts,
      };
    },

    /**
     * What the open queue asks every few seconds: the newest lead it may show under its filters,
     * and how many came after the one it was drawn with (none counted without `after`: the page
     * drawing itself asks only for the newest). Ids, not times: a lead's id grows as it is
     * stored, so both read the primary key from its end.
     */
    async queueUpdates({
      after,
      viewer,
      ...filter
    }: QueueFilter & { after?: number; viewer: Viewer }): Promise<{
      newest: number | null;
      newer: number;
    }> {
      const matching = db
        .selectFrom('leads')
        .where((eb) => visible(eb, filter, viewer))
        .$if(filter.status !== undefined, (query) =>
          query.where('leads.status', '=', filter.status!),
        );
      const [newest, newer] = await Promise.all([
        matching.select('leads.id').orderBy('leads.id', 'desc').limit(1).executeTakeFirst(),
        after === undefined
          ? undefined
          : matching
              .where('leads.id', '>', after)
              .select((eb) => eb.fn.countAll().as('count'))
              .executeTakeFirstOrThrow(),
      ]);
      return { newest: newest?.id ?? null, newer: Number(newer?.count ?? 0) };
    },

    /** A lead with its work and owner, and its timeline oldest first; null when there is none. */
    async getLead(id: number): Promise<{ lead: WorkedLead; events: LeadEvent[] } | null> {
      const lead = await readLead(db, id);
      if (!lead) return null;
      return { lead, events: await readEvents(db, id) };
    },

    /**
     * Saves an operator's changes to a lead as one transaction, one timeline row per change. A
     * save from a version other than the stored one changes nothing and returns the lead as it
     * now is, so the operator sees the other's change and keeps what they typed.
     */
    async updateLead(
      id: number,
      changes: LeadChanges,
      operator: Viewer,
      now = new Date(),
    ): Promise<UpdateResult> {
      const at = now.toISOString();
      return database.exclusive(() =>
        db.transaction().execute(async (trx): Promise<UpdateResult> => {
          const lead = await readLead(trx, id);
          if (!lead) return { result: 'not-found' };
          if (!mayWork(lead, operator)) return { result: 'forbidden' };
          if (lead.version !== changes.expectedVersion) return { result: 'conflict', lead };

          const lostReason = changes.lostReason?.trim() ?? '';
          if (changes.status === 'lost' && !lostReason)
            return { result: 'refused', problem: 'lost-needs-reason' };
          if (changes.nextFollowUpAt && Number.isNaN(changes.nextFollowUpAt.getTime()))
            return { result: 'refused', problem: 'invalid-follow-up' };
          // An erased lead is a tombstone: no personal text goes back into it. A withdrawn person
          // is not to be contacted: nothing of theirs is added, and no call is planned.
          const ended = lead.erased_at ? 'erased' : lead.contact_withdrawn_at ? 'withdrawn' : null;
          if (ended && changes.note?.trim())
            return { result: 'refused', problem: `note-on-${ended}` };
          if (ended && changes.status === 'lost' && changes.status !== lead.status)
            return { result: 'refused', problem: `reason-on-${ended}` };
          if (ended && changes.nextFollowUpAt)
            return { result: 'refused', problem: 'follow-up-no-contact' };

          const events: Omit<LeadEventsTable, 'id'>[] = [];
          const event = (kind: LeadEventKind, values: Partial<(typeof events)[number]>) =>
            events.push({
              lead_id: id,
              at,
              operator_id: operator.id,
              kind,
              from_value: null,
              to_value: null,
              note: null,
              call_outcome: null,
              ...values,
            });
          const set: Updateable<LeadsTable> = {};

          if (changes.status !== undefined && changes.status !== lead.status) {
            set.status = changes.status;
            set.status_at = at;
            set.lost_reason = changes.status === 'lost' ? lostReason : null;
            event('status', {
              from_value: lead.status,
              to_value: changes.status,
              note: changes.status === 'lost' ? lostReason : null,
            });
          }

          if (changes.ownerId !== undefined && changes.ownerId !== lead.owner_id) {
            // A counsellor takes an unassigned lead for themselves; only an admin assigns.
            const takesIt = lead.owner_id === null && changes.ownerId === operator.id;
            if (!seesAll(operator) && !takesIt)
              return { result: 'refused', problem: 'may-not-assign' };
            if (changes.ownerId !== null) {
              const owner = await trx
                .selectFrom('operator')
                .select('id')
                .where('id', '=', changes.ownerId)
                .executeTakeFirst();
              if (!owner) return { result: 'refused', problem: 'unknown-owner' };
            }
            set.owner_id = changes.ownerId;
            event('owner', { from_value: lead.owner_id, to_value: changes.ownerId });
          }

          if (changes.nextFollowUpAt !== undefined) {
            const next = changes.nextFollowUpAt?.toISOString() ?? null;
            const current =
              lead.next_follow_up_at === null
                ? null
                : new Date(lead.next_follow_up_at).toISOString();
            if (next !== current) {
              set.next_follow_up_at = next;
              event('follow-up', { from_value: current, to_value: next });
            }
          }

          const note = changes.note?.trim() || null;
          if (note !== null || changes.callOutcome !== undefined)
            event('note', { note, call_outcome: changes.callOutcome ?? null });

          if (events.length === 0) return { result: 'saved', lead, events: [] };
          const contacted = set.status !== undefined || changes.callOutcome !== undefined;
          if (contacted && lead.first_contact_at === null) set.first_contact_at = at;

          // The version in the condition is what makes the check hold when two saves race: on
          // PostgreSQL the second waits for the first to commit, then matches no row.
          const updated = await trx
            .updateTable('leads')
            .set({ ...set, version: lead.version + 1 })
            .where('id', '=', id)
            .where('version', '=', changes.expectedVersion)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0) {
            // Gone meanwhile: merged into another lead (lead-merge.ts) as this save waited.
            const now = await readLead(trx, id);
            return now ? { result: 'conflict', lead: now } : { result: 'not-found' };
          }
          const last = await trx
            .selectFrom('lead_events')
            .select((eb) => eb.fn.max('id').as('id'))
            .where('lead_id', '=', id)
            .executeTakeFirst();
          await trx.insertInto('lead_events').values(events).execute();
          if (set.status !== undefined) {
            await markStages(trx, id, set.status, at);
            // The stages this status reaches (won is past qualified), each Meta's event once.
            const calls = stagesReachedBy(set.status).flatMap((stage) =>
              metaEventCalls(lead, { stage, reachedAt: at }, destinations),
            );
            await enqueue(trx, 'lead', id, await adPlatformsChecked(trx, id, calls));
          }
          return {
            result: 'saved',
            lead: (await readLead(trx, id))!,
            events: await readEvents(trx, id, Number(last?.id ?? 0)),
          };
        }),
      );
    },

    /**
     * An operator's follow-ups due by the end of today in India, overdue ones included, oldest
     * first; leads already won or lost need none.
     */
    async followUpsDue(operatorId: string, now = new Date()) {
      return db
        .selectFrom('leads')
        .select([
          'id',
          'name',
          'phone',
          'kind',
          'reason',
          'status',
          'next_follow_up_at',
          'received_at',
          'version',
          // A follow-up set before a withdrawal (or a merge with a withdrawn lead) is still
          // listed, marked: the page offers no call for it.
          'contact_withdrawn_at',
          'erased_at',
        ])
        .where('owner_id', '=', operatorId)
        .where('next_follow_up_at', '<', endOfIndiaDay(now).toISOString())
        .where('status', 'not in', ['won', 'lost'])
        .orderBy('next_follow_up_at')
        .orderBy('id')
        .execute();
    },

    /** The median minutes from receiving a lead to its first contact, per week and per owner. */
    async speedToLead({ since }: { since: Date }): Promise<SpeedToLead> {
      const rows = await db
        .selectFrom('leads')
        .leftJoin('operator', 'operator.id', 'leads.owner_id')
        .select([
          'leads.received_at',
          'leads.first_contact_at',
          'leads.owner_id',
          'operator.name as owner_name',
        ])
        .where('leads.received_at', '>=', since.toISOString())
        .where('leads.first_contact_at', 'is not', null)
        .execute();
      const weeks = new Map<string, number[]>();
      const owners = new Map<string | null, { name: string | null; minutes: number[] }>();
      for (const row of rows) {
        const minutes = (Date.parse(row.first_contact_at!) - Date.parse(row.received_at)) / 60_000;
        const week = isoWeekInIndia(row.received_at);
        const ofWeek = weeks.get(week) ?? [];
        ofWeek.push(minutes);
        weeks.set(week, ofWeek);
        const owner = owners.get(row.owner_id) ?? { name: row.owner_name, minutes: [] };
        owner.minutes.push(minutes);
        owners.set(row.owner_id, owner);
      }
      return {
        weeks: [...weeks]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([week, minutes]) => ({
            week,
            leads: minutes.length,
            medianMinutes: median(minutes),
          })),
        owners: [...owners]
          .map(([ownerId, { name, minutes }]) => ({
            ownerId,
            ownerName: name,
            leads: minutes.length,
            medianMinutes: median(minutes),
          }))
          .sort((a, b) => (a.ownerName ?? '').localeCompare(b.ownerName ?? '')),
      };
    },

    /**
     * The leads an export writes, oldest first, filtered as the queue filters them, each with its
     * status, owner, follow-up, first contact and the notes of its timeline.
     */
    async exportLeads({
      filter = {},
      viewer,
      since = '',
      includeSuspected = false,
      adPlatformsOnly = false,
    }: ExportQuery): Promise<ExportLead[]> {
      const matching = db
        .selectFrom('leads')
        .where((eb) => visible(eb, filter, viewer, includeSuspected))
        .$if(adPlatformsOnly, (query) => query.where(adPlatformsMay))
        .$if(filter.status !== undefined, (query) =>
          query.where('leads.status', '=', filter.status!),
        )
        .$if(since !== '', (query) => query.where('leads.received_at', '>=', since));
      const [rows, notes] = await Promise.all([
        matching
          .select(STORED_LEAD_COLUMNS)
          .select((eb) => [
            'leads.status',
            'leads.status_at',
            'leads.lost_reason',
            'leads.next_follow_up_at',
            'leads.first_contact_at',
            eb
              .selectFrom('operator')
              .select('operator.name')
              .whereRef('operator.id', '=', 'leads.owner_id')
              .as('owner'),
          ])
          .orderBy('leads.id')
          .execute(),
        db
          .selectFrom('lead_events')
          .leftJoin('operator', 'operator.id', 'lead_events.operator_id')
          .select([
            'lead_events.lead_id',
            'lead_events.at',
            'operator.name as by',
            'lead_events.call_outcome',
            'lead_events.note',
          ])
          .where('lead_events.kind', '=', 'note')
          .where('lead_events.lead_id', 'in', matching.select('leads.id'))
          .orderBy('lead_events.id')
          .execute(),
      ]);
      const notesOf = new Map<number, ExportNote[]>();
      for (const { lead_id, ...note } of notes) {
        const list = notesOf.get(lead_id) ?? [];
        list.push(note);
        notesOf.set(lead_id, list);
      }
      return rows.map((row) => ({
        ...leadFromRow(row),
        status: row.status,
        status_at: row.status_at,
        lost_reason: row.lost_reason,
        owner: row.owner,
        next_follow_up_at: row.next_follow_up_at,
        first_contact_at: row.first_contact_at,
        notes: notesOf.get(row.id) ?? [],
      }));
    },
  };
}

export type LeadWork = ReturnType<typeof leadWork>;
