import 'server-only';
import type { OutcomeSource, ReturnDecision, ReturnReason } from '@/lib/portal/outcomes';
import { chunks, INSERT_CHUNK } from '../store/chunks';
import type { Db } from '../store/schema';

// The one writer of the portal's tables (docs/architecture.md#who-writes-each-table): the
// outcomes a university set on its leads and the leads it sent back, with the agency's decision.
// Each call runs in the caller's transaction, or alone.

/** What a return says: who sent it back, why, its note, and the agency's answer. */
export const RETURN_SAYS = [
  'university',
  'reason',
  'note',
  'asked_at',
  'decision',
  'decided_at',
  'decision_note',
] as const;

/** Outcomes a university set, in the order given. */
export async function addOutcomes(
  db: Db,
  rows: readonly {
    lead_id: number;
    university: string;
    outcome: string;
    at: string;
    operator_id: string;
    source: OutcomeSource;
  }[],
) {
  for (const part of chunks(rows, INSERT_CHUNK))
    await db.insertInto('lead_outcomes').values(part).execute();
}

export async function addReturn(
  db: Db,
  row: {
    lead_id: number;
    university: string;
    reason: ReturnReason;
    note: string | null;
    asked_at: string;
    asked_by: string;
  },
) {
  await db.insertInto('lead_returns').values(row).execute();
}

/** An admin's decision on a return still open; false when it was decided already. */
export async function decideReturn(
  db: Db,
  id: number,
  decision: {
    decision: ReturnDecision;
    decided_at: string;
    decided_by: string;
    decision_note: string | null;
  },
) {
  const { numUpdatedRows } = await db
    .updateTable('lead_returns')
    .set(decision)
    .where('id', '=', id)
    .where('decision', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Erasure: the university's and the admin's words on these leads' returns go. */
export async function scrubReturns(trx: Db, leadIds: number[]) {
  for (const part of chunks(leadIds))
    await trx
      .updateTable('lead_returns')
      .set({ note: null, decision_note: null })
      .where('lead_id', 'in', part)
      .execute();
}
