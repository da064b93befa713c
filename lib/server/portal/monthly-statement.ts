import 'server-only';
import { sql } from 'kysely';
import { nextMonth } from '@/lib/time/months';
import { indiaDayStart } from '@/lib/time/india-time';
import type { StoreDatabase } from '../store/store-database';
import {
  ACCEPTED,
  countWhere,
  DELIVERED,
  DUPLICATE,
  ENROLLED,
  RETURN_OPEN,
  RETURNED,
} from '../delivery/delivery-figures';

// A university's monthly statement (docs/operations.md#monthly-statements): of the leads delivered
// to it in an India month, how many it answered as duplicates, returned with the agency's approval,
// accepted (neither), and enrolled by now; and the cost per enrolment from that month's spend of
// the campaigns whose leads went to it, each campaign's spend shared by the part of its month's
// leads this university was sent.

export type Statement = {
  university: string;
  month: string;
  delivered: number;
  /** Answered as duplicates by the university's system (a repeat enquiry joins its lead, never counts twice). */
  duplicate: number;
  /** Returned, and the return approved. */
  returned: number;
  /** Returns asked and not yet decided. */
  returnsOpen: number;
  accepted: number;
  enrolled: number;
  /** The university's share of its campaigns' spend; null where none was entered. */
  spend_paise: number | null;
  cost_per_enrolment_paise: number | null;
};

const monthBounds = (month: string) => ({
  from: indiaDayStart(`${month}-01`).toISOString(),
  to: indiaDayStart(`${nextMonth(month)}-01`).toISOString(),
});

export function monthlyStatements({ db }: StoreDatabase) {
  /** The month's spend shared to the university: each campaign's by its leads sent there. */
  async function spendShare(university: string, month: string) {
    const { from, to } = monthBounds(month);
    const spend = await db
      .selectFrom('campaign_spend')
      .select((eb) => ['campaign', eb.fn.sum<number>('amount_paise').as('amount_paise')])
      .where('month', '=', month)
      .groupBy('campaign')
      .execute();
    if (!spend.length) return null;
    const campaigns = spend.map((row) => row.campaign);
    const leads = await db
      .selectFrom('leads')
      .leftJoin('lead_deliveries', 'lead_deliveries.lead_id', 'leads.id')
      .select((eb) => [
        'leads.utm_campaign as campaign',
        eb.fn.countAll<number>().as('all'),
        countWhere(sql<boolean>`lead_deliveries.university = ${university} and ${DELIVERED}`).as(
          'sent',
        ),
      ])
      .where('leads.received_at', '>=', from)
      .where('leads.received_at', '<', to)
      .where('leads.utm_campaign', 'in', campaigns)
      .groupBy('leads.utm_campaign')
      .execute();
    const amounts = new Map(spend.map((row) => [row.campaign, Number(row.amount_paise)]));
    let share: number | null = null;
    for (const row of leads) {
      const sent = Number(row.sent);
      if (!sent) continue;
      share = (share ?? 0) + (amounts.get(row.campaign ?? '')! * sent) / Number(row.all);
    }
    return share === null ? null : Math.round(share);
  }

  return {
    async of(university: string, month: string): Promise<Statement> {
      const { from, to } = monthBounds(month);
      const [counts, spend_paise] = await Promise.all([
        db
          .selectFrom('lead_deliveries')
          .select((eb) => [
            eb.fn.countAll<number>().as('delivered'),
            countWhere(DUPLICATE).as('duplicate'),
            countWhere(RETURNED).as('returned'),
            countWhere(RETURN_OPEN).as('returnsOpen'),
            countWhere(ACCEPTED).as('accepted'),
            countWhere(ENROLLED).as('enrolled'),
          ])
          .where('lead_deliveries.university', '=', university)
          .where('lead_deliveries.sent_at', '>=', from)
          .where('lead_deliveries.sent_at', '<', to)
          .executeTakeFirstOrThrow(),
        spendShare(university, month),
      ]);
      const enrolled = Number(counts.enrolled);
      return {
        university,
        month,
        delivered: Number(counts.delivered),
        duplicate: Number(counts.duplicate),
        returned: Number(counts.returned),
        returnsOpen: Number(counts.returnsOpen),
        accepted: Number(counts.accepted),
        enrolled,
        spend_paise,
        cost_per_enrolment_paise:
          spend_paise === null || enrolled === 0 ? null : Math.round(spend_paise / enrolled),
      };
    },
  };
}

export type MonthlyStatements = ReturnType<typeof monthlyStatements>;
