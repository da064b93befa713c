import 'server-only';
import { sql, type RawBuilder } from 'kysely';
import { FUNNEL_STAGES, NONE, type FunnelStage, type Grouping } from '@/lib/funnel/funnel-values';
import type { Engine } from '../store/schema';
import type { StoreDatabase } from '../store/store-database';
import { indiaDayStart, addDays } from '@/lib/time/india-time';
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
} & Record<FunnelStage, number>;

/** The median time from a lead's arrival to each stage it reached, in milliseconds. */
export type StageMedians = Record<FunnelStage, number | null>;

export type DayCount = { day: string; leads: number; won: number };

export type SpendRow = { campaign: string; month: string; amount_paise: number };

export interface FunnelStore {
  /** Each group's visits, form starts, leads and stages reached, for leads received in the range. */
  counts(range: DayRange, grouping: Grouping): Promise<GroupCounts[]>;
  /** Each group's median times to each stage, and the whole range's under the key ''. */
  medians(range: DayRange, grouping: Grouping): Promise<Map<string, StageMedians>>;
  /** Genuine leads received, and admissions (won) reached, per India day of the range. */
  days(range: DayRange): Promise<DayCount[]>;
  /** What each campaign cost in each month the range touches, all platforms together. */
  spend(months: { from: string; to: string }): Promise<SpendRow[]>;
}

const GENUINE = sql<boolean>`(suspected_reason is null or released_at is not null)`;

/** The device class a lead's browser had, from its user agent, as a visit's viewport tells it. */
const LEAD_DEVICE = sql<string>`case
  when lower(user_agent) like '%ipad%' or lower(user_agent) like '%tablet%' then 'tablet'
  when lower(user_agent) like '%mobi%' or lower(user_agent) like '%android%' then 'phone'
  else 'desktop' end`;

const tagOrNone = (column: string) =>
  sql<string>`coalesce(nullif(${sql.ref(column)}, ''), ${sql.lit(NONE)})`;

const LEAD_GROUP: Record<Grouping, RawBuilder<string>> = {
  campaign: tagOrNone('utm_campaign'),
  source: tagOrNone('utm_source'),
  purpose: tagOrNone('reason'),
  language: sql<string>`language`,
  device: LEAD_DEVICE,
};

/** A visit's group; null where a visit has no such thing. */
const VISIT_GROUP: Record<Grouping, RawBuilder<string> | null> = {
  campaign: tagOrNone('utm_campaign'),
  source: tagOrNone('utm_source'),
  purpose: null,
  language: sql<string>`language`,
  device: sql<string>`device`,
};

/** Milliseconds from the lead's arrival to a stage. */
const sinceReceived = (engine: Engine, column: string): RawBuilder<number> =>
  engine === 'sqlite'
    ? sql<number>`(julianday(${sql.ref(column)}) - julianday(received_at)) * 86400000.0`
    : sql<number>`extract(epoch from (${sql.ref(column)} - received_at)) * 1000`;

