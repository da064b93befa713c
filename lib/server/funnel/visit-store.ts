import 'server-only';
import { sql, type Transaction } from 'kysely';
import type { Language } from '@/lib/config/language';
import type { Device } from '@/lib/vitals/beacon';
import type { Database } from '../store/schema';
import type { StoreDatabase } from '../store/store-database';
import { OTHER_CAMPAIGNS, OVER_THE_LIMIT, SINGLE_VISITS } from './visit-tags';

// The visit counts (migrations 023 and 029) on either engine: each visitor's visit counted once a
// day, with the lead form they started counted once on the visit's own row, and the limits that
// keep one address or a stream of made-up tags from inflating them (docs/leads.md#visits-and-the-funnel).

/** Distinct visitors one address may add in an India day; the next adds one to "(over the limit)". */
export const VISITORS_PER_ADDRESS = 10;
/**
 * Distinct tag combinations a day may add before a campaign seen on no lead and no spend row is
 * counted under "(other campaigns)".
 */
export const NEW_TAGS_PER_DAY = 50;

/** What a visit was: an absent tag is ''. */
export type VisitKey = {
  route: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  click_id: boolean;
  device: Device;
  language: Language;
};

/** One beacon's visit, as the intake hashed it: the visitor, and the address alone. */
export type CountedVisit = VisitKey & {
  day: string;
  hash: string;
  address: string;
  form_started: boolean;
};

export interface VisitStore {
  /** Deletes the hashes of the days before this India day. */
  startDay(day: string): Promise<void>;
  /** Counts each visit its visitor's first of the day, and each first form start of the day. */
  record(visits: CountedVisit[]): Promise<void>;
  /** Folds the rows of days before `day` that hold one visit and no form start into one a route. */
  prune(day: string): Promise<void>;
}

const KEY_COLUMNS = [
  'day',
  'route',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'click_id',
  'device',
  'language',
] as const;

type Trx = Transaction<Database>;
type Row = Omit<CountedVisit, 'hash' | 'address' | 'form_started' | 'click_id'> & {
  click_id: 0 | 1;
};

const bucketed = (row: Row, label: string): Row => ({
  ...row,
  utm_source: label,
  utm_medium: label,
  utm_campaign: label,
});

/** Adds to a count by its id. */
const addById = (trx: Trx, id: number, visits: number, formStarts: number) =>
  trx
    .updateTable('visit_counts')
    .set((eb) => ({
      visits: eb('visits', '+', visits),
      form_starts: eb('form_starts', '+', formStarts),
    }))
    .where('id', '=', id)
    .execute();

/** Adds to a count, making its row first; its id. */
async function addTo(trx: Trx, row: Row, visits: number, formStarts: number) {
  await trx
    .insertInto('visit_counts')
    .values({ ...row, visits: 0, form_starts: 0 })
    .onConflict((conflict) => conflict.columns(KEY_COLUMNS).doNothing())
    .execute();
  const { id } = await KEY_COLUMNS.reduce(
    (query, column) => query.where(column, '=', row[column]),
    trx.selectFrom('visit_counts').select('id'),
  ).executeTakeFirstOrThrow();
  if (visits || formStarts) await addById(trx, id, visits, formStarts);
  return id;
}

/**
 * The row's tags, or "(other campaigns)" once the day holds NEW_TAGS_PER_DAY combinations and
 * this one is new and its campaign is on no lead and no spend row.
 */
