import 'server-only';
import { getUniversity } from '@/lib/catalogue/universities';
import type { Outcome, ReturnReason } from '@/lib/portal/outcomes';
import { portalLeadPath, portalPath, type DownloadFormat } from '@/lib/portal/portal-paths';
import type { PortalQuery } from '@/lib/portal/portal-query';
import { DAY_MS } from '@/lib/time/day';
import { takeDeliveries } from '../delivery/delivery-records';
import type { AccessEntry } from '../inbox/access-log';
import { isoTimestamps } from '../store/iso-timestamps';
import type { Destination } from '../store/outbox-destinations';
import type { StoreDatabase } from '../store/store-database';
import { leadOutcomes } from './lead-outcomes';
import { leadReturns } from './lead-returns';
import { portalReports } from './portal-reports';
import {
  allRows,
  listPage,
  oneLead,
  PAGE_SIZE,
  waitingLeads,
  type PortalLead,
} from './portal-reads';

// The university actor's services (docs/architecture.md#the-university-actor): what the guard
// hands a portal entry. Every read and write is built here with the actor's university in it, so
// no page, action or route can ask for another university's lead, or a lead not yet delivered:
// it answers not-found, the same as a number that names no lead. Each view, download and change
// is in the access log with the university named. An agency admin looking as the university
// reads the same answers and changes nothing.

export type PortalActor = {
  /** The signed-in operator: the university's own user, or an agency admin looking as it. */
  operator: { id: string; name: string };
  university: { id: string; name: string };
  /** An agency admin seeing the portal as the university sees it: reads only, marked so. */
  agencyView: boolean;
};

export type PortalLog = (
  entry: Omit<AccessEntry, 'address' | 'operatorId' | 'operatorEmail'>,
) => Promise<void>;

export type PortalSettings = { returnWindowDays: number; destinations: readonly Destination[] };

/** A lead's number from what a page's address or a search gave: `123` or our `LWL-123`. */
export const leadNumberOf = (text: string) => {
  const match = /^(?:LWL-)?(\d{1,12})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
};

export type LeadAnswer = { lead: PortalLead; returnableUntil: string | null } | { missing: true };

export type ChangeAnswer = 'saved' | 'unchanged' | 'missing' | 'agency-view';

export type ReturnAnswer =
  'returned' | 'missing' | 'window-closed' | 'already-returned' | 'agency-view';

export function portalDesk(database: StoreDatabase, settings: PortalSettings) {
  const db = database.db.withPlugin(isoTimestamps);
  const outcomes = leadOutcomes(database, settings.destinations);
  const returns = leadReturns(database);
  const reports = portalReports(database, outcomes);
  const windowMs = settings.returnWindowDays * DAY_MS;

  /** The university's services for this actor, its access logged through `log`. */
  function as(actor: PortalActor, log: PortalLog) {
    const university = actor.university.id;
    const detail = (what?: string) =>
      [
        `university ${university}`,
        ...(actor.agencyView ? ['agency view'] : []),
        ...(what ? [what] : []),
      ].join(', ');

    /**
     * A `portal` university's waiting leads count as delivered once its own user lists, opens or
     * downloads them; an agency admin's look takes none.
     */
    const take = async (now: Date) => {
      if (actor.agencyView) return;
      const waiting = await waitingLeads(db, university);
      if (waiting.length) await takeDeliveries(db, university, waiting, now.toISOString());
    };

    const returnableUntil = (lead: PortalLead, now: Date) => {
      if (actor.agencyView || lead.returns.length) return null;
      const until = new Date(new Date(lead.delivered_at).getTime() + windowMs);
      return until > now ? until.toISOString() : null;
    };

    return {
      actor,
      pageSize: PAGE_SIZE,
      // Its enrolment sheet and monthly statement (portal-reports.ts).
      ...reports.as(actor, log),

      async list(query: PortalQuery, page: number, now = new Date()) {
        await take(now);
        const found = await listPage(db, university, query, page);
        await log({
          action: 'portal-viewed',
          record: portalPath(university),
          detail: detail(`page ${page}`),
        });
        return found;
      },

      async download(format: DownloadFormat, query: PortalQuery, now = new Date()) {
        await take(now);
        const rows = await allRows(db, university, query);
        await log({
          action: 'portal-downloaded',
          record: portalPath(university),
          detail: detail(`${format}, ${rows.length} leads`),
        });
        return rows;
      },

      /** A lead by its number: not-found unless delivered to this university. */
      async lead(id: number | null, now = new Date()): Promise<LeadAnswer> {
        await take(now);
        const lead = id === null ? undefined : await oneLead(db, university, id);
        const record =
          id === null
            ? `${portalPath(university)}/leads/(not-a-lead-number)`
            : portalLeadPath(university, id);
        if (!lead) {
          await log({ action: 'lead-not-found', record, detail: detail() });
          return { missing: true };
        }
        await log({ action: 'portal-viewed', record, detail: detail() });
        return { lead, returnableUntil: returnableUntil(lead, now) };
      },

      /** The university's outcome of one of its leads. */
      async setOutcome(id: number, outcome: Outcome, now = new Date()): Promise<ChangeAnswer> {
        const record = portalLeadPath(university, id);
        if (actor.agencyView) {
          await log({ action: 'access-refused', record, detail: detail('outcome: agency view') });
          return 'agency-view';
        }
        const result = await outcomes.record(
          university,
          actor.operator.id,
          'portal',
          [{ leadId: id, outcome }],
          now,
        );
        if ('notDelivered' in result) {
          await log({ action: 'lead-not-found', record, detail: detail() });
          return 'missing';
        }
        if (result.changed)
          await log({ action: 'portal-outcome-set', record, detail: detail(outcome) });
        return result.changed ? 'saved' : 'unchanged';
      },

      /** Sends a lead back within the window from its delivery, with a reason and a note. */
      async returnLead(
        id: number,
        reason: ReturnReason,
        note: string,
        now = new Date(),
      ): Promise<ReturnAnswer> {
        const record = portalLeadPath(university, id);
        if (actor.agencyView) {
          await log({ action: 'access-refused', record, detail: detail('return: agency view') });
          return 'agency-view';
        }
        const answer = await returns.ask(
          { university, leadId: id, reason, note, by: actor.operator.id },
          windowMs,
          now,
        );
        await log(
          answer === 'returned'
            ? { action: 'portal-lead-returned', record, detail: detail(reason) }
            : answer === 'missing'
              ? { action: 'lead-not-found', record, detail: detail() }
              : { action: 'access-refused', record, detail: detail(`return: ${answer}`) },
        );
        return answer;
      },
    };
  }

  return {
    as,
    /** The agency admins' side of the returns: each lead's, the open ones, a decision. */
    returns,
  };
}

export type PortalDesk = ReturnType<typeof portalDesk>;
export type PortalServices = ReturnType<PortalDesk['as']>;

/** The university an address names, from the catalogue; undefined when it names none. */
export const portalUniversity = (id: string) => {
  const found = getUniversity(id);
  return found && { id: found.id, name: found.name };
};
