import 'server-only';
import { adPlatformsMay } from '../ads/ad-platforms-may';
import { assignNewLeads } from '../assignment/assign-lead';
import { deliveryCallsOf, universitiesWithDestination } from '../delivery/delivery-calls';
import { logEvent } from '../http/http';
import { leadCalls } from '../outbox/forward-payload';
import { chunks } from '../store/chunks';
import type { InsertResult, LeadRow, NewLead } from '../store/lead-store';
import { leadRow } from '../store/lead-store';
import { isMeta, type Destination } from '../store/outbox-destinations';
import {
  earlierRequests,
  openLeadsOf,
  personKeys,
  purposeOf,
  type PersonKeys,
} from '../store/repeat-enquiry';
import type { Db } from '../store/schema';
import type { StoreLock } from '../store/store-locks';
import { addLeadEnquiries } from '../store/tables/lead-enquiries-table';
import { addLeads } from '../store/tables/leads-table';
import { enqueueMany } from '../store/tables/outbox-table';
import { enquiryRow, repeatNoticeCalls } from './join-lead';
import { newLeadValues } from './lead-values';

// Many leads' arrival in the caller's one transaction (an imported sheet's rows,
// docs/operations.md#portal-sheets): each takes the way insertLead gives one lead (its key used
// once, a person's repeat joining their open lead, a genuine lead queued for its alerts, the ad
// platforms and its university, and given its owner and deadline), in the rows' order, so that a
// person twice in the sheet is one lead with a repeat. What insertLead asks of the database once
// per lead is asked here once per few hundred leads (locks, keys, open leads, inserts, outbox,
// owners): 20,000 rows in seconds on either engine, and all or none of them.

export type BatchOptions = {
  lock: StoreLock;
  destinations: readonly Destination[];
  /** When they arrived: each lead's received_at, and the assignment's clock. */
  arrived: Date;
  deadlineMs: number;
  deliveryDelayMs: number;
};

/** Which lead a row joins: one stored before, or one this batch makes (by its place in `fresh`). */
type Target = { stored: { id: number; owner_id: string | null } } | { fresh: number };

type Step =
  | { kind: 'duplicate'; digest: string | null }
  | { kind: 'new'; fresh: number }
  | { kind: 'join'; target: Target };

/** Where each row goes, decided in order as one insertLead after another would decide it. */
async function plan(trx: Db, rows: LeadRow[], keys: PersonKeys[]) {
  const used = await earlierRequests(
    trx,
    rows.flatMap((row) => row.idempotency_key ?? []),
  );
  // Each person's oldest open lead per purpose, by phone and by email: stored leads first (older
  // than any this batch makes), then each new genuine lead as it is planned.
  const open = new Map<string, Target>();
  const note = (purpose: string, person: PersonKeys, target: Target) => {
    for (const key of [
      person.phone_key && `${purpose}\nphone:${person.phone_key}`,
      person.email_key && `${purpose}\nemail:${person.email_key}`,
    ])
      if (key && !open.has(key)) open.set(key, target);
  };
  for (const lead of await openLeadsOf(
    trx,
    keys.filter((_, index) => rows[index].suspected_reason === null),
  ))
    note(purposeOf(lead), lead, { stored: { id: lead.id, owner_id: lead.owner_id } });
  const rank = (target: Target) => ('stored' in target ? target.stored.id : Infinity);
  const fresh: number[] = [];
  const steps = rows.map((row, index): Step => {
    const key = row.idempotency_key;
    if (key !== null && used.has(key)) return { kind: 'duplicate', digest: used.get(key)! };
    if (key !== null) used.set(key, row.idempotency_digest);
    const person = keys[index];
    const purpose = purposeOf(row);
    if (row.suspected_reason === null) {
      const found = [
        person.phone_key && open.get(`${purpose}\nphone:${person.phone_key}`),
        person.email_key && open.get(`${purpose}\nemail:${person.email_key}`),
      ].filter((target): target is Target => Boolean(target));
      // The older of the two, as openLeadFor orders by id: a stored lead, else the first made here.
      const target = found.sort(
        (a, b) => rank(a) - rank(b) || ('fresh' in a && 'fresh' in b ? a.fresh - b.fresh : 0),
      )[0];
      if (target) return { kind: 'join', target };
    }
    fresh.push(index);
    const made = { fresh: fresh.length - 1 };
    if (row.suspected_reason === null) note(purpose, person, made);
    return { kind: 'new', ...made };
  });
  return { steps, fresh };
}

/** The new genuine leads' ids that may go to the ad platforms (ads/ad-platforms-may.ts's rule). */
async function mayGoToAdPlatforms(trx: Db, ids: number[]) {
  const may = new Set<number>();
  for (const part of chunks(ids)) {
    const rows = await trx
      .selectFrom('leads')
      .select('leads.id')
      .where('leads.id', 'in', part)
      .where(adPlatformsMay)
      .execute();
    for (const row of rows) may.add(row.id);
  }
  return may;
}

