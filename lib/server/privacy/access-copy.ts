import 'server-only';
import type { Selectable } from 'kysely';
import { RETURN_SAYS } from '../portal/portal-records';
import { chunks } from '../store/chunks';
import type { Database, Db } from '../store/schema';
import {
  named,
  personKeysOf,
  type AccessCopy,
  type Person,
  type Reach,
} from './personal-data-types';
import { outboxRecords, targetsOf } from './person-targets';

// A person's access copy (personal-data.ts), read from the store as the person's targets name it.

/** Everything held about the person, for a JSON download. */
export async function accessCopyOf(
  db: Db,
  person: Person,
  now = new Date(),
  reaching: Reach = {},
): Promise<AccessCopy> {
  const keys = personKeysOf(person);
  const copy: AccessCopy = {
    generated_at: now.toISOString(),
    person: keys,
    leads: [],
    enquiries_on_other_leads: [],
    subscribers: [],
    rights_requests: [],
    sent_to: [],
  };
  if (!named(keys)) return copy;
  const { targets } = await targetsOf(db, keys, reaching);
  const enquiryIds = new Set(targets.enquiryIds);
  const onLeads = new Set<number>();
  for (const id of targets.leadIds) {
    const lead = await db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // With `exact`, a repeat enquiry holding a contact not verified is left out.
    const enquiries = (
      await db
        .selectFrom('lead_enquiries')
        .selectAll()
        .where('lead_id', '=', id)
        .orderBy('id')
        .execute()
    ).filter((enquiry) => enquiryIds.has(enquiry.id));
    enquiries.forEach((enquiry) => onLeads.add(enquiry.id));
    const timeline = await db
      .selectFrom('lead_events')
      .leftJoin('operator', 'operator.id', 'lead_events.operator_id')
      .select([
        'lead_events.at',
        'lead_events.kind',
        'lead_events.from_value',
        'lead_events.to_value',
        'lead_events.note',
        'lead_events.call_outcome',
        'operator.name as by',
      ])
      .where('lead_events.lead_id', '=', id)
      .orderBy('lead_events.id')
      .execute();
    // The phone's verification (the code itself is not theirs to read: it was sent to them), and
    // which university the lead went to and what it answered.
    const phoneChecks = await db
      .selectFrom('phone_checks')
      .select([
        'phone',
        'phone_role',
        'language',
        'code_sent_at',
        'delivery',
        'verified_at',
        'verified_method',
        'phone_changed_at',
        'created_at',
      ])
      .where('lead_id', '=', id)
      .orderBy('created_at')
      .execute();
    const deliveries = await db
      .selectFrom('lead_deliveries')
      .select(['university', 'status', 'detail', 'their_id', 'sent_at', 'updated_at'])
      .where('lead_id', '=', id)
      .orderBy('updated_at')
      .execute();
    // What the universities said of the lead in their portal: its outcomes, and a return with the
    // university's note about the person and the agency's answer (docs/privacy.md).
    const outcomes = await db
      .selectFrom('lead_outcomes')
      .select(['university', 'outcome', 'at', 'source'])
      .where('lead_id', '=', id)
      .orderBy('id')
      .execute();
    const returns = await db
      .selectFrom('lead_returns')
      .select(RETURN_SAYS)
      .where('lead_id', '=', id)
      .orderBy('id')
      .execute();
    copy.leads.push({
      ...flags(lead),
      enquiries: enquiries.map(flags),
      timeline,
      phone_checks: phoneChecks,
      deliveries,
      outcomes,
      returns,
    });
  }
  for (const id of targets.enquiryIds.filter((id) => !onLeads.has(id)))
    copy.enquiries_on_other_leads.push(
      flags(
        await db
          .selectFrom('lead_enquiries')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow(),
      ),
    );
  for (const part of chunks(targets.subscriberIds))
    copy.subscribers.push(
      ...(await db.selectFrom('subscribers').selectAll().where('id', 'in', part).execute()),
    );
  for (const part of chunks(targets.requestIds))
    copy.rights_requests.push(
      ...(await db.selectFrom('rights_requests').selectAll().where('id', 'in', part).execute()),
    );
  for (const [type, ids] of await outboxRecords(db, targets))
    for (const part of chunks(ids))
      for (const item of await db
        .selectFrom('outbox')
        .select([
          'record_type',
          'record_id',
          'destination',
          'created_at',
          'delivered_at',
          'cancelled_at',
        ])
        .where('record_type', '=', type)
        .where('record_id', 'in', part)
        .orderBy('id')
        .execute())
        copy.sent_to.push({
          record: `${item.record_type} ${item.record_id}`,
          destination: item.destination,
          created_at: item.created_at,
          delivered_at: item.delivered_at,
          cancelled_at: item.cancelled_at,
        });
  return copy;
}

/** A row with its yes-or-no columns read as booleans on both engines. */
function flags<T extends Selectable<Database['leads']> | Selectable<Database['lead_enquiries']>>(
  row: T,
): Record<string, unknown> {
  return {
    ...row,
    consent: row.consent === null ? null : Boolean(row.consent),
    adult: row.adult === null ? null : Boolean(row.adult),
  };
}
