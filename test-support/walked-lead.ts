import type { NewLead } from '@/lib/server/store/lead-store';
import type { OpenedStore } from '@/lib/server/arrival/open-store';

/**
 * Stores `lead` as received at `receivedAt`, with the columns in `marks` set (released_at,
 * withdrawn_at, …), and walks it through `statuses` ([status, at], by the operator op-asha), as
 * the inbox would have: the leads the exports and conversion reports read. Its id.
 */
export async function addWalkedLead(
  store: OpenedStore,
  lead: NewLead,
  receivedAt: string,
  statuses: [string, string][],
  marks: Record<string, string | number | null> = {},
) {
  const db = store.database.db;
  await store.insertLead(lead);
  const { id } = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  const leadId = Number(id);
  await db
    .updateTable('leads')
    .set({ received_at: receivedAt, ...marks })
    .where('id', '=', leadId)
    .execute();
  let from = 'new';
  for (const [to, at] of statuses) {
    await db
      .insertInto('lead_events')
      .values({
        lead_id: leadId,
        at,
        operator_id: 'op-asha',
        kind: 'status',
        from_value: from,
        to_value: to,
        note: null,
        call_outcome: null,
      })
      .execute();
    from = to;
  }
  return leadId;
}
