import 'server-only';
import type { CampaignSpendTable } from '../store/schema';
import type { StoreDatabase } from '../store/store-database';
import type { ReportSpend } from './spend-report';

// What campaigns cost (migration 024): an admin's figure for a month, or a platform's report. A
// campaign's month holds one figure per platform, which a new one replaces: a report imported
// again, or a figure corrected, never counts twice.

export type SpendEntry = Pick<
  CampaignSpendTable,
  'campaign' | 'month' | 'platform' | 'amount_paise' | 'updated_at'
>;

export function campaignSpend({ db, exclusive }: StoreDatabase) {
  return {
    /** Stores the figures in one transaction, each replacing its campaign's month on the platform. */
    async save(
      rows: ReportSpend[],
      platform: CampaignSpendTable['platform'],
      operatorId: string,
      now = new Date(),
    ) {
      const updated_at = now.toISOString();
      await exclusive(() =>
        db.transaction().execute(async (trx) => {
          for (const row of rows)
            await trx
              .insertInto('campaign_spend')
              .values({ ...row, platform, updated_at, operator_id: operatorId })
              .onConflict((conflict) =>
                conflict.columns(['campaign', 'month', 'platform']).doUpdateSet({
                  amount_paise: row.amount_paise,
                  updated_at,
                  operator_id: operatorId,
                }),
              )
              .execute();
        }),
      );
    },
    /** The figures of the months from `from` to `to` (`2026-11`), newest month first. */
    async list(from: string, to: string): Promise<SpendEntry[]> {
      const rows = await db
        .selectFrom('campaign_spend')
        .select(['campaign', 'month', 'platform', 'amount_paise', 'updated_at'])
        .where('month', '>=', from)
        .where('month', '<=', to)
        .orderBy('month', 'desc')
        .orderBy('campaign')
        .orderBy('platform')
        .execute();
      return rows.map((row) => ({ ...row, amount_paise: Number(row.amount_paise) }));
    },
  };
}

export type CampaignSpend = ReturnType<typeof campaignSpend>;
