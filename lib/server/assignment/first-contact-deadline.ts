import 'server-only';
import type { Expression } from 'kysely';
import { leadAlert } from '../alerts/lead-alert';
import { logEvent } from '../http/http';
import { isAlert, type Destination } from '../store/outbox-destinations';
import { leadFromRow, readWriteTransaction, STORED_LEAD_COLUMNS } from '../store/kysely-store';
import { enqueueStatement } from '../store/tables/outbox-table';
import { changeAtVersion } from '../store/tables/leads-table';
import type { StoreDatabase } from '../store/store-database';
import { assignOwner, recordAssignment, teamMembers } from './assign-lead';

// The first-contact deadline (docs/operations.md#first-contact-deadline): a new lead whose owner
// recorded no attempt (a call outcome, a status past New) by its deadline moves, once, to the next
// counsellor of the team that had it, and each alert channel tells the admins. Where nobody else
// can take it, it stays, and the admins are told that too. Either way it is acted on once: the
// lead's contact_moved_at is set in the same transaction, under the assignment's lock.

/** Leads one check acts on at most; the next check takes the rest. */
const BATCH = 50;

export type Move = {
  leadId: number;
  from: string;
  /** The new owner; the same as `from` when nobody else could take it. */
  to: string;
  dueAt: string;
};

/** Acts on the leads past their deadline at `now`, up to BATCH of them; the moves made. */
export async function moveMissedLeads(
  database: StoreDatabase,
  destinations: readonly Destination[],
  { now, deadlineMs }: { now: Date; deadlineMs: number },
): Promise<Move[]> {
  const alerts = destinations.filter(isAlert);
  const moves: Move[] = [];
  for (let moved = 0; moved < BATCH; moved += 1) {
    const move = await moveMissedLead(database, alerts, { now, deadlineMs });
    if (!move) break;
    moves.push(move);
  }
  return moves;
}

/**
 * Acts on the lead longest past its deadline, in a transaction of its own, in as few round trips
 * to the database as it can: every arrival waits for the assignment's lock, and a check that held
 * it for fifty leads made them wait for a second (docs/performance.md#the-assignments-lock). Null
 * when no lead is past its deadline.
 */
async function moveMissedLead(
  database: StoreDatabase,
  alerts: readonly Destination[],
  { now, deadlineMs }: { now: Date; deadlineMs: number },
): Promise<Move | null> {
  const at = now.toISOString();
  return readWriteTransaction(database, async (trx) => {
    await database.lock(trx, { assignment: true });
    const row = await trx
      .selectFrom('leads')
      .select([...STORED_LEAD_COLUMNS, 'owner_id', 'contact_due_at', 'version'])
      .select((eb) => [
        eb
          .selectFrom('operator')
          .select('operator.name')
          .whereRef('operator.id', '=', 'leads.owner_id')
          .as('owner_name'),
        // The rule of its last assignment; null for the default's, or for a rule deleted since,
        // whose team is gone: the default rule's takes it.
        eb
          .selectFrom('lead_assignments')
          .leftJoin('assignment_rules', 'assignment_rules.id', 'lead_assignments.rule_id')
          .select('assignment_rules.id')
          .whereRef('lead_assignments.lead_id', '=', 'leads.id')
          .orderBy('lead_assignments.id', 'desc')
          .limit(1)
          .as('rule_id'),
      ])
      .where('contact_due_at', '<=', at)
      .where('first_contact_at', 'is', null)
      .where('status', '=', 'new')
      .where('contact_moved_at', 'is', null)
      .where('owner_id', 'is not', null)
      .orderBy('contact_due_at')
      .limit(1)
      // An operator's save of it waits for this move, then finds its version gone.
      .$call(database.sql.forUpdate)
      .executeTakeFirst();
    if (!row) return null;
    const { owner_id, contact_due_at, version, owner_name, rule_id, ...lead } = row;
    const from = owner_id!;
    const ruleId = rule_id ?? null;
    /** The lead's move to `to`, and the admins' alerts of it, with the assignment that records it. */
    const writes = (
      to: { id: string; name: string } | null,
      dueAt: string | null,
      id: number | Expression<number>,
    ) => {
      const payload = JSON.stringify(
        leadAlert(leadFromRow(lead), undefined, {
          from: owner_name ?? from,
          to: to?.name ?? null,
          due_at: contact_due_at!,
        }),
      );
      return [
        changeAtVersion(trx, lead.id, version, {
          owner_id: to?.id ?? from,
          contact_due_at: dueAt,
          contact_moved_at: at,
        }),
        ...(alerts.length
          ? [
              enqueueStatement(
                trx,
                'assignment',
                id,
                alerts.map((destination) => ({ destination, path: '', payload })),
              ),
            ]
          : []),
      ];
    };
    const assignment = await assignOwner(trx, database.sql, {
      lead,
      members: await teamMembers(trx, ruleId),
      ruleId,
      now: now.getTime(),
      deadlineMs,
      except: from,
      cause: 'deadline',
      writes: ({ owner, dueAt }, id) => writes(owner, dueAt, id),
    });
    if (!assignment)
      await database.sql.insertThen(
        trx,
        recordAssignment(trx, {
          lead_id: lead.id,
          operator_id: from,
          rule_id: ruleId,
          assigned_at: at,
          due_at: null,
          cause: 'deadline',
        }),
        (id) => writes(null, null, id),
      );
    const to = assignment?.operatorId ?? from;
    logEvent('warn', 'first_contact_missed', {
      lead_id: lead.id,
      from,
      to,
      due_at: contact_due_at,
      moved: to !== from,
    });
    return { leadId: lead.id, from, to, dueAt: contact_due_at! };
  });
}

/**
 * Checks the deadlines every few seconds (a tenth of the deadline, between 1 and 15 seconds),
 * the first a period and a half after the start, never two checks at once; `onMoves` hears of
 * each check's moves (the outbox wakes by itself: the moves' notices are written as any outbox
 * item, store/outbox-bell.ts).
 */
export function startDeadlineWatch(
  database: StoreDatabase,
  destinations: readonly Destination[],
  {
    deadlineMs,
    onMoves,
    onError,
  }: { deadlineMs: number; onMoves?: (moves: Move[]) => void; onError: (error: Error) => void },
) {
  const everyMs = Math.min(15_000, Math.max(1_000, Math.round(deadlineMs / 10)));
  let running: Promise<void> | null = null;
  const check = () => {
    if (running) return;
    running = moveMissedLeads(database, destinations, { now: new Date(), deadlineMs })
      .then((moves) => {
        if (moves.length) onMoves?.(moves);
      })
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  // The checks fall half a period off the server's start: its backups fall on whole minutes
  // after it, and a check's moves at a backup's start queued the arrivals behind both
  // (docs/performance.md#the-dump-paced).
  let timer = setTimeout(() => {
    check();
    timer = setInterval(check, everyMs).unref();
  }, everyMs * 1.5).unref();
  return async () => {
    clearTimeout(timer);
    await running;
  };
}