async function tagsOf(trx: Trx, row: Row): Promise<Row> {
  if (!row.utm_source && !row.utm_medium && !row.utm_campaign) return row;
  const today = trx.selectFrom('visit_counts').where('day', '=', row.day);
  const known = await today
    .select('id')
    .where('utm_source', '=', row.utm_source)
    .where('utm_medium', '=', row.utm_medium)
    .where('utm_campaign', '=', row.utm_campaign)
    .executeTakeFirst();
  if (known) return row;
  const { combinations } = await trx
    .selectFrom(
      today.select(['utm_source', 'utm_medium', 'utm_campaign']).distinct().as('combinations'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('combinations'))
    .executeTakeFirstOrThrow();
  if (Number(combinations) < NEW_TAGS_PER_DAY || !row.utm_campaign) return row;
  // As the funnel's index on the leads' campaigns names it (migration 027), so that it is read.
  const onLead = await trx
    .selectFrom('leads')
    .select('id')
    .where(sql`coalesce(nullif(utm_campaign, ''), '(none)')`, '=', row.utm_campaign)
    .executeTakeFirst();
  const spent = await trx
    .selectFrom('campaign_spend')
    .select('id')
    .where('campaign', '=', row.utm_campaign)
    .executeTakeFirst();
  return onLead || spent ? row : bucketed(row, OTHER_CAMPAIGNS);
}

/** Counts one more visitor from the visit's address; false when the address is past its limit. */
async function admitted(trx: Trx, { day, address }: CountedVisit, row: Row) {
  const counted = await trx
    .insertInto('visit_addresses')
    .values({ day, hash: address, visitors: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'hash'])
        .doUpdateSet((eb) => ({ visitors: eb('visit_addresses.visitors', '+', 1) }))
        .where('visit_addresses.visitors', '<=', VISITORS_PER_ADDRESS),
    )
    .returning('visitors')
    .executeTakeFirst();
  if (!counted) return false;
  if (counted.visitors <= VISITORS_PER_ADDRESS) return true;
  // The address's first visitor past the limit: the address is counted there, once a day.
  await addTo(trx, bucketed(row, OVER_THE_LIMIT), 1, 0);
  return false;
}

export function visitStore({ db, exclusive }: StoreDatabase): VisitStore {
  return {
    async startDay(day) {
      // Only earlier days: an instance whose clock is behind never deletes today's hashes.
      await exclusive(() =>
        db.transaction().execute(async (trx) => {
          await trx.deleteFrom('visit_seen').where('day', '<', day).execute();
          await trx.deleteFrom('visit_addresses').where('day', '<', day).execute();
        }),
      );
    },

    async record(visits) {
      if (!visits.length) return;
      await exclusive(() =>
        db.transaction().execute(async (trx) => {
          // The addresses this batch found past their limit: a flood costs one query a beacon.
          const over = new Set<string>();
          for (const visit of visits) {
            const { hash: _, address: __, form_started, ...key } = visit;
            const row: Row = { ...key, click_id: key.click_id ? 1 : 0 };
            const formStart = form_started ? 1 : 0;
            const seen = await trx
              .selectFrom('visit_seen')
              .select('count_id')
              .where('day', '=', visit.day)
              .where('hash', '=', visit.hash)
              .executeTakeFirst();
            if (!seen) {
              if (over.has(visit.address)) continue;
              if (!(await admitted(trx, visit, row))) {
                over.add(visit.address);
                continue;
              }
              const id = await addTo(trx, await tagsOf(trx, row), 0, 0);
              // Another instance may have counted the same visitor since: its row stands.
              const inserted = await trx
                .insertInto('visit_seen')
                .values({ day: visit.day, hash: visit.hash, count_id: id, form_started: formStart })
                .onConflict((conflict) => conflict.columns(['day', 'hash']).doNothing())
                .executeTakeFirst();
              if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
                await addById(trx, id, 1, formStart);
                continue;
              }
            }
            if (!formStart) continue;
            const started = await trx
              .updateTable('visit_seen')
              .set({ form_started: 1 })
              .where('day', '=', visit.day)
              .where('hash', '=', visit.hash)
              .where('form_started', '=', 0)
              .returning('count_id')
              .executeTakeFirst();
            if (started) await addById(trx, started.count_id, 0, 1);
          }
        }),
      );
    },

    async prune(day) {
      const single = (trx: Trx) =>
        trx
          .selectFrom('visit_counts')
          .where('day', '<', day)
          .where('visits', '=', 1)
          .where('form_starts', '=', 0)
          .where('utm_campaign', '<>', SINGLE_VISITS);
      await exclusive(() =>
        db.transaction().execute(async (trx) => {
          const folded = await single(trx)
            .select((eb) => ['day', 'route', 'device', 'language', eb.fn.countAll().as('visits')])
            .groupBy(['day', 'route', 'device', 'language'])
            .execute();
          for (const { visits, ...where } of folded)
            await addTo(
              trx,
              bucketed({ ...where, click_id: 0 } as Row, SINGLE_VISITS),
              Number(visits),
              0,
            );
          await trx
            .deleteFrom('visit_counts')
            .where('id', 'in', single(trx).select('id'))
            .execute();
        }),
      );
    },
  };
}
