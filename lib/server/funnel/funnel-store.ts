import 'server-only';
import { sql, type RawBuilder } from 'kysely';
import { FUNNEL_STAGES, NONE, type FunnelStage, type Grouping } from '@/lib/funnel/funnel-values';
import type { Channel } from '@/lib/channels/channel-names';
import type { EngineSql } from '../store/engine-sql';
import type { StoreDatabase } from '../store/store-database';
import { indiaDayStart, addDays } from '@/lib/time/india-time';
import { ACCEPTED, countWhere, DELIVERED, ENROLLED } from '../delivery/delivery-figures';
import { STAGE_COLUMNS } from './lead-stages';

// The funnel's figures as the store holds them (migrations 023 and 024): visits and form starts
// from the day counts, leads and the stages they reached from the leads' own columns, each an
// aggregate query over the range's rows on either engine, read with the leads_received_at index.

/** A range of India days, both included: `2026-10-29` to `2026-11-27`. */
export type DayRange = { from: string; to: string };

export type GroupCounts = {
  key: string;
  /** Null where visits cannot be told apart by it (a university is not in a visit's count). */
  visits: number | null;
  form_starts: number | null;
  /** Genuine leads, and the suspected ones apart (docs/leads.md#suspected-leads-kept-apart-never-thrown-away). */
  leads: number;
  suspected: number;
  /** Genuine leads whose phone was verified by a code (lib/server/phone-check). */
  verified: number;
} & Record<FunnelStage, number>;

/** The median time from a lead's arrival to each stage it reached, in milliseconds. */
export type StageMedians = Record<FunnelStage, number | null>;

export type DayCount = { day: string; leads: number; won: number };

export type SpendRow = { campaign: string; month: string; amount_paise: number };

/**
 * A group's leads as the universities counted them (lib/server/delivery/delivery-figures.ts):
 * delivered, accepted and enrolled, beside the counsellors' stages.
 */
export type UniversityFigures = { delivered: number; accepted: number; enrolled: number };

export interface FunnelStore {
  /** Each group's leads and stages reached, for leads received in the range (no visits). */
  leadCounts(range: DayRange, grouping: Grouping): Promise<LeadCounts[]>;
  /**
   * The same counts, and each group's median times to each stage (the whole range's under the
   * key ''): what the funnel page shows.
   */
  groups(
    range: DayRange,
    grouping: Grouping,
  ): Promise<{ counts: GroupCounts[]; medians: Map<string, StageMedians> }>;
  /** Genuine leads received, and admissions (won) reached, per India day of the range. */
  days(range: DayRange): Promise<DayCount[]>;
  /** Each group's leads of the range delivered to universities, by their answers and outcomes. */
  universityFigures(range: DayRange, grouping: Grouping): Promise<Map<string, UniversityFigures>>;
  /** What each campaign cost in each month the range touches, all platforms together. */
  spend(months: { from: string; to: string }): Promise<SpendRow[]>;
}

const GENUINE = sql<boolean>`(suspected_reason is null or released_at is not null)`;

const tagOrNone = (column: string) =>
  sql<string>`coalesce(nullif(${sql.ref(column)}, ''), ${sql.lit(NONE)})`;

/** The channel of our own pages, the only one with visits. */
const SITE = 'site' satisfies Channel;

const LEAD_GROUP: Record<Grouping, RawBuilder<string>> = {
  campaign: tagOrNone('utm_campaign'),
  channel: sql<string>`channel`,
  source: tagOrNone('utm_source'),
  purpose: tagOrNone('reason'),
  language: sql<string>`language`,
  device: sql<string>`device`,
};

/**
 * A visit's group; null where a visit has no such thing. Every visit is to our own pages: by
 * channel, all of them are the site's (migration 033), and the platforms' and sheets' leads
 * come without one.
 */
const VISIT_GROUP: Record<Grouping, RawBuilder<string> | typeof SITE | null> = {
  campaign: tagOrNone('utm_campaign'),
  channel: SITE,
  source: tagOrNone('utm_source'),
  purpose: null,
  language: sql<string>`language`,
  device: sql<string>`device`,
};

