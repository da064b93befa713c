import 'server-only';
import type { ReturnDecision, ReturnReason } from '@/lib/portal/outcomes';
import { withoutControls } from '@/lib/validations/text';
import { isoTimestamps } from '../store/iso-timestamps';
import type { StoreDatabase } from '../store/store-database';
import { addReturn, decideReturn, RETURN_SAYS } from './portal-records';

// Leads a university sends back (docs/operations.md#returns): within the window from its delivery,
// once per lead, with a reason and a note; an agency admin approves or refuses each, with a note,
// from the lead's page or the delivery page.

/** The longest note a return or a decision keeps. */
export const RETURN_NOTE_MAX = 1000;

const noteOf = (text: string) =>
  withoutControls(text, { multiline: true }).trim().slice(0, RETURN_NOTE_MAX) || null;

export type ReturnAsk = {
  university: string;
  leadId: number;
  reason: ReturnReason;
  note: string;
  /** The university user's id. */
  by: string;
};

export function leadReturns(database: StoreDatabase) {
  const db = database.db.withPlugin(isoTimestamps);

  const listed = () => db.selectFrom('lead_returns').select(['id', 'lead_id', ...RETURN_SAYS]);

  return {
    /** A university's return of its delivered lead; what stopped it otherwise. */
    ask(ask: ReturnAsk, windowMs: number, now: Date) {
      return database.exclusive(() =>
        db.transaction().execute(async (trx) => {
          const delivery = await trx
            .selectFrom('lead_deliveries')
            .innerJoin('leads', 'leads.id', 'lead_deliveries.lead_id')
            .select('lead_deliveries.sent_at')
            .where('lead_deliveries.lead_id', '=', ask.leadId)
            .where('lead_deliveries.university', '=', ask.university)
            .where('lead_deliveries.sent_at', 'is not', null)
            .where('leads.erased_at', 'is', null)
            .executeTakeFirst();
          if (!delivery?.sent_at) return 'missing' as const;
          const earlier = await trx
            .selectFrom('lead_returns')
            .select('id')
            .where('lead_id', '=', ask.leadId)
            .executeTakeFirst();
          if (earlier) return 'already-returned' as const;
          if (now.getTime() - new Date(delivery.sent_at).getTime() > windowMs)
            return 'window-closed' as const;
          await addReturn(trx, {
            lead_id: ask.leadId,
            university: ask.university,
            reason: ask.reason,
            note: noteOf(ask.note),
            asked_at: now.toISOString(),
            asked_by: ask.by,
          });
          return 'returned' as const;
        }),
      );
    },

    /** An admin's decision on a return still open. */
    async decide(
      id: number,
      decision: ReturnDecision,
      note: string,
      by: string,
      now = new Date(),
    ): Promise<{ leadId: number; university: string } | 'missing' | 'decided-before'> {
      const row = await db
        .selectFrom('lead_returns')
        .select(['lead_id', 'university'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return 'missing';
      const done = await database.exclusive(() =>
        decideReturn(db, id, {
          decision,
          decided_at: now.toISOString(),
          decided_by: by,
          decision_note: noteOf(note),
        }),
      );
      return done ? { leadId: row.lead_id, university: row.university } : 'decided-before';
    },

    /** A lead's returns, newest first (its inbox page). */
    ofLead: (leadId: number) =>
      listed().where('lead_id', '=', leadId).orderBy('id', 'desc').execute(),

    /** The returns waiting for a decision, oldest first (the delivery page). */
    waiting: () => listed().where('decision', 'is', null).orderBy('id').execute(),
  };
}

export type LeadReturns = ReturnType<typeof leadReturns>;
export type ReturnRow = Awaited<ReturnType<LeadReturns['ofLead']>>[number];
