import 'server-only';
import type { Transaction } from 'kysely';
import type { LeadStatus } from '@/lib/inbox/lead-work-values';
import { FUNNEL_STAGES, type FunnelStage } from '@/lib/funnel/funnel-values';
import type { Database } from '../store/schema';
import { reachLeadStages } from '../store/tables/leads-table';

// When a lead first reached each stage of the pipeline (migration 024): kept on the lead, so that
// the funnel reads one table however long the timelines. A later stage implies the earlier ones
// (won is past qualified), a lead sent back keeps the times it reached, and lost reaches none.

export const STAGE_COLUMNS = {
  attempted: 'attempted_at',
  connected: 'connected_at',
  qualified: 'qualified_at',
  won: 'won_at',
} as const satisfies Record<FunnelStage, string>;

/** The stages a lead has reached once given this status. */
export const stagesUpTo = (status: LeadStatus): FunnelStage[] => {
  const at = FUNNEL_STAGES.indexOf(status as FunnelStage);
  return at < 0 ? [] : FUNNEL_STAGES.slice(0, at + 1);
};

/** Records, in the status change's transaction, the stages the leads reach now for the first time. */
export async function markStages(
  trx: Transaction<Database>,
  ids: readonly number[],
  status: LeadStatus,
  at: string,
) {
  await reachLeadStages(
    trx,
    ids,
    stagesUpTo(status).map((stage) => STAGE_COLUMNS[stage]),
    at,
  );
}
