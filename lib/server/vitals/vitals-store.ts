import 'server-only';
import { sql, type ExpressionBuilder } from 'kysely';
import type { MetricName } from '@/lib/vitals/beacon';
import type { Database, VitalsTable } from '../store/schema';
import type { StoreDatabase } from '../store/store-database';

// The vitals table (migration 010) on either engine: rows in, old rows out, and each route's
// 75th percentile with what made its slowest reports slow.

/** A row to store, and the value of the same page view's earlier report it replaces, if any. */
export type NewVital = Omit<VitalsTable, 'id'> & { previous: number | null };

/** The series a report belongs to: the same metric of pages and devices alike. */
const SERIES = ['metric', 'route', 'language', 'device', 'connection', 'navigation_type'] as const;

const sameSeries = (a: NewVital, b: NewVital) => SERIES.every((column) => a[column] === b[column]);

/** The p75 of one metric on one route and device class, over `samples` reports. */
export type VitalsFigure = {
  metric: MetricName;
  route: string;
  device: VitalsTable['device'];
  samples: number;
  p75: number;
};

/** Among the reports at or above a figure's p75, how many had this target and phase. */
export type VitalsCause = Pick<
  VitalsTable,
  'metric' | 'route' | 'device' | 'target' | 'target_kind' | 'phase'
> & { reports: number; worst: number };

export interface VitalsStore {
  /** Stores the rows in one transaction, each replacing the earlier report it names. */
  insert(rows: NewVital[]): Promise<void>;
  /** Deletes the rows received before `before`; resolves to how many. */
  prune(before: Date): Promise<number>;
  /** Each metric's p75 per route and device class, over the reports received since `since`. */
  figures(since: Date): Promise<VitalsFigure[]>;
  /** What the slowest quarter of each figure's reports had in common (target, kind, phase). */
  causes(since: Date): Promise<VitalsCause[]>;
}

// SQLite binds at most 32,766 values a statement: 1,000 rows of 11 columns stay well under.
const ROWS_PER_INSERT = 1000;

/**
 * Each report ranked within its metric, route and device class by value, with their count: the
 * p75 is the report at rank ⌈0.75 n⌉ (nearest rank: the smallest value at least three quarters
 * of the reports are at or below). ⌈3n / 4⌉ is (3n + 3) / 4 in integer division on both engines.
 */
const P75_RANK = sql<number>`(3 * ${sql.ref('samples')} + 3) / 4`;

export function vitalsStore({ db, exclusive }: StoreDatabase): VitalsStore {
  const ranked = (since: Date) =>
    db
      .selectFrom('vitals')
      .select(['metric', 'route', 'device', 'value', 'target', 'target_kind', 'phase'])
      .select((eb) => [
        eb.fn
          .agg<number>('row_number')
          .over((over) => over.partitionBy(['metric', 'route', 'device']).orderBy('value'))
          .as('rank'),
        eb.fn
          .countAll<number>()
          .over((over) => over.partitionBy(['metric', 'route', 'device']))
          .as('samples'),
      ])
      .where('received_at', '>=', since.toISOString());

  /** The newest stored report of the series with the value a new one replaces. */
  const replacedRow = (eb: ExpressionBuilder<Database, 'vitals'>, row: NewVital) =>
    eb
      .selectFrom('vitals')
      .select('id')
      .where((where) =>
        where.and([
          ...SERIES.map((column) =>
            row[column] === null ? where(column, 'is', null) : where(column, '=', row[column]),
          ),
          where('value', '=', row.previous!),
        ]),
      )
      .orderBy('id', 'desc')
      .limit(1);

  return {
    async insert(rows) {
      // A replaced report still waiting in this batch is dropped here; one stored is deleted.
      const kept: NewVital[] = [];
      const replacing: NewVital[] = [];
      for (const row of rows) {
        if (row.previous !== null) {
          const earlier = kept.findLastIndex(
            (other) => sameSeries(other, row) && other.value === row.previous,
          );
          if (earlier >= 0) kept.splice(earlier, 1);
          else replacing.push(row);
        }
        kept.push(row);
      }
      if (!kept.length) return;
      await exclusive(() =>
        db.transaction().execute(async (trx) => {
          for (const row of replacing)
            await trx
              .deleteFrom('vitals')
              .where('id', '=', (eb) => replacedRow(eb, row))
              .execute();
          for (let at = 0; at < kept.length; at += ROWS_PER_INSERT)
            await trx
              .insertInto('vitals')
              .values(kept.slice(at, at + ROWS_PER_INSERT).map(({ previous: _, ...row }) => row))
              .execute();
        }),
      );
    },
    async prune(before) {
      const result = await exclusive(() =>
        db.deleteFrom('vitals').where('received_at', '<', before.toISOString()).executeTakeFirst(),
      );
      return Number(result.numDeletedRows);
    },
    async figures(since) {
      const rows = await db
        .with('ranked', () => ranked(since))
        .selectFrom('ranked')
        .select(['metric', 'route', 'device', 'samples', 'value as p75'])
        .where('rank', '=', P75_RANK)
        .orderBy('route')
        .orderBy('device')
        .orderBy('metric')
        .execute();
      // PostgreSQL counts in bigint, which its driver reads as a string.
      return rows.map((row) => ({ ...row, samples: Number(row.samples) }));
    },
    async causes(since) {
      const rows = await db
        .with('ranked', () => ranked(since))
        .selectFrom('ranked')
        .select(['metric', 'route', 'device', 'target', 'target_kind', 'phase'])
        .select((eb) => [eb.fn.countAll<number>().as('reports'), eb.fn.max('value').as('worst')])
        .where('rank', '>=', P75_RANK)
        .groupBy(['metric', 'route', 'device', 'target', 'target_kind', 'phase'])
        .execute();
      return rows.map((row) => ({ ...row, reports: Number(row.reports) }));
    },
  };
}
