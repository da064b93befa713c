import 'server-only';
import type { Selectable } from 'kysely';
import { outcomeTimelineNote } from '@/content/portal';
import { getUniversity } from '@/lib/catalogue/universities';
import type { LeadStatus } from '@/lib/inbox/lead-work-values';
import type { Outcome, OutcomeSource } from '@/lib/portal/outcomes';
import { setDeliveryOutcomes } from '../delivery/delivery-records';
import { leadWork, type StatusMove } from '../inbox/lead-work';
import { chunks } from '../store/chunks';
import { idsBy } from '../store/grouped';
import { isoTimestamps } from '../store/iso-timestamps';
import type { Destination } from '../store/outbox-destinations';
import type { LeadsTable } from '../store/schema';
import type { StoreDatabase } from '../store/store-database';
import { addOutcomes } from './portal-records';

// The outcomes a university sets on the leads it was sent (docs/operations.md#outcomes), from its
// portal's form or its enrolment sheet: all of a call's rows in one transaction or none. An
// outcome that is a stage of ours moves the lead there through the inbox's own status change
// (lead-work.ts), so its stages, timeline, Meta's events and the ad platforms' conversions follow
// as they do for a counsellor, with the university named as who set it.

/** The stage each outcome reaches; the others say nothing of our pipeline. */
const STAGE_OF: Partial<Record<Outcome, StatusMove['to']>> = {
  applied: 'qualified',
  'fee-paid': 'qualified',
  enrolled: 'won',
};

const PIPELINE: LeadStatus[] = ['new', 'attempted', 'connected', 'qualified', 'won'];

/**
 * Only forward: a lead already won stays won when the university says Applied. A lead a
 * counsellor gave up on (lost) is moved, since the university's word is what happened.
 */
const movesForward = (from: LeadStatus, to: LeadStatus) =>
  from === 'lost' || PIPELINE.indexOf(to) > PIPELINE.indexOf(from);

export type OutcomeRow = { leadId: number; outcome: Outcome };

export type RecordResult =
  | { changed: number }
  /** Leads not delivered to this university (or not at all): nothing was recorded. */
  | { notDelivered: number[] };

export function leadOutcomes(database: StoreDatabase, destinations: readonly Destination[] = []) {
  const db = database.db.withPlugin(isoTimestamps);
  const work = leadWork(database, destinations);

  return {
    /**
     * Records a university's outcomes, one from its portal's form or a sheet's thousands, the same
     * way: the leads read (and on PostgreSQL locked) a few hundred at a time, the rows folded in
     * their order, then the outcomes, the deliveries' latest outcome and the stages written in
     * multi-row statements. A row whose outcome is the lead's current one changes nothing (a sheet
     * applied again changes nothing); returns how many rows changed.
     */
    record(
      university: string,
      operatorId: string,
      source: OutcomeSource,
      rows: OutcomeRow[],
      now = new Date(),
    ): Promise<RecordResult> {
      const at = now.toISOString();
      const universityName = getUniversity(university)?.name ?? university;
      return database.exclusive(() =>
        db.transaction().execute(async (trx): Promise<RecordResult> => {
          const ids = [...new Set(rows.map((row) => row.leadId))];
          const current = new Map<
            number,
            { lead: Selectable<LeadsTable>; outcome: string | null; status: LeadStatus }
          >();
          for (const part of chunks(ids)) {
            const found = await trx
              .selectFrom('lead_deliveries')
              .innerJoin('leads', 'leads.id', 'lead_deliveries.lead_id')
              .selectAll('leads')
              .select('lead_deliveries.outcome as delivery_outcome')
              .where('lead_deliveries.university', '=', university)
              .where('lead_deliveries.sent_at', 'is not', null)
              .where('lead_deliveries.lead_id', 'in', part)
              .$call(database.sql.forUpdate)
              .execute();
            for (const { delivery_outcome, ...lead } of found)
              current.set(lead.id, { lead, outcome: delivery_outcome, status: lead.status });
          }
          const notDelivered = ids.filter((id) => !current.has(id));
          if (notDelivered.length) return { notDelivered };

          const outcomes: Parameters<typeof addOutcomes>[1][number][] = [];
          const moves: StatusMove[] = [];
          for (const { leadId, outcome } of rows) {
            const lead = current.get(leadId)!;
            if (lead.outcome === outcome) continue;
            outcomes.push({
              lead_id: leadId,
              university,
              outcome,
              at,
              operator_id: operatorId,
              source,
            });
            const stage = STAGE_OF[outcome];
            if (stage && movesForward(lead.status, stage)) {
              moves.push({
                lead: lead.lead,
                from: lead.status,
                to: stage,
                note: outcomeTimelineNote(outcome, universityName, source),
              });
              lead.status = stage;
            }
            lead.outcome = outcome;
          }
          await addOutcomes(trx, outcomes);
          const latest = idsBy(
            new Set(outcomes.map((row) => row.lead_id)),
            (id) => current.get(id)!.outcome!,
            (id) => id,
          );
          for (const [outcome, leadIds] of latest)
            await setDeliveryOutcomes(trx, university, leadIds, outcome, at);
          await work.setStatusesIn(trx, moves, { id: operatorId, role: 'university' }, at);
          return { changed: outcomes.length };
        }),
      );
    },
  };
}

export type LeadOutcomes = ReturnType<typeof leadOutcomes>;
