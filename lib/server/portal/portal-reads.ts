import 'server-only';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { PortalQuery } from '@/lib/portal/portal-query';
import { addDays, indiaDayStart } from '@/lib/time/india-time';
import type { Database, Db } from '../store/schema';

// What the portal reads, every query built here with the university in it
// (docs/architecture.md#the-university-actor): only leads delivered to it, never one held or not
// yet sent, never an erased one, and only the columns a university is given: the student's
// answers, when the lead came and was delivered, whether its phone was verified, the
// university's own outcomes and returns. No owner, note, attribution or spend is selected.

type Scope = ExpressionBuilder<Database, 'lead_deliveries' | 'leads'>;
type Deliveries = ExpressionBuilder<Database, 'lead_deliveries'>;

/** The leads a university may see: delivered to it (sent, or taken from its portal), not erased. */
const deliveredTo = (university: string) => (eb: Scope) =>
  eb.and([
    eb('lead_deliveries.university', '=', university),
    eb('lead_deliveries.sent_at', 'is not', null),
    eb('leads.erased_at', 'is', null),
  ]);

/** Our reference typed in the search (`LWL-123`, any case): its lead's number. */
const referenceOf = (search: string) => /^LWL-(\d{1,12})$/i.exec(search)?.[1];

const containing = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The list's filters, on the deliveries alone, so that a page and its count read the university's
 * index (`lead_deliveries (university, sent_at, lead_id)`) and never 50,000 leads' rows: a search
 * is the leads it finds by their own indexes (migration 039: a name's or a phone's fragment).
 */
const matching = (university: string, query: PortalQuery) => (eb: Deliveries) => {
  const terms: Expression<SqlBool>[] = [
    eb('lead_deliveries.university', '=', university),
    eb('lead_deliveries.sent_at', 'is not', null),
  ];
  if (query.outcome === 'none') terms.push(eb('lead_deliveries.outcome', 'is', null));
  else if (query.outcome) terms.push(eb('lead_deliveries.outcome', '=', query.outcome));
  if (query.from)
    terms.push(eb('lead_deliveries.sent_at', '>=', indiaDayStart(query.from).toISOString()));
  if (query.to)
    terms.push(
      eb('lead_deliveries.sent_at', '<', indiaDayStart(addDays(query.to, 1)).toISOString()),
    );
  const search = query.search?.trim();
  if (search) {
    const reference = referenceOf(search);
    const digits = search.replace(/[\s+()-]/g, '');
    const found = (term: Expression<SqlBool>) =>
      eb('lead_deliveries.lead_id', 'in', eb.selectFrom('leads').select('leads.id').where(term));
    if (reference) terms.push(eb('lead_deliveries.lead_id', '=', Number(reference)));
    else if (/^\d{3,}$/.test(digits))
      terms.push(found(sql<boolean>`leads.phone like ${containing(digits)} escape '\\'`));
    else
      terms.push(
        found(sql<boolean>`lower(leads.name) like ${containing(search.toLowerCase())} escape '\\'`),
      );
  }
  return eb.and(terms);
};

/**
 * Delivered leads the list leaves out: the erased (a few, by migration 039's partial index) and the
 * merged, whose row went while their delivery stayed (leads are deleted by a merge alone).
 */
const shown = (eb: Deliveries) =>
  eb(
    'lead_deliveries.lead_id',
    'not in',
    eb
      .selectFrom('leads')
      .select('leads.id')
      .where('leads.erased_at', 'is not', null)
      .union(eb.selectFrom('lead_merges').select('lead_merges.merged_id as id')),
  );

const verified = (eb: Scope) =>
  eb
    .exists(
      eb
        .selectFrom('phone_checks')
        .select('phone_checks.lead_id')
        .whereRef('phone_checks.lead_id', '=', 'leads.id')
        .where('phone_checks.verified_at', 'is not', null),
    )
    .as('verified');

/** The columns of a list's row and a download's. */
const LIST_COLUMNS = [
  'leads.id',
  'leads.name',
  'leads.phone',
  'leads.email',
  'leads.course',
  'leads.city',
  'leads.received_at',
  'lead_deliveries.sent_at as delivered_at',
  'lead_deliveries.outcome',
] as const;

