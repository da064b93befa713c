import 'server-only';
import type { ChannelContext } from './channel-context';
import { logEvent } from '../http/http';
import { isoTimestamps } from '../store/iso-timestamps';
import { countChannelEvent } from './channel-counts';
import { everyInterval } from './every-interval';
import { backfilledTo, channelForms } from './channel-forms';
import { intakeChannelLead } from './channel-intake';
import { channelLeadOfMeta, fetchFormLeads } from './meta-graph';
import { graphFailed } from './meta-webhook';

// Meta's missed webhooks (docs/operations.md#lead-channels): every form that ever brought a lead
// or was mapped is asked for its leads since the last pass read it (the first pass: since it was
// first seen), overlapping by a margin for leads Meta records late; the lead id keeps each one
// lead, so a lead both notified and back-filled is taken once. Not "since the last lead seen":
// a later lead notified after a gap would hide the gap's leads.

/** How often each instance back-fills: well inside the first-contact deadline's five minutes. */
export const BACKFILL_EVERY_MS = 60_000;

/** How far each pass reads back before the last pass: a lead's time is when it was sent. */
const OVERLAP_MS = 5 * 60_000;

export type BackfillCounts = { forms: number; read: number; backfilled: number; failed: number };

/** One pass over every Meta form; what it read and took in. */
export async function backfillMeta(ctx: ChannelContext, now = new Date()): Promise<BackfillCounts> {
  const counts: BackfillCounts = { forms: 0, read: 0, backfilled: 0, failed: 0 };
  const meta = ctx.config.metaLeads;
  if (!meta) return counts;
  const db = ctx.store.database.db.withPlugin(isoTimestamps);
  for (const form of await channelForms(db, 'meta')) {
    counts.forms += 1;
    const read = await fetchFormLeads(
      form.form_id,
      form.backfilled_to ?? form.updated_at,
      meta,
      ctx.config.forwardTimeoutMs,
    );
    if (!read.ok) {
      counts.failed += 1;
      await graphFailed(ctx, `form ${form.form_id}`, read.failure);
      continue;
    }
    // Oldest first, as they were sent: a person's later lead joins their earlier one.
    const leads = read.leads.sort((a, b) =>
      (a.created_time ?? '').localeCompare(b.created_time ?? ''),
    );
    for (const lead of leads) {
      counts.read += 1;
      const verdict = await intakeChannelLead(channelLeadOfMeta(lead, form.form_id), ctx, now);
      if (verdict === 'stored' || verdict === 'repeat') {
        counts.backfilled += 1;
        await countChannelEvent(db, 'meta', 'backfilled', now);
      }
    }
    await backfilledTo(
      db,
      'meta',
      form.form_id,
      new Date(now.getTime() - OVERLAP_MS).toISOString(),
    );
  }
  if (counts.backfilled) logEvent('warn', 'meta_leads_backfilled', counts);
  return counts;
}

/** Back-fills every BACKFILL_EVERY_MS; the stop waits for a pass under way. */
export const startMetaBackfill = (ctx: ChannelContext) =>
  everyInterval(() => backfillMeta(ctx), BACKFILL_EVERY_MS, 'meta_backfill_failed');
