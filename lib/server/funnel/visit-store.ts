import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Language } from '@/lib/config/language';
import type { Device } from '@/lib/vitals/beacon';
import type { StoreDatabase } from '../store/store-database';

// The visit counts (migration 023) on either engine: the day's salt, and each visitor's visit
// counted once a day, with the lead form they started counted once on the visit's own row.

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

/** One beacon's visit, as the intake hashed it. */
export type CountedVisit = VisitKey & { day: string; hash: string; form_started: boolean };

export interface VisitStore {
  /** The India day's salt: made the first time the day is asked for, older days' deleted then. */
  salt(day: string): Promise<string>;
  /** Counts each visit its visitor's first of the day, and each first form start of the day. */
  record(visits: CountedVisit[]): Promise<void>;
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

export function visitStore({ db, exclusive }: StoreDatabase): VisitStore {
  const storedSalt = async (day: string) =>
    (await db.selectFrom('visit_salts').select('salt').where('day', '=', day).executeTakeFirst())
      ?.salt;

  return {
    async salt(day) {
      const known = await storedSalt(day);
      if (known) return known;
      await exclusive(() =>
        db.transaction().execute(async (trx) => {
          // Only earlier days: an instance whose clock is behind never deletes today's salt.
          await trx.deleteFrom('visit_seen').where('day', '<', day).execute();
          await trx.deleteFrom('visit_salts').where('day', '<', day).execute();
          await trx
            .insertInto('visit_salts')
            .values({ day, salt: randomBytes(32).toString('hex') })
            .onConflict((conflict) => conflict.column('day').doNothing())
            .execute();
        }),
      );
      // Another instance may have made it first: theirs is the day's.
      return (await storedSalt(day))!;
    },

    async record(visits) {
      if (!visits.length) return;
      await exclusive(() =>
        db.transaction().execute(async (trx) => {
          const countId = async ({ hash: _, form_started: __, ...key }: CountedVisit) => {
            const row = { ...key, click_id: key.click_id ? (1 as const) : (0 as const) };
            await trx
              .insertInto('visit_counts')
              .values({ ...row, visits: 0, form_starts: 0 })
              .onConflict((conflict) => conflict.columns(KEY_COLUMNS).doNothing())
              .execute();
            const found = await KEY_COLUMNS.reduce(
              (query, column) => query.where(column, '=', row[column]),
              trx.selectFrom('visit_counts').select('id'),
            ).executeTakeFirstOrThrow();
            return found.id;
          };
          const add = (id: number, visits: number, formStarts: number) =>
            trx
              .updateTable('visit_counts')
              .set((eb) => ({
                visits: eb('visits', '+', visits),
                form_starts: eb('form_starts', '+', formStarts),
              }))
              .where('id', '=', id)
              .execute();

          for (const visit of visits) {
            const formStart = visit.form_started ? 1 : 0;
            const seen = await trx
              .selectFrom('visit_seen')
              .select('count_id')
              .where('day', '=', visit.day)
              .where('hash', '=', visit.hash)
              .executeTakeFirst();
            if (!seen) {
              const id = await countId(visit);
              // Another instance may have counted the same visitor since: its row stands.
              const inserted = await trx
                .insertInto('visit_seen')
                .values({ day: visit.day, hash: visit.hash, count_id: id, form_started: formStart })
                .onConflict((conflict) => conflict.columns(['day', 'hash']).doNothing())
                .executeTakeFirst();
              if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
                await add(id, 1, formStart);
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
            if (started) await add(started.count_id, 0, 1);
          }
        }),
      );
    },
  };
}