export type PortalRow = {
  id: number;
  name: string;
  phone: string;
  email: string;
  course: string | null;
  city: string | null;
  received_at: string;
  delivered_at: string;
  outcome: string | null;
  verified: boolean;
};

const base = (db: Db) =>
  db.selectFrom('lead_deliveries').innerJoin('leads', 'leads.id', 'lead_deliveries.lead_id');

export const PAGE_SIZE = 50;

/**
 * A page of the university's leads, newest delivered first, and how many match: the page's
 * deliveries chosen and counted on their own, then only its 50 leads read.
 */
export async function listPage(db: Db, university: string, query: PortalQuery, page: number) {
  const listed = db.selectFrom('lead_deliveries').where(matching(university, query)).where(shown);
  const [rows, count] = await Promise.all([
    base(db)
      .select([...LIST_COLUMNS, verified])
      .where(deliveredTo(university))
      .where(
        'lead_deliveries.lead_id',
        'in',
        listed
          .select('lead_deliveries.lead_id')
          .orderBy('lead_deliveries.sent_at', 'desc')
          .orderBy('lead_deliveries.lead_id', 'desc')
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
      )
      .orderBy('lead_deliveries.sent_at', 'desc')
      .orderBy('lead_deliveries.lead_id', 'desc')
      .execute(),
    listed.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(withFlag), total: Number(count.total) };
}

/** Every lead the list's filters match, newest delivered first: a download's rows. */
export async function allRows(db: Db, university: string, query: PortalQuery) {
  const rows = await base(db)
    .select([...LIST_COLUMNS, verified])
    .where(deliveredTo(university))
    .where(matching(university, query))
    .orderBy('lead_deliveries.sent_at', 'desc')
    .orderBy('lead_deliveries.lead_id', 'desc')
    .execute();
  return rows.map(withFlag);
}

/** A row as the portal shows it: verified a yes or no, and delivered (the query asked for it). */
const withFlag = <T extends { verified: unknown; delivered_at: string | null }>(row: T) => ({
  ...row,
  delivered_at: row.delivered_at!,
  verified: Boolean(row.verified),
});

/** One of the university's leads with what its page shows, or undefined. */
export async function oneLead(db: Db, university: string, id: number) {
  const lead = await base(db)
    .select([
      ...LIST_COLUMNS,
      verified,
      'leads.adult',
      'leads.guardian_name',
      'leads.guardian_phone',
      'leads.language',
    ])
    .where(deliveredTo(university))
    .where('lead_deliveries.lead_id', '=', id)
    .executeTakeFirst();
  if (!lead) return undefined;
  const [outcomes, returns] = await Promise.all([
    db
      .selectFrom('lead_outcomes')
      .leftJoin('operator', 'operator.id', 'lead_outcomes.operator_id')
      .select([
        'lead_outcomes.outcome',
        'lead_outcomes.at',
        'lead_outcomes.source',
        'operator.name as by_name',
      ])
      .where('lead_outcomes.lead_id', '=', id)
      .where('lead_outcomes.university', '=', university)
      .orderBy('lead_outcomes.id', 'desc')
      .execute(),
    returnsOf(db, university, id),
  ]);
  return {
    ...withFlag(lead),
    adult: lead.adult === null ? null : Boolean(lead.adult),
    outcomes,
    returns,
  };
}

/** A lead's returns by this university, newest first. */
export const returnsOf = (db: Db, university: string, leadId: number) =>
  db
    .selectFrom('lead_returns')
    .select(['id', 'reason', 'note', 'asked_at', 'decision', 'decided_at', 'decision_note'])
    .where('lead_id', '=', leadId)
    .where('university', '=', university)
    .orderBy('id', 'desc')
    .execute();

export type PortalLead = NonNullable<Awaited<ReturnType<typeof oneLead>>>;

/** The university's leads waiting in its portal, not yet taken: their numbers. */
export const waitingLeads = async (db: Db, university: string) =>
  (
    await db
      .selectFrom('lead_deliveries')
      .select('lead_id')
      .where('university', '=', university)
      .where('adapter', '=', 'portal')
      .where('status', '=', 'pending')
      .where('taken_at', 'is', null)
      .execute()
  ).map((row) => row.lead_id);
