import 'server-only';
import type { PrivacyAction } from '@/lib/inbox/lead-work-values';
import { chunks } from '../store/chunks';
import type { Db, LeadEventsTable } from '../store/schema';
import { eraseLeadEnquiry } from '../store/tables/lead-enquiries-table';
import { addLeadEvents, clearLeadNotes, rewriteLeadNote } from '../store/tables/lead-events-table';
import { eraseLead, rewriteLostReason } from '../store/tables/leads-table';
import { cancelOutboxItems, scrubOutboxItems } from '../store/tables/outbox-table';
import { erasePhoneChecks } from '../store/tables/phone-checks-table';
import { eraseRightsRequest } from '../store/tables/rights-requests-table';
import { deleteSubscribers } from '../store/tables/subscribers-table';
import { scrubDeliveries } from '../delivery/delivery-records';
import { scrubReturns } from '../portal/portal-records';
import {
  columnsRead,
  ERASED_PAYLOAD,
  ERASED_TEXT,
  erasedValues,
  mentionPattern,
  withoutMentions,
} from './erasure-values';
import type { ErasureReport } from './personal-data-types';
import { outboxItems, type Targets } from './person-targets';

// The writes of erasure and withdrawal (personal-data.ts), each through its table's owner
// (store/tables/) in the caller's transaction: a person's targets erased, their mentions taken
// from other leads' notes, their outbox items cancelled, a timeline row on each lead.

/** Cancels the items not yet delivered; how many. */
export const cancelItems = async (
  trx: Db,
  items: Awaited<ReturnType<typeof outboxItems>>,
  at: string,
) => {
  const waiting = items.filter((item) => item.delivered_at === null && item.cancelled_at === null);
  await cancelOutboxItems(
    trx,
    waiting.map((item) => item.id),
    at,
  );
  return waiting.length;
};

/** A lead's timeline row saying who erased or withdrew it, and when. */
export const timelineRow = (
  leadId: number,
  action: PrivacyAction,
  { at, by }: { at: string; by: string },
): Omit<LeadEventsTable, 'id'> => ({
  lead_id: leadId,
  at,
  operator_id: by,
  kind: 'privacy',
  from_value: null,
  to_value: action,
  note: null,
  call_outcome: null,
});

/**
 * Replaces the mentions of these phones and emails in the notes and lost reasons of leads not
 * being erased; how many rows changed.
 */
const scrubMentions = async (trx: Db, targets: Targets) => {
  const pattern = mentionPattern(targets.phones, targets.emails);
  if (!pattern) return 0;
  const erased = new Set(targets.leadIds);
  let changed = 0;
  const notes = await trx
    .selectFrom('lead_events')
    .select(['id', 'lead_id', 'note'])
    .where('note', 'is not', null)
    .execute();
  for (const row of notes) {
    if (erased.has(row.lead_id)) continue;
    const note = withoutMentions(row.note!, pattern);
    if (note === null) continue;
    await rewriteLeadNote(trx, row.id, note);
    changed++;
  }
  const reasons = await trx
    .selectFrom('leads')
    .select(['id', 'lost_reason'])
    .where('lost_reason', 'is not', null)
    .execute();
  for (const row of reasons) {
    if (erased.has(row.id)) continue;
    const lost_reason = withoutMentions(row.lost_reason!, pattern);
    if (lost_reason === null) continue;
    await rewriteLostReason(trx, row.id, lost_reason);
    changed++;
  }
  return changed;
};

/** Erases what the targets name, in the caller's transaction. */
export const eraseTargets = async (
  trx: Db,
  targets: Targets,
  { at, by }: { at: string; by: string },
): Promise<ErasureReport> => {
  const leadColumns = columnsRead('leads');
  for (const part of chunks(targets.leadIds)) {
    const rows = await trx
      .selectFrom('leads')
      .select(['id', ...(leadColumns as 'version'[])])
      .where('id', 'in', part)
      .execute();
    for (const row of rows) await eraseLead(trx, row.id, erasedValues('leads', row, at));
  }
  const enquiryColumns = columnsRead('lead_enquiries');
  for (const part of chunks(targets.enquiryIds)) {
    const rows = await trx
      .selectFrom('lead_enquiries')
      .select(['id', ...(enquiryColumns as 'page_url'[])])
      .where('id', 'in', part)
      .execute();
    for (const row of rows)
      await eraseLeadEnquiry(trx, row.id, erasedValues('lead_enquiries', row, at));
  }

  await erasePhoneChecks(trx, targets.leadIds);

  const notes = await clearLeadNotes(trx, targets.leadIds);
  const mentions = await scrubMentions(trx, targets);

  const items = await outboxItems(trx, targets);
  const outboxCancelled = await cancelItems(trx, items, at);
  // A receiver's answer may quote what it was sent.
  await scrubOutboxItems(
    trx,
    items.map((item) => item.id),
    { payload: ERASED_PAYLOAD, text: ERASED_TEXT },
  );
  await scrubDeliveries(trx, targets.leadIds, ERASED_TEXT);
  await scrubReturns(trx, targets.leadIds);

  await deleteSubscribers(trx, targets.subscriberIds);

  const requestColumns = columnsRead('rights_requests');
  for (const part of chunks(targets.requestIds)) {
    const rows = await trx
      .selectFrom('rights_requests')
      .select(['id', ...(requestColumns as 'kind'[])])
      .where('id', 'in', part)
      .execute();
    for (const row of rows)
      await eraseRightsRequest(trx, row.id, erasedValues('rights_requests', row, at));
  }

  await addLeadEvents(
    trx,
    targets.leadIds.map((id) => timelineRow(id, 'erased', { at, by })),
  );

  return {
    leads: targets.leadIds,
    enquiries: targets.enquiryIds.length,
    notes,
    mentions,
    subscribers: targets.subscriberIds.length,
    rightsRequests: targets.requestIds.length,
    outboxCancelled,
    outboxScrubbed: items.length,
  };
};
