import 'server-only';
import { sql, type ExpressionBuilder } from 'kysely';
import { admissionReason } from '@/lib/admission/admission-lead';
import type { LeadStatus } from '@/lib/inbox/lead-work-values';
import type { Role } from '@/lib/inbox/roles';
import type { LeadKind } from '../store/lead-store';
import type { Database } from '../store/schema';
import type { StoreDatabase } from '../store/store-database';

// Which leads an operator may see, and the queue's filters: shared by the queue (lead-queue.ts),
// a lead's work (lead-work.ts) and the exports (export-leads.ts), so that no page or file
// shows more than the queue would.

/** Who is looking or saving: the signed-in operator (operator-session.ts). */
export type Viewer = { id: string; role: Role };

export type QueueFilter = {
  status?: LeadStatus;
  kind?: LeadKind;
  /** A university's name, as its admission form names it in the lead's reason. */
  university?: string;
  owner?: { mine: string } | 'unassigned';
  /** utm_campaign, or utm_source for a lead without one. */
  campaign?: string;
  /** Part of a name, phone or email, in any case. */
  search?: string;
  /** Only leads whose phone was verified by a code (lib/server/phone-check). */
  verified?: boolean;
};

/** Whether the viewer sees every lead (an admin), not only unassigned and their own. */
export const seesAll = (viewer: Viewer) => viewer.role === 'admin';

/** Whether an operator may see and work a lead: an admin any, a counsellor unassigned or own. */
export const mayWork = (lead: { owner_id: string | null }, viewer: Viewer) =>
  seesAll(viewer) || lead.owner_id === null || lead.owner_id === viewer.id;

export type Leads = ExpressionBuilder<Database, 'leads'>;

export const campaignOf = (eb: Leads) => eb.fn.coalesce('leads.utm_campaign', 'leads.utm_source');

/** The lead's phone check, when its phone was verified (migration 031). */
export const verifiedCheck = (eb: Leads) =>
  eb
    .selectFrom('phone_checks')
    .select('phone_checks.verified_at')
    .whereRef('phone_checks.lead_id', '=', 'leads.id')
    .where('phone_checks.verified_at', 'is not', null);

/** A pattern that matches `term` anywhere, its own % and _ taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The condition of the leads a viewer may see under the filters other than status; never held
 * (suspected) records but for the command's export that asks for them.
 */
export function visibleLeads(database: StoreDatabase) {
  const like = database.sql.likeAnyCase;
  return (eb: Leads, filter: QueueFilter, viewer: Viewer, withHeld = false) => {
    // This first term is the condition of migration 012's indexes, which hold only these leads:
    // written as they are, the planners use them (SQLite only when the term is the same).
    const terms = withHeld
      ? []
      : [
          eb.or([
            eb('leads.suspected_reason', 'is', null),
            eb('leads.released_at', 'is not', null),
          ]),
        ];
    if (!seesAll(viewer))
      terms.push(eb.or([eb('leads.owner_id', 'is', null), eb('leads.owner_id', '=', viewer.id)]));
    if (filter.kind) terms.push(eb('leads.kind', '=', filter.kind));
    if (filter.university)
      terms.push(
        eb.and([
          eb('leads.kind', '=', 'admission'),
          eb('leads.reason', '=', admissionReason(filter.university)),
        ]),
      );
    if (filter.owner === 'unassigned') terms.push(eb('leads.owner_id', 'is', null));
    else if (filter.owner) terms.push(eb('leads.owner_id', '=', filter.owner.mine));
    if (filter.campaign) terms.push(eb(campaignOf(eb), '=', filter.campaign));
    if (filter.verified) terms.push(eb.exists(verifiedCheck(eb)));
    const search = filter.search?.trim();
    if (search) {
      const pattern = containing(search);
      terms.push(
        eb.or(
          (['leads.name', 'leads.phone', 'leads.email'] as const).map(
            (column) => sql<boolean>`${sql.ref(column)} ${like} ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    return eb.and(terms);
  };
}