/**
 * The median of the milliseconds from arrival to a stage, over the genuine leads that reached it
 * (each stage implies an attempt), to the second: SQLite's julian days carry a few microseconds of
 * rounding.
 */
const medianTo = (engineSql: EngineSql, stage: FunnelStage) =>
  engineSql.medianMillisBetween(
    'received_at',
    STAGE_COLUMNS[stage],
    sql<boolean>`${GENUINE} and attempted_at is not null and ${sql.ref(STAGE_COLUMNS[stage])} is not null`,
  );

type VisitRow = { key: string; visits: number; form_starts: number };

/** A group's leads and the stages they reached. */
export type LeadCounts = Omit<GroupCounts, 'visits' | 'form_starts'>;

/** PostgreSQL counts in bigint and sums in numeric, which its driver reads as strings. */
const numbers = <T extends Record<string, unknown>>(row: T, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, row[name] === null ? null : Number(row[name])]));

const COUNTED = ['leads', 'suspected', 'verified', ...FUNNEL_STAGES] as const;

/** A genuine lead whose phone was verified (migration 031). */
const VERIFIED = sql<boolean>`${GENUINE} and exists (select 1 from phone_checks where phone_checks.lead_id = leads.id and phone_checks.verified_at is not null)`;

/** A group that brought no lead: a campaign with visits, or spend, alone. */
export const NO_LEADS = Object.fromEntries(COUNTED.map((name) => [name, 0])) as Omit<
  LeadCounts,
  'key'
>;

const leadCountsOf = (row: Record<string, unknown>) =>
  ({ key: row.key as string, ...numbers(row, COUNTED) }) as LeadCounts;

