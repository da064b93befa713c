import 'server-only';
import { leadAlert } from '../alerts/lead-alert';
import { leadFromRow, STORED_LEAD_COLUMNS } from '../store/kysely-store';
import type { MappingAlert } from '../store/outbox-destinations';
import type { Db } from '../store/schema';
import { enqueue } from '../store/tables/outbox-table';
import { mappingKey, noticeMissing } from './delivery-records';

// The admins are told that a university's master sheet lacks a value
// (docs/operations.md#the-master-sheet) the way they are told of a missed first-contact deadline:
// an alert on each alert channel, here once per value, whichever lead lacked it first.

export type Missing = { university: string; universityName: string; kind: string; value: string };

/**
 * Notes the value a lead's university's sheet lacks and, the first time, queues the admins' alert
 * of that lead, in the caller's transaction (a crash leaves neither or both); true the first time.
 */
export async function noticeMissingValue(
  trx: Db,
  channels: readonly MappingAlert[],
  leadId: number,
  missing: Missing,
  at: string,
) {
  const { university, universityName, kind, value } = missing;
  const first = await noticeMissing(trx, { university, kind, value: mappingKey(value) }, at);
  if (!first || !channels.length) return first;
  const row = await trx
    .selectFrom('leads')
    .select(STORED_LEAD_COLUMNS)
    .where('id', '=', leadId)
    .executeTakeFirstOrThrow();
  const payload = JSON.stringify(
    leadAlert(leadFromRow(row), undefined, undefined, { university: universityName, kind, value }),
  );
  await enqueue(
    trx,
    'lead',
    leadId,
    channels.map((destination) => ({ destination, path: '', payload })),
  );
  return true;
}
