import 'server-only';
import { flagOrNull } from '../store/flag';
import type { Selectable } from 'kysely';
import type { LeadStatus } from '@/lib/inbox/lead-work-values';
import type { can } from '@/lib/inbox/roles';
import { readWriteTransaction } from '../store/kysely-store';
import { addLeadEnquiry, moveLeadEnquiries } from '../store/tables/lead-enquiries-table';
import { moveLeadEvents } from '../store/tables/lead-events-table';
import { deleteMergedLead, setContactWithdrawnAt } from '../store/tables/leads-table';
import { isoTimestamps } from '../store/iso-timestamps';
import { CHANNEL_COLUMNS, LEAD_COLUMNS, type LeadKind } from '../store/lead-store';
import type { Db, LeadsTable } from '../store/schema';
import type { StoreDatabase } from '../store/store-database';
import type { Viewer } from './lead-filter';

// An admin merges two leads of one person that the joining rules did not join (a new phone, a
// typo in the email): docs/leads.md#merging-leads. One lead remains: the merged lead's first
// enquiry becomes a repeat enquiry of the kept lead, its repeats, timeline and notes move to it,
// and its row goes, leaving a row of lead_merges (migration 017) that sends its address on and
// puts "Merged lead #N into this one" in the kept lead's timeline. There is no undo. The merged
// lead's outbox items keep their record (`lead N`: the hosted API's idempotency key is made of it,
// so a retry stays one delivery), and so do its assignments (migration 029), whose items are its
// owners' notices and the admins' alerts; lead_merges.enquiry_id ties them to the enquiry the
// merged lead became, which erasure, withdrawal and the access copy follow (personal-data.ts).

/**
 * Who may merge: an admin. Working a lead is not enough; the right to erase one is the admins'
 * alone (roles.ts), and a merge, like an erasure, ends a lead as a record of its own for good.
 */
export const MERGE_PERMISSION: Parameters<typeof can>[1] = { lead: ['erase'] };

/** Why a merge was refused, with nothing changed. */
export type MergeProblem =
  | 'same-lead'
  | 'kept-not-found'
  | 'not-found'
  | 'already-merged'
  | 'held'
  | 'erased'
  | 'other-kind';

export type MergeResult =
  | { result: 'merged'; enquiryId: number }
  | { result: 'refused'; problem: MergeProblem; mergedInto?: number };

/** A merge as the kept lead's timeline shows it. */
export type LeadMerge = {
  id: number;
  merged_id: number;
  at: string;
  operator_id: string;
  operator_name: string | null;
  merged_kind: LeadKind;
  merged_reason: string;
  merged_status: LeadStatus;
};

type MergeSide = Pick<
  Selectable<LeadsTable>,
  'id' | 'kind' | 'suspected_reason' | 'released_at' | 'erased_at'
>;

/** Why these two may not be merged, or null when they may. */
export function mergeProblem(kept: MergeSide, merged: MergeSide): MergeProblem | null {
  if (kept.id === merged.id) return 'same-lead';
  const held = (lead: MergeSide) => lead.suspected_reason !== null && lead.released_at === null;
  // A held record is released (or left held) first; a tombstone has nothing left to merge.
  if (held(kept) || held(merged)) return 'held';
  if (kept.erased_at !== null || merged.erased_at !== null) return 'erased';
  // A student's enquiry and a business's proposal are never one lead.
  if (kept.kind !== merged.kind) return 'other-kind';
  return null;
}

/** The earlier of two times, either of which may be missing. */
const earlier = (a: string | null, b: string | null) =>
  a === null ? b : b === null ? a : Date.parse(a) <= Date.parse(b) ? a : b;