/** The India day of a time column. */
const indiaDayOf = (engine: Engine, column: string): RawBuilder<string> =>
  engine === 'sqlite'
    ? sql<string>`date(${sql.ref(column)}, '+330 minutes')`
    : sql<string>`to_char(${sql.ref(column)} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

const median = (sorted: number[]) => {
  if (!sorted.length) return null;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export function funnelStore({ db, engine }: StoreDatabase): FunnelStore {
  const received = ({ from, to }: DayRange) =>
    [indiaDayStart(from).toISOString(), indiaDayStart(addDays(to, 1)).toISOString()] as const;

  return {
    async counts(range, grouping) {
      const [start, end] = received(range);
      const leadRows = await db
        .selectFrom('leads')
        .select((eb) => [
          LEAD_GROUP[grouping].as('key'),
          eb.fn.count(sql`case when ${GENUINE} then 1 end`).as('leads'),
          eb.fn.count(sql`case when not ${GENUINE} then 1 end`).as('suspected'),
          ...FUNNEL_STAGES.map((stage) =>
            eb.fn
              .count(
                sql`case when ${GENUINE} and ${sql.ref(STAGE_COLUMNS[stage])} is not null then 1 end`,
              )
              .as(stage),
          ),
        ])
        .where('received_at', '>=', start)
        .where('received_at', '<', end)
        .groupBy(LEAD_GROUP[grouping])
        .execute();
      const visitGroup = VISIT_GROUP[grouping];
      const visitRows = visitGroup
        ? await db
            .selectFrom('visit_counts')
            .select((eb) => [
              visitGroup.as('key'),
              eb.fn.sum<number>('visits').as('visits'),
              eb.fn.sum<number>('form_starts').as('form_starts'),
            ])
            .where('day', '>=', range.from)
            .where('day', '<=', range.to)
            .groupBy(visitGroup)
            .execute()
        : [];
      const groups = new Map<string, GroupCounts>();
      const group = (key: string) => {
        let found = groups.get(key);
        if (!found) {
          found = {
            key,
            visits: visitGroup ? 0 : null,
            form_starts: visitGroup ? 0 : null,
            leads: 0,
            suspected: 0,
            attempted: 0,
            connected: 0,
            qualified: 0,
            won: 0,
          };
          groups.set(key, found);
        }
        return found;
      };
      // PostgreSQL counts and sums in bigint or numeric, which its driver reads as strings.
      for (const row of visitRows)
        Object.assign(group(row.key), {
          visits: Number(row.visits),
          form_starts: Number(row.form_starts),
        });
      for (const { key, ...counts } of leadRows)
        Object.assign(
          group(key),
          Object.fromEntries(Object.entries(counts).map(([name, value]) => [name, Number(value)])),
        );
      return [...groups.values()];
    },

    async medians(range, grouping) {
      const [start, end] = received(range);
      // Only the leads that reached a stage: each stage's reached by fewer than the last.
      const rows = await db
        .selectFrom('leads')
        .select([
          LEAD_GROUP[grouping].as('key'),
          ...FUNNEL_STAGES.map((stage) => sinceReceived(engine, STAGE_COLUMNS[stage]).as(stage)),
        ])
        .where('received_at', '>=', start)
        .where('received_at', '<', end)
        .where(GENUINE)
        .where('attempted_at', 'is not', null)
        .execute();
      const times = new Map<string, Record<FunnelStage, number[]>>();
      const timesOf = (key: string) => {
        let found = times.get(key);
        if (!found) {
          found = { attempted: [], connected: [], qualified: [], won: [] };
          times.set(key, found);
        }
        return found;
      };
      for (const row of rows)
        for (const stage of FUNNEL_STAGES) {
          if (row[stage] === null) continue;
          // To the second: SQLite's julian days carry a few microseconds of rounding.
          const ms = Math.max(0, Math.round(Number(row[stage]) / 1000) * 1000);
          timesOf(row.key)[stage].push(ms);
          timesOf('')[stage].push(ms);
        }
      return new Map(
        [...times].map(([key, stages]) => [
          key,
          Object.fromEntries(
            FUNNEL_STAGES.map((stage) => [stage, median(stages[stage].sort((a, b) => a - b))]),
          ) as StageMedians,
        ]),
      );
    },

    async days(range) {
      const [start, end] = received(range);
      const leads = await db
        .selectFrom('leads')
        .select((eb) => [indiaDayOf(engine, 'received_at').as('day'), eb.fn.countAll().as('count')])
        .where('received_at', '>=', start)
        .where('received_at', '<', end)
        .where(GENUINE)
        .groupBy(indiaDayOf(engine, 'received_at'))
        .execute();
      const won = await db
        .selectFrom('leads')
        .select((eb) => [indiaDayOf(engine, 'won_at').as('day'), eb.fn.countAll().as('count')])
        .where('won_at', '>=', start)
        .where('won_at', '<', end)
        .where(GENUINE)
        .groupBy(indiaDayOf(engine, 'won_at'))
        .execute();
      const byDay = new Map<string, DayCount>();
      const of = (day: string) => {
        if (!byDay.has(day)) byDay.set(day, { day, leads: 0, won: 0 });
        return byDay.get(day)!;
      };
      for (const row of leads) of(row.day).leads = Number(row.count);
      for (const row of won) of(row.day).won = Number(row.count);
      return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
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
