import 'server-only';
import type { LeadStatus } from '@/lib/inbox/lead-work-values';
import type { ErasureLedger } from '../backup/erasure-ledger';
import { isoTimestamps } from '../store/iso-timestamps';
import type { LeadKind } from '../store/lead-store';
import type { StoreDatabase } from '../store/store-database';
import { idleSince } from './idle-leads';
import { personalData } from './personal-data';
import type { ErasureReport } from './personal-data-types';
import { DAY_MS } from '@/lib/time/day';

// Retention (docs/privacy.md#retention): a lead with no activity for LEAD_RETENTION_DAYS has its
// personal data erased as a person's erasure does (a tombstone stays), by each server once a day
// and when it starts, and on demand by `npm run leads -- retention`. The timeline row says
// `retention` erased it.

/** At most this many leads per transaction, so a first run over years of leads holds no long lock. */
const BATCH = 200;

/** Who the timeline names for the server's own erasures. */
export const RETENTION_BY = 'retention';

export type IdleLead = {
  id: number;
  kind: LeadKind;
  reason: string;
  status: LeadStatus;
  received_at: string;
  /** Its latest activity: what made it idle for the period. */
  last_activity: string;
};

export type RetentionRun = {
  cutoff: string;
  /** The leads idle since the cutoff: those erased, or with `dryRun` those that would be. */
  leads: IdleLead[];
  /** What the erasure did; null for a dry run. */
  erased: ErasureReport | null;
};

const latest = (...times: (string | null)[]) =>
  times
    .filter((time): time is string => time !== null)
    .reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b));

export function leadRetention(database: StoreDatabase, ledger: ErasureLedger | null = null) {
  const db = database.db.withPlugin(isoTimestamps);
  const data = personalData(database, ledger);

  /** The leads idle since `cutoff`, oldest activity first. */
  async function idleLeads(cutoff: string): Promise<IdleLead[]> {
    const rows = await db
      .selectFrom('leads')
      .where((eb) => idleSince(eb, cutoff))
      .select((eb) => [
        'leads.id',
        'leads.kind',
        'leads.reason',
        'leads.status',
        'leads.received_at',
        'leads.status_at',
        eb
          .selectFrom('lead_events')
          .select((sub) => sub.fn.max('lead_events.at').as('at'))
          .whereRef('lead_events.lead_id', '=', 'leads.id')
          .as('event_at'),
        eb
          .selectFrom('lead_enquiries')
          .select((sub) => sub.fn.max('lead_enquiries.received_at').as('at'))
          .whereRef('lead_enquiries.lead_id', '=', 'leads.id')
          .as('enquiry_at'),
      ])
      .orderBy('leads.id')
      .execute();
    return rows
      .map(({ status_at, event_at, enquiry_at, ...lead }) => ({
        ...lead,
        last_activity: new Date(
          latest(lead.received_at, status_at, event_at ?? null, enquiry_at ?? null),
        ).toISOString(),
      }))
      .sort((a, b) => a.last_activity.localeCompare(b.last_activity) || a.id - b.id);
  }

  return {
    idleLeads,
    /** Lists the leads idle for `days` before `now`, and (unless `dryRun`) erases them. */
    async run({ now, days, dryRun = false }: { now: Date; days: number; dryRun?: boolean }) {
      const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
      const leads = await idleLeads(cutoff);
      if (dryRun) return { cutoff, leads, erased: null } satisfies RetentionRun;
      const erased: ErasureReport = {
        leads: [],
        enquiries: 0,
        notes: 0,
        mentions: 0,
        subscribers: 0,
        rightsRequests: 0,
        outboxCancelled: 0,
        outboxScrubbed: 0,
      };
      const ids = leads.map((lead) => lead.id);
      for (let i = 0; i < ids.length; i += BATCH) {
        // Each batch checks again, in its transaction, that its leads are still idle.
        const batch = await data.eraseLeads(
          ids.slice(i, i + BATCH),
          { at: now, by: RETENTION_BY },
          cutoff,
        );
        erased.leads.push(...batch.leads);
        for (const key of [
          'enquiries',
          'notes',
          'mentions',
          'subscribers',
          'rightsRequests',
          'outboxCancelled',
          'outboxScrubbed',
        ] as const)
          erased[key] += batch[key];
      }
      const erasedIds = new Set(erased.leads);
      return {
        cutoff,
        leads: leads.filter((lead) => erasedIds.has(lead.id)),
        erased,
      } satisfies RetentionRun;
    },
  };
}

export type LeadRetention = ReturnType<typeof leadRetention>;

export type RetentionSchedule = {
  days: number;
  everyMs?: number;
  now?: () => Date;
  onRun: (run: RetentionRun) => void | Promise<void>;
  onError: (error: Error) => void;
};

/**
 * Runs the retention when the server starts and every `everyMs` (a day) after; the returned
 * function stops it once a run under way has ended. Instances running at once take turns
 * (personal-data.ts locks the retention on PostgreSQL), and a lead erased once is never listed
 * again.
 */
export function startRetention(
  retention: LeadRetention,
  { days, everyMs = DAY_MS, now = () => new Date(), onRun, onError }: RetentionSchedule,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => retention.run({ now: now(), days }))
      .then(onRun)
      .catch(onError);
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
