import 'server-only';
import { type Selectable, type Transaction, type Updateable } from 'kysely';
import {
  type CallOutcome,
  type LeadEventKind,
  type LeadStatus,
} from '@/lib/inbox/lead-work-values';
import { endOfIndiaDay } from '@/lib/time/india-time';
import { stagesReachedBy } from '../ads/conversion-stages';
import { exportLeads, type ExportQuery } from './export-leads';
import { markStages } from '../funnel/lead-stages';
import { metaEventCalls } from '../outbox/forward-payload';
import type { Destination } from '../store/outbox-destinations';
import { adPlatformsCheckedEach } from '../ads/ad-platforms-may';
import { addLeadEvents } from '../store/tables/lead-events-table';
import { changeLeadAtVersion, setLeadsStatus } from '../store/tables/leads-table';
import { enqueueMany } from '../store/tables/outbox-table';
import { idsBy } from '../store/grouped';
import { isoTimestamps } from '../store/iso-timestamps';
import type { Database, LeadEventsTable, LeadsTable, PhoneChecksTable } from '../store/schema';
import type { StoreDatabase } from '../store/store-database';
import { mayWork, seesAll, type Viewer } from './lead-filter';
import { leadQueue } from './lead-queue';
import { ownerSpeed } from './owner-speed';
import { speedToLead } from './speed-to-lead';

// The inbox's work on leads, on the lead store's database (migration 011): one lead with its
// timeline, saving an operator's changes and the follow-ups due, beside the queue
// (lead-queue.ts), speed to lead (speed-to-lead.ts) and the exports' leads (export-leads.ts)
// it hands out with them. Pages check the operator's role and log the access; these modules decide
// what each operator may see and change (lead-filter.ts), so a page cannot show or save more.

export type WorkedLead = Selectable<LeadsTable> & { owner_name: string | null };

export type LeadEvent = Selectable<LeadEventsTable> & { operator_name: string | null };

export type LeadChanges = {
  /** The version the operator's form was showing: a save from an older one is refused. */
  expectedVersion: number;
  status?: LeadStatus;
  lostReason?: string;
  /** The status row's note when not lost: who set it outside the inbox (`Enrolled, said Amity University`). */
  statusNote?: string;
  /** An operator's id, or null to unassign. */
  ownerId?: string | null;
  nextFollowUpAt?: Date | null;
  note?: string;
  callOutcome?: CallOutcome;
};

/** Why a save was refused without changing anything. */
export type LeadProblem =
  | 'lost-needs-reason'
  | 'unknown-owner'
  | 'may-not-assign'
  | 'invalid-follow-up'
  /** Personal text (a note, a lost reason) or a follow-up on a lead erased or withdrawn. */
  | 'note-on-erased'
  | 'note-on-withdrawn'
  | 'reason-on-erased'
  | 'reason-on-withdrawn'
  | 'follow-up-no-contact';

export type UpdateResult =
  | { result: 'saved'; lead: WorkedLead; events: LeadEvent[] }
  | { result: 'conflict'; lead: WorkedLead }
  | { result: 'refused'; problem: LeadProblem }
  /** Another counsellor's lead: the page answers 403 and logs it. */
  | { result: 'forbidden' }
  | { result: 'not-found' };

/**
 * `destinations`: the outbox's destinations that are on (outbox-destinations.ts), so that a lead
 * reaching qualified or won is queued for Meta's event of that stage in the same transaction.
 */
/** A lead's phone check as its page shows it (lib/server/phone-check; migration 031). */
export type LeadPhoneCheck = Pick<
  PhoneChecksTable,
  | 'phone_role'
  | 'code_sent_at'
  | 'delivery'
  | 'verified_at'
  | 'verified_method'
  | 'phone_changed_at'
>;

type NewEvent = Omit<LeadEventsTable, 'id'>;

/** A timeline row: what changed on the lead, by whom, when. */
const eventRow = (
  leadId: number,
  operatorId: string,
  at: string,
  kind: LeadEventKind,
  values: Partial<NewEvent>,
): NewEvent => ({
  lead_id: leadId,
  at,
  operator_id: operatorId,
  kind,
  from_value: null,
  to_value: null,
  note: null,
  call_outcome: null,
  ...values,
});

/** A lead moved from one status to another by someone outside the inbox; lost needs a reason, so never. */
export type StatusMove = {
  /** The lead as read, locked, in the transaction. */
  lead: Selectable<LeadsTable>;
  from: LeadStatus;
  to: Exclude<LeadStatus, 'lost'>;
  /** Who set it, for the timeline (`Enrolled, said Amity University`). */
  note: string;
};