/** Stores `leads` in the caller's transaction; what each became, in their order. */
export async function arriveBatch(
  trx: Db,
  leads: readonly NewLead[],
  { lock, destinations, arrived, deadlineMs, deliveryDelayMs }: BatchOptions,
): Promise<InsertResult[]> {
  const rows = leads.map(leadRow);
  const keys = rows.map(personKeys);
  await lock(trx, { allArrivals: true });
  const received_at = arrived.toISOString();
  const { steps, fresh } = await plan(trx, rows, keys);

  const ids = await addLeads(
    trx,
    fresh.map((index) => ({ ...newLeadValues(rows[index]), ...keys[index], received_at })),
  );
  const genuine = fresh.flatMap((index, made) =>
    rows[index].suspected_reason === null ? [{ row: rows[index], id: ids[made] }] : [],
  );
  const assignments = await assignNewLeads(
    trx,
    lock,
    genuine.map(({ row, id }) => ({ ...row, id })),
    arrived.getTime(),
    deadlineMs,
  );
  const ownerOfFresh = new Map(
    genuine.map(({ id }, index) => [id, assignments[index]?.operatorId ?? null]),
  );

  // Genuine new leads: their alerts and forwarding, the ad platforms' events where the lead may
  // go to them, and their university's delivery.
  const withDestination = await universitiesWithDestination(trx);
  const calls = genuine.map(({ row, id }) => ({
    id,
    calls: leadCalls({ ...row, id, received_at }, destinations),
  }));
  const adPlatforms = calls.some(({ calls: made }) => made.some((call) => isMeta(call.destination)))
    ? await mayGoToAdPlatforms(
        trx,
        genuine.map(({ id }) => id),
      )
    : new Set<number>();
  await enqueueMany(
    trx,
    calls.map(({ id, calls: made }, index) => ({
      type: 'lead' as const,
      id,
      calls: [
        ...made.filter((call) => !isMeta(call.destination) || adPlatforms.has(id)),
        ...deliveryCallsOf(genuine[index].row, withDestination, destinations, deliveryDelayMs),
      ],
    })),
  );

  // Repeats: each joins its lead; an owned lead's owner is told, as joinLead tells them.
  const joins = steps.flatMap((step, index) =>
    step.kind === 'join'
      ? [
          {
            row: rows[index],
            lead:
              'stored' in step.target
                ? step.target.stored
                : {
                    id: ids[step.target.fresh],
                    owner_id: ownerOfFresh.get(ids[step.target.fresh]) ?? null,
                  },
          },
        ]
      : [],
  );
  const enquiryIds = await addLeadEnquiries(
    trx,
    joins.map(({ row, lead }) => enquiryRow(row, lead.id, received_at)),
  );
  const owned = joins.filter(({ lead }) => lead.owner_id !== null);
  if (owned.length) {
    const leadIds = [...new Set(owned.map(({ lead }) => lead.id))];
    const ownerIds = [...new Set(owned.map(({ lead }) => lead.owner_id!))];
    // Each lead's enquiries now, this batch's included: numbered back from the last.
    const enquiries = new Map<number, number>();
    for (const part of chunks(leadIds)) {
      const counted = await trx
        .selectFrom('lead_enquiries')
        .select(['lead_id', (eb) => eb.fn.countAll().as('count')])
        .where('lead_id', 'in', part)
        .groupBy('lead_id')
        .execute();
      for (const row of counted) enquiries.set(row.lead_id, Number(row.count));
    }
    const names = new Map(
      (
        await trx
          .selectFrom('operator')
          .select(['id', 'name'])
          .where('id', 'in', ownerIds)
          .execute()
      ).map((row) => [row.id, row.name]),
    );
    const later = new Map<number, number>();
    for (const { lead } of owned) later.set(lead.id, (later.get(lead.id) ?? 0) + 1);
    const seen = new Map<number, number>();
    await enqueueMany(
      trx,
      joins.flatMap(({ row, lead }, index) => {
        if (lead.owner_id === null) return [];
        const before = seen.get(lead.id) ?? 0;
        seen.set(lead.id, before + 1);
        // The lead's own enquiry is the first; of the batch's repeats, this is number `before`.
        const enquiry = 1 + enquiries.get(lead.id)! - later.get(lead.id)! + before + 1;
        return [
          {
            type: 'enquiry' as const,
            id: enquiryIds[index],
            calls: repeatNoticeCalls(
              row,
              { id: lead.id, owner: names.get(lead.owner_id) ?? lead.owner_id },
              { enquiry, received_at },
              destinations,
            ),
          },
        ];
      }),
    );
  }

  logEvent('info', 'leads_arrived', {
    leads: leads.length,
    stored: fresh.length,
    repeats: joins.length,
    duplicates: steps.filter((step) => step.kind === 'duplicate').length,
    assigned: assignments.filter(Boolean).length,
    unassigned: assignments.filter((assignment) => !assignment).length,
  });
  let joined = 0;
  return steps.map((step): InsertResult => {
    if (step.kind === 'duplicate') return { stored: false, digest: step.digest };
    if (step.kind === 'new') return { stored: true, id: ids[step.fresh] };
    return { stored: true, repeatOf: joins[joined++].lead.id };
  });
}