export function leadMerges(database: StoreDatabase) {
  const db = database.db.withPlugin(isoTimestamps);

  /** Where a merged lead went; undefined for a lead never merged. */
  const mergedInto = async (trx: Db, id: number) =>
    (
      await trx
        .selectFrom('lead_merges')
        .select('kept_id')
        .where('merged_id', '=', id)
        .executeTakeFirst()
    )?.kept_id;

  return {
    /** The lead a merged lead's id now leads to; null when it was never merged. */
    async mergedInto(id: number): Promise<number | null> {
      return (await mergedInto(db, id)) ?? null;
    },

    /** The merges into this lead, oldest first, with who made them. */
    async mergesInto(leadId: number): Promise<LeadMerge[]> {
      return db
        .selectFrom('lead_merges')
        .leftJoin('operator', 'operator.id', 'lead_merges.operator_id')
        .select([
          'lead_merges.id',
          'lead_merges.merged_id',
          'lead_merges.at',
          'lead_merges.operator_id',
          'operator.name as operator_name',
          'lead_merges.merged_kind',
          'lead_merges.merged_reason',
          'lead_merges.merged_status',
        ])
        .where('lead_merges.kept_id', '=', leadId)
        .orderBy('lead_merges.id')
        .execute();
    },

    /**
     * Merges lead `mergedId` into lead `keptId`, as one transaction: both people's keys are locked
     * (PostgreSQL; on SQLite the transaction holds the write lock from its start) and then both
     * rows, so that neither an enquiry joining the merged lead nor a save of either lead can slip
     * in between. The kept lead keeps its own status, owner and follow-up; a withdrawal of consent
     * on either holds for it.
     */
    async merge(
      keptId: number,
      mergedId: number,
      operator: Viewer,
      now = new Date(),
    ): Promise<MergeResult> {
      const at = now.toISOString();
      return readWriteTransaction(database, async (trx): Promise<MergeResult> => {
        if (keptId === mergedId) return { result: 'refused', problem: 'same-lead' };
        const people = await trx
          .selectFrom('leads')
          .select(['phone_key', 'email_key'])
          .where('id', 'in', [keptId, mergedId])
          .execute();
        await database.lock(trx, { persons: people });
        const rows = await trx
          .selectFrom('leads')
          .selectAll()
          .where('id', 'in', [keptId, mergedId])
          .orderBy('id')
          .$call(database.sql.forUpdate)
          .execute();
        const kept = rows.find((row) => row.id === keptId);
        const merged = rows.find((row) => row.id === mergedId);
        if (!kept) return { result: 'refused', problem: 'kept-not-found' };
        if (!merged) {
          const into = await mergedInto(trx, mergedId);
          return into === undefined
            ? { result: 'refused', problem: 'not-found' }
            : { result: 'refused', problem: 'already-merged', mergedInto: into };
        }
        const problem = mergeProblem(kept, merged);
        if (problem) return { result: 'refused', problem };

        // The merged lead's own enquiry, as its row had it, becomes a repeat of the kept lead.
        const sent = Object.fromEntries(
          [...LEAD_COLUMNS, ...CHANNEL_COLUMNS]
            .filter((column) => column !== 'suspected_reason')
            .map((column) => [column, merged[column]]),
        ) as Omit<Selectable<LeadsTable>, 'suspected_reason'>;
        const enquiryId = await addLeadEnquiry(trx, {
          ...sent,
          lead_id: keptId,
          received_at: merged.received_at,
          consent: flagOrNull(merged.consent),
          first_attempt_at: merged.first_attempt_at ?? merged.received_at,
          adult: flagOrNull(merged.adult),
          guardian_name: merged.guardian_name,
          guardian_phone: merged.guardian_phone,
        });
        await moveLeadEnquiries(trx, mergedId, keptId);
        await moveLeadEvents(trx, mergedId, keptId);
        // Leads merged into the merged lead before now lead to the kept one: one step, not a chain.
        await trx
          .updateTable('lead_merges')
          .set({ kept_id: keptId })
          .where('kept_id', '=', mergedId)
          .execute();
        const withdrawn = earlier(kept.contact_withdrawn_at, merged.contact_withdrawn_at);
        if (withdrawn !== kept.contact_withdrawn_at)
          await setContactWithdrawnAt(trx, keptId, withdrawn);
        await deleteMergedLead(trx, mergedId);
        await trx
          .insertInto('lead_merges')
          .values({
            kept_id: keptId,
            merged_id: mergedId,
            at,
            operator_id: operator.id,
            merged_kind: merged.kind,
            merged_reason: merged.reason,
            merged_status: merged.status,
            enquiry_id: enquiryId,
          })
          .execute();
        return { result: 'merged', enquiryId };
      });
    },
  };
}

export type LeadMerges = ReturnType<typeof leadMerges>;
