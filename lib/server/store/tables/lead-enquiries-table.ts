import 'server-only';
import type { Insertable, Updateable } from 'kysely';
import { chunks, idsInRowOrder, INSERT_CHUNK } from '../chunks';
import type { Db, LeadEnquiriesTable } from '../schema';

// The only writer of `lead_enquiries`, a lead's repeat enquiries
// (docs/architecture.md#who-writes-each-table): a repeat's arrival, a merge's move, erasure. In
// the caller's transaction.

/** A repeat enquiry on its lead; its id. */
export async function addLeadEnquiry(trx: Db, enquiry: Insertable<LeadEnquiriesTable>) {
  const { id } = await trx
    .insertInto('lead_enquiries')
    .values(enquiry)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Repeat enquiries, as one import brings them; their ids in the same order. */
export async function addLeadEnquiries(
  trx: Db,
  enquiries: readonly Insertable<LeadEnquiriesTable>[],
) {
  const ids: number[] = [];
  for (const part of chunks(enquiries, INSERT_CHUNK))
    ids.push(
      ...idsInRowOrder(
        await trx.insertInto('lead_enquiries').values(part).returning('id').execute(),
      ),
    );
  return ids;
}

/** A merge: the merged lead's repeat enquiries join the kept lead's. */
export async function moveLeadEnquiries(trx: Db, fromLeadId: number, toLeadId: number) {
  await trx
    .updateTable('lead_enquiries')
    .set({ lead_id: toLeadId })
    .where('lead_id', '=', fromLeadId)
    .execute();
}

/** Erasure: the enquiry's personal columns as privacy/erasure-values.ts gives them. */
export async function eraseLeadEnquiry(
  trx: Db,
  id: number,
  values: Updateable<LeadEnquiriesTable>,
) {
  await trx.updateTable('lead_enquiries').set(values).where('id', '=', id).execute();
}
