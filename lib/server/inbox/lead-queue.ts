import 'server-only';
import { sql } from 'kysely';
import { LEAD_STATUSES, type LeadStatus } from '@/lib/inbox/lead-work-values';
import type { Channel } from '@/lib/channels/channel-names';
import { isoTimestamps } from '../store/iso-timestamps';
import type { LeadKind } from '../store/lead-store';
import type { StoreDatabase } from '../store/store-database';
import {
  campaignOf,
  verifiedCheck,
  visibleLeads,
  type Leads,
  type QueueFilter,
  type Viewer,
} from './lead-filter';

// The inbox's queue: a page of the leads a viewer may see under the filters, with the counts per
// status, and what the open queue asks every few seconds (app/inbox/queue/updates/route.ts).

export type QueueQuery = QueueFilter & { page: number; pageSize?: number; viewer: Viewer };

export type QueueLead = {
  id: number;
  name: string;
  phone: string;
  email: string;
  kind: LeadKind;
  reason: string;
  campaign: string | null;
  /** Which channel brought it (docs/operations.md#lead-channels): our pages, a platform, a sheet. */
  channel: Channel;
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
  /** When its phone was verified by a code; null when not. */
  verified_at: string | null;
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

export function leadQueue(database: StoreDatabase) {
  const db = database.db.withPlugin(isoTimestamps);
  const visible = visibleLeads(database);

  const queueColumns = (eb: Leads) =>
    [
      'leads.id',
      'leads.name',
      'leads.phone',
      'leads.email',
      'leads.kind',
      'leads.reason',
      campaignOf(eb).as('campaign'),
      'leads.channel',
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
      verifiedCheck(eb).as('verified_at'),
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
        filter.search?.trim() && database.sql.searchMatchesFirst
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
  };
}