export function funnelStore({ db, sql: engineSql }: StoreDatabase): FunnelStore {
  const received = ({ from, to }: DayRange) =>
    [indiaDayStart(from).toISOString(), indiaDayStart(addDays(to, 1)).toISOString()] as const;

  /** The range's leads, read from the funnel's covering index (migration 027). */
  const leadsIn = (range: DayRange) => {
    const [start, end] = received(range);
    return db.selectFrom('leads').where('received_at', '>=', start).where('received_at', '<', end);
  };

  const stageCounts = FUNNEL_STAGES.map((stage) =>
    sql<number>`count(${sql.ref(STAGE_COLUMNS[stage])}) filter (where ${GENUINE})`.as(stage),
  );
  const stageMedians = FUNNEL_STAGES.map((stage) => medianTo(engineSql, stage).as(`to_${stage}`));
  const mediansOf = (row: Record<string, unknown>) =>
    Object.fromEntries(
      FUNNEL_STAGES.map((stage) => [stage, numbers(row, [`to_${stage}`])[`to_${stage}`]]),
    ) as StageMedians;

  /** Each group's leads and stages reached, with each stage's median time if asked. */
  const leadGroups = (range: DayRange, grouping: Grouping, withMedians: boolean) =>
    leadsIn(range)
      .select([
        LEAD_GROUP[grouping].as('key'),
        sql<number>`count(*) filter (where ${GENUINE})`.as('leads'),
        sql<number>`count(*) filter (where not ${GENUINE})`.as('suspected'),
        sql<number>`count(*) filter (where ${VERIFIED})`.as('verified'),
        ...stageCounts,
        ...(withMedians ? stageMedians : []),
      ])
      .groupBy(LEAD_GROUP[grouping])
      .execute();

  /** Each group's visits and form starts in the range; none where visits have no such group. */
  const visitGroups = async (range: DayRange, grouping: Grouping) => {
    const visitGroup = VISIT_GROUP[grouping];
    if (!visitGroup) return null;
    const days = db
      .selectFrom('visit_counts')
      .select((eb) => [
        eb.fn.sum<number>('visits').as('visits'),
        eb.fn.sum<number>('form_starts').as('form_starts'),
      ])
      .where('day', '>=', range.from)
      .where('day', '<=', range.to);
    if (visitGroup === SITE) {
      const [all] = await days.execute();
      return all?.visits === null || all?.visits === undefined ? [] : [{ key: SITE, ...all }];
    }
    return days.select(visitGroup.as('key')).groupBy(visitGroup).execute();
  };

  /** The leads' counts joined to the visits' by group; by channel, only the site's has visits. */
  function joined(
    leadRows: Record<string, unknown>[],
    visitRows: VisitRow[] | null,
    grouping: Grouping,
  ) {
    const visited = (key: string) =>
      visitRows !== null && (VISIT_GROUP[grouping] !== SITE || key === SITE);
    const none = (key: string) =>
      visited(key) ? { visits: 0, form_starts: 0 } : { visits: null, form_starts: null };
    const groups = new Map<string, GroupCounts>(
      leadRows.map((row) => [
        row.key as string,
        { ...none(row.key as string), ...leadCountsOf(row) },
      ]),
    );
    for (const { key, ...sums } of visitRows ?? [])
      groups.set(key, {
        ...(groups.get(key) ?? { key, ...NO_LEADS }),
        ...(numbers(sums, ['visits', 'form_starts']) as Pick<
          GroupCounts,
          'visits' | 'form_starts'
        >),
      });
    return [...groups.values()];
  }

  // Each read starts at once: PostgreSQL's pool runs them side by side.
  return {
    async leadCounts(range, grouping) {
      return (await leadGroups(range, grouping, false)).map(leadCountsOf);
    },

    async groups(range, grouping) {
      const [leadRows, [all], visitRows] = await Promise.all([
        leadGroups(range, grouping, true),
        leadsIn(range).select(stageMedians).execute(),
        visitGroups(range, grouping),
      ]);
      const medians = new Map(
        [...leadRows, { key: '', ...all }].map((row) => [row.key as string, mediansOf(row)]),
      );
      return { counts: joined(leadRows, visitRows, grouping), medians };
    },

    async days(range) {
      const [start, end] = received(range);
      const perDay = (column: 'received_at' | 'won_at') =>
        db
          .selectFrom('leads')
          .select((eb) => [engineSql.indiaDay(column).as('day'), eb.fn.countAll().as('count')])
          .where(column, '>=', start)
          .where(column, '<', end)
          .where(GENUINE)
          .groupBy(engineSql.indiaDay(column))
          .execute();
      const [leads, won] = await Promise.all([perDay('received_at'), perDay('won_at')]);
      const byDay = new Map<string, DayCount>();
      const of = (day: string) => {
        if (!byDay.has(day)) byDay.set(day, { day, leads: 0, won: 0 });
        return byDay.get(day)!;
      };
      for (const row of leads) of(row.day).leads = Number(row.count);
      for (const row of won) of(row.day).won = Number(row.count);
      return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
    },

    async universityFigures(range, grouping) {
      const [start, end] = received(range);
      const rows = await db
        .selectFrom('leads')
        .innerJoin('lead_deliveries', 'lead_deliveries.lead_id', 'leads.id')
        .select((eb) => [
          LEAD_GROUP[grouping].as('key'),
          eb.fn.countAll<number>().as('delivered'),
          countWhere(ACCEPTED).as('accepted'),
          countWhere(ENROLLED).as('enrolled'),
        ])
        .where('leads.received_at', '>=', start)
        .where('leads.received_at', '<', end)
        .where(DELIVERED)
        .groupBy(LEAD_GROUP[grouping])
        .execute();
      return new Map(
        rows.map((row) => [
          row.key,
          {
            delivered: Number(row.delivered),
            accepted: Number(row.accepted),
            enrolled: Number(row.enrolled),
          },
        ]),
      );
    },

    async spend({ from, to }) {
      const rows = await db
        .selectFrom('campaign_spend')
        .select((eb) => ['campaign', 'month', eb.fn.sum<number>('amount_paise').as('amount_paise')])
        .where('month', '>=', from)
        .where('month', '<=', to)
        .groupBy(['campaign', 'month'])
        .execute();
      return rows.map((row) => ({ ...row, amount_paise: Number(row.amount_paise) }));
    },
  };
}
