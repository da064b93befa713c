import 'server-only';
import type { Insertable } from 'kysely';
import { chunks } from '../chunks';
import type { Db, LeadEventsTable } from '../schema';

// The only writer of `lead_events`, a lead's timeline (docs/architecture.md#who-writes-each-table):
// what the inbox and the privacy actions add, the student's "Change number" (lib/server/phone-check),
// a merge's move, and erasure's notes. In the caller's transaction.

/** Adds these entries to their leads' timelines. */
export async function addLeadEvents(trx: Db, events: Insertable<LeadEventsTable>[]) {
  for (const part of chunks(events)) await trx.insertInto('lead_events').values(part).execute();
}

/** A merge: the merged lead's timeline joins the kept lead's. */
export async function moveLeadEvents(trx: Db, fromLeadId: number, toLeadId: number) {
  await trx
    .updateTable('lead_events')
    .set({ lead_id: toLeadId })
    .where('lead_id', '=', fromLeadId)
    .execute();
}

/** Erasure: every note on these leads' timelines; how many there were. */
export async function clearLeadNotes(trx: Db, leadIds: number[]) {
  let cleared = 0;
  for (const part of chunks(leadIds)) {
    const result = await trx
      .updateTable('lead_events')
      .set({ note: null })
      .where('lead_id', 'in', part)
      .where('note', 'is not', null)
      .executeTakeFirst();
    cleared += Number(result.numUpdatedRows);
  }
  return cleared;
}

/** One entry's note, rewritten (another person's contacts taken out of it). */
export async function rewriteLeadNote(trx: Db, id: number, note: string) {
  await trx.updateTable('lead_events').set({ note }).where('id', '=', id).execute();
}