export function leadWork(database: StoreDatabase, destinations: readonly Destination[] = []) {
  const db = database.db.withPlugin(isoTimestamps);

  const readLead = (trx: Transaction<Database> | typeof db, id: number) =>
    trx
      .selectFrom('leads')
      .where('leads.id', '=', id)
      .leftJoin('operator', 'operator.id', 'leads.owner_id')
      .selectAll('leads')
      .select('operator.name as owner_name')
      .executeTakeFirst();

  const readEvents = (trx: Transaction<Database> | typeof db, leadId: number, afterId = 0) =>
    trx
      .selectFrom('lead_events')
      .where('lead_events.lead_id', '=', leadId)
      .where('lead_events.id', '>', afterId)
      .leftJoin('operator', 'operator.id', 'lead_events.operator_id')
      .selectAll('lead_events')
      .select('operator.name as operator_name')
      .orderBy('lead_events.id')
      .execute();

  /**
   * What a lead's new status brings, for many leads at once: the stages each reaches (won is past
   * qualified) and Meta's event of each conversion stage, once a lead, when it may go to the ad
   * platforms. A counsellor's save and a university's outcomes both come here.
   */
  const statusesReached = async (
    trx: Transaction<Database>,
    changes: readonly { lead: Selectable<LeadsTable>; status: LeadStatus }[],
    at: string,
  ) => {
    const byStatus = idsBy(
      changes,
      ({ status }) => status,
      ({ lead }) => lead.id,
    );
    for (const [status, ids] of byStatus) await markStages(trx, ids, status, at);
    const records = changes.map(({ lead, status }) => ({
      id: lead.id,
      calls: stagesReachedBy(status).flatMap((stage) =>
        metaEventCalls(lead, { stage, reachedAt: at }, destinations),
      ),
    }));
    const checked = await adPlatformsCheckedEach(trx, records);
    await enqueueMany(
      trx,
      checked.map(({ id, calls }) => ({ type: 'lead', id, calls })),
    );
  };

  /**
   * Applies changes to a lead read in this transaction at its version: one timeline row per
   * change, the stages it reaches, Meta's events and the ad platforms' conversions. A counsellor's
   * save (updateLead) and a university's outcome (lib/server/portal/lead-outcomes.ts) both come
   * here, so a stage follows the same way whoever set it.
   */
  const change = async (
    trx: Transaction<Database>,
    lead: WorkedLead,
    changes: LeadChanges,
    operator: Viewer,
    at: string,
  ): Promise<UpdateResult> => {
    const id = lead.id;
    const lostReason = changes.lostReason?.trim() ?? '';
    if (changes.status === 'lost' && !lostReason)
      return { result: 'refused', problem: 'lost-needs-reason' };
    if (changes.nextFollowUpAt && Number.isNaN(changes.nextFollowUpAt.getTime()))
      return { result: 'refused', problem: 'invalid-follow-up' };
    // An erased lead is a tombstone: no personal text goes back into it. A withdrawn person
    // is not to be contacted: nothing of theirs is added, and no call is planned.
    const ended = lead.erased_at ? 'erased' : lead.contact_withdrawn_at ? 'withdrawn' : null;
    if (ended && changes.note?.trim()) return { result: 'refused', problem: `note-on-${ended}` };
    if (ended && changes.status === 'lost' && changes.status !== lead.status)
      return { result: 'refused', problem: `reason-on-${ended}` };
    if (ended && changes.nextFollowUpAt)
      return { result: 'refused', problem: 'follow-up-no-contact' };

    const events: NewEvent[] = [];
    const event = (kind: LeadEventKind, values: Partial<NewEvent>) =>
      events.push(eventRow(id, operator.id, at, kind, values));
    const set: Updateable<LeadsTable> = {};

    if (changes.status !== undefined && changes.status !== lead.status) {
      set.status = changes.status;
      set.status_at = at;
      set.lost_reason = changes.status === 'lost' ? lostReason : null;
      event('status', {
        from_value: lead.status,
        to_value: changes.status,
        note: changes.status === 'lost' ? lostReason : (changes.statusNote ?? null),
      });
    }

    if (changes.ownerId !== undefined && changes.ownerId !== lead.owner_id) {
      // A counsellor takes an unassigned lead for themselves; only an admin assigns.
      const takesIt = lead.owner_id === null && changes.ownerId === operator.id;
      if (!seesAll(operator) && !takesIt) return { result: 'refused', problem: 'may-not-assign' };
      if (changes.ownerId !== null) {
        const owner = await trx
          .selectFrom('operator')
          .select('id')
          .where('id', '=', changes.ownerId)
          .executeTakeFirst();
        if (!owner) return { result: 'refused', problem: 'unknown-owner' };
      }
      set.owner_id = changes.ownerId;
      event('owner', { from_value: lead.owner_id, to_value: changes.ownerId });
    }

    if (changes.nextFollowUpAt !== undefined) {
      const next = changes.nextFollowUpAt?.toISOString() ?? null;
      const current =
        lead.next_follow_up_at === null ? null : new Date(lead.next_follow_up_at).toISOString();
      if (next !== current) {
        set.next_follow_up_at = next;
        event('follow-up', { from_value: current, to_value: next });
      }
    }

    const note = changes.note?.trim() || null;
    if (note !== null || changes.callOutcome !== undefined)
      event('note', { note, call_outcome: changes.callOutcome ?? null });

    if (events.length === 0) return { result: 'saved', lead, events: [] };
    const contacted = set.status !== undefined || changes.callOutcome !== undefined;
    if (contacted && lead.first_contact_at === null) set.first_contact_at = at;

    // The version in the condition is what makes the check hold when two saves race: on
    // PostgreSQL the second waits for the first to commit, then matches no row.
    if (!(await changeLeadAtVersion(trx, id, changes.expectedVersion, set))) {
      // Gone meanwhile: merged into another lead (lead-merge.ts) as this save waited.
      const now = await readLead(trx, id);
      return now ? { result: 'conflict', lead: now } : { result: 'not-found' };
    }
    const last = await trx
      .selectFrom('lead_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('lead_id', '=', id)
      .executeTakeFirst();
    await addLeadEvents(trx, events);
    if (set.status !== undefined) await statusesReached(trx, [{ lead, status: set.status }], at);
    return {
      result: 'saved',
      lead: (await readLead(trx, id))!,
      events: await readEvents(trx, id, Number(last?.id ?? 0)),
    };
  };

  return {
    ...leadQueue(database),
    /** The median minutes from receiving a lead to its first contact, per week. */
    speedToLead: (query: { since: Date }) => speedToLead(database, query),
    /** Per owner, this week and last: minutes to a first attempt, deadlines met. */
    ownerSpeed: (query: { now: Date }) => ownerSpeed(database, query),
    /** The leads an export writes, filtered as the queue filters them. */
    exportLeads: (query: ExportQuery) => exportLeads(database, query),

    /**
     * Leads' statuses set in their caller's transaction by someone outside the inbox (a
     * university's outcomes, one from its portal's form or thousands from its sheet:
     * lib/server/portal/lead-outcomes.ts, which read the leads locked and chose the moves). Each
     * move a timeline row with `note` naming who set it, by `author`; each lead then at its last
     * move's status, as a counsellor's save leaves it, its stages and Meta's events following.
     */
    async setStatusesIn(
      trx: Transaction<Database>,
      moves: readonly StatusMove[],
      author: Viewer,
      at: string,
    ) {
      await addLeadEvents(
        trx,
        moves.map(({ lead, from, to, note }) =>
          eventRow(lead.id, author.id, at, 'status', { from_value: from, to_value: to, note }),
        ),
      );
      const last = new Map(moves.map((move) => [move.lead.id, move.to]));
      const byStatus = idsBy(
        last,
        ([, status]) => status,
        ([id]) => id,
      );
      for (const [status, ids] of byStatus) await setLeadsStatus(trx, ids, status, at);
      await statusesReached(
        trx,
        moves.map(({ lead, to }) => ({ lead, status: to })),
        at,
      );
    },

    /** A lead with its work and owner, and its timeline oldest first; null when there is none. */
    async getLead(id: number): Promise<{
      lead: WorkedLead;
      events: LeadEvent[];
      phoneCheck: LeadPhoneCheck | null;
    } | null> {
      const lead = await readLead(db, id);
      if (!lead) return null;
      const [events, phoneCheck] = await Promise.all([
        readEvents(db, id),
        db
          .selectFrom('phone_checks')
          .select([
            'phone_role',
            'code_sent_at',
            'delivery',
            'verified_at',
            'verified_method',
            'phone_changed_at',
          ])
          .where('lead_id', '=', id)
          .executeTakeFirst(),
      ]);
      return { lead, events, phoneCheck: phoneCheck ?? null };
    },

    /**
     * Saves an operator's changes to a lead as one transaction, one timeline row per change. A
     * save from a version other than the stored one changes nothing and returns the lead as it
     * now is, so the operator sees the other's change and keeps what they typed.
     */
    async updateLead(
      id: number,
      changes: LeadChanges,
      operator: Viewer,
      now = new Date(),
    ): Promise<UpdateResult> {
      const at = now.toISOString();
      return database.exclusive(() =>
        db.transaction().execute(async (trx): Promise<UpdateResult> => {
          const lead = await readLead(trx, id);
          if (!lead) return { result: 'not-found' };
          if (!mayWork(lead, operator)) return { result: 'forbidden' };
          if (lead.version !== changes.expectedVersion) return { result: 'conflict', lead };
          return change(trx, lead, changes, operator, at);
        }),
      );
    },

    /**
     * An operator's follow-ups due by the end of today in India, overdue ones included, oldest
     * first; leads already won or lost need none.
     */
    async followUpsDue(operatorId: string, now = new Date()) {
      return db
        .selectFrom('leads')
        .select([
          'id',
          'name',
          'phone',
          'kind',
          'reason',
          'status',
          'next_follow_up_at',
          'received_at',
          'version',
          // A follow-up set before a withdrawal (or a merge with a withdrawn lead) is still
          // listed, marked: the page offers no call for it.
          'contact_withdrawn_at',
          'erased_at',
        ])
        .where('owner_id', '=', operatorId)
        .where('next_follow_up_at', '<', endOfIndiaDay(now).toISOString())
        .where('status', 'not in', ['won', 'lost'])
        .orderBy('next_follow_up_at')
        .orderBy('id')
        .execute();
    },
  };
}

export type LeadWork = ReturnType<typeof leadWork>;
