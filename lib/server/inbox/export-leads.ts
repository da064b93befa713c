import 'server-only';
import type { DeliveryStatus } from '@/lib/delivery/delivery-values';
import type { CallOutcome, LeadStatus } from '@/lib/inbox/lead-work-values';
import { adPlatformsMay } from '../ads/ad-platforms-may';
import { verifiedCheck, visibleLeads, type QueueFilter, type Viewer } from './lead-filter';
import { leadFromRow, STORED_LEAD_COLUMNS } from '../store/kysely-store';
import { isoTimestamps } from '../store/iso-timestamps';
import type { StoredLead } from '../store/lead-store';
import type { StoreDatabase } from '../store/store-database';

// The leads the exports write (lead-export.ts, google-ads-export.ts), filtered as the queue filters
// them (inbox/lead-filter.ts), each with the inbox's work on it.

/** A note or call outcome of a lead's timeline, as the exports write it. */
export type ExportNote = {
  at: string;
  /** The operator's name; null when their account is gone. */
  by: string | null;
  call_outcome: CallOutcome | null;
  note: string | null;
};

/** A lead as the exports write it: what it sent, then the inbox's work on it. */
export type ExportLead = StoredLead & {
  status: LeadStatus;
  status_at: string | null;
  lost_reason: string | null;
  /** The owner's name; null while unassigned. */
  owner: string | null;
  next_follow_up_at: string | null;
  first_contact_at: string | null;
  notes: ExportNote[];
  /** Whether its phone was verified by a code sent by SMS (lib/server/phone-check), and when. */
  verified: boolean;
  verified_at: string | null;
  /** Its university's answer, or held, pending or none (docs/operations.md#the-verdicts). */
  delivery_status: DeliveryStatus;
  /** When the university answered; null before. */
  delivered_at: string | null;
};

export type ExportQuery = {
  filter?: QueueFilter;
  viewer: Viewer;
  /** Received at or after this ISO time; '' for all. */
  since?: string;
  includeSuspected?: boolean;
  /** Only the leads that may go to the ad platforms (ad-platforms-may.ts). */
  adPlatformsOnly?: boolean;
};

/**
 * The leads an export writes, oldest first, filtered as the queue filters them, each with its
 * status, owner, follow-up, first contact and the notes of its timeline.
 */
export async function exportLeads(
  database: StoreDatabase,
  {
    filter = {},
    viewer,
    since = '',
    includeSuspected = false,
    adPlatformsOnly = false,
  }: ExportQuery,
): Promise<ExportLead[]> {
  const db = database.db.withPlugin(isoTimestamps);
  const visible = visibleLeads(database);
  const matching = db
    .selectFrom('leads')
    .where((eb) => visible(eb, filter, viewer, includeSuspected))
    .$if(adPlatformsOnly, (query) => query.where(adPlatformsMay))
    .$if(filter.status !== undefined, (query) => query.where('leads.status', '=', filter.status!))
    .$if(since !== '', (query) => query.where('leads.received_at', '>=', since));
  const [rows, notes] = await Promise.all([
    matching
      .select(STORED_LEAD_COLUMNS)
      .select((eb) => [
        'leads.status',
        'leads.status_at',
        'leads.lost_reason',
        'leads.next_follow_up_at',
        'leads.first_contact_at',
        eb
          .selectFrom('operator')
          .select('operator.name')
          .whereRef('operator.id', '=', 'leads.owner_id')
          .as('owner'),
        verifiedCheck(eb).as('verified_at'),
        eb
          .selectFrom('lead_deliveries')
          .select('lead_deliveries.status')
          .whereRef('lead_deliveries.lead_id', '=', 'leads.id')
          .as('delivery_status'),
        eb
          .selectFrom('lead_deliveries')
          .select('lead_deliveries.sent_at')
          .whereRef('lead_deliveries.lead_id', '=', 'leads.id')
          .as('delivered_at'),
        // Queued for its university and not yet looked at: on its way.
        eb
          .exists(
            eb
              .selectFrom('outbox')
              .select('outbox.id')
              .whereRef('outbox.record_id', '=', 'leads.id')
              .where('outbox.record_type', '=', 'lead')
              .where('outbox.destination', '=', 'university')
              .where('outbox.delivered_at', 'is', null)
              .where('outbox.cancelled_at', 'is', null),
          )
          .as('delivery_queued'),
      ])
      .orderBy('leads.id')
      .execute(),
    db
      .selectFrom('lead_events')
      .leftJoin('operator', 'operator.id', 'lead_events.operator_id')
      .select([
        'lead_events.lead_id',
        'lead_events.at',
        'operator.name as by',
        'lead_events.call_outcome',
        'lead_events.note',
      ])
      .where('lead_events.kind', '=', 'note')
      .where('lead_events.lead_id', 'in', matching.select('leads.id'))
      .orderBy('lead_events.id')
      .execute(),
  ]);
  const notesOf = new Map<number, ExportNote[]>();
  for (const { lead_id, ...note } of notes) {
    const list = notesOf.get(lead_id) ?? [];
    list.push(note);
    notesOf.set(lead_id, list);
  }
  return rows.map((row) => ({
    ...leadFromRow(row),
    status: row.status,
    status_at: row.status_at,
    lost_reason: row.lost_reason,
    owner: row.owner,
    next_follow_up_at: row.next_follow_up_at,
    first_contact_at: row.first_contact_at,
    notes: notesOf.get(row.id) ?? [],
    verified: row.verified_at !== null,
    verified_at: row.verified_at,
    delivery_status: (row.delivery_status ??
      (row.delivery_queued ? 'pending' : 'none')) as DeliveryStatus,
    delivered_at: row.delivered_at ?? null,
  }));
}
