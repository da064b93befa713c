import 'server-only';
import { leadAlert } from '../alerts/lead-alert';
import { logEvent } from '../http/http';
import { isAlert, type Destination } from '../store/outbox-destinations';
import { leadFromRow, readWriteTransaction, STORED_LEAD_COLUMNS } from '../store/kysely-store';
import { enqueue } from '../store/tables/outbox-table';
import { changeLeadAtVersion } from '../store/tables/leads-table';
import type { StoreDatabase } from '../store/store-database';
import { assignOwner, recordAssignment, teamOf } from './assign-lead';

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
  const moves: Move[] = [];
  for (let moved = 0; moved < BATCH; moved += 1) {
    const move = await moveMissedLead(database, destinations, { now, deadlineMs });
    if (!move) break;
    moves.push(move);
  }
  return moves;
}

/**
 * Acts on the lead longest past its deadline, in a transaction of its own: every arrival waits for
 * the assignment's lock, and a check that held it for fifty leads made them wait for a second
 * (docs/performance.md#the-assignments-lock). Null when no lead is past its deadline.
 */
async function moveMissedLead(
  database: StoreDatabase,
  destinations: readonly Destination[],
  { now, deadlineMs }: { now: Date; deadlineMs: number },
): Promise<Move | null> {
  const at = now.toISOString();
  return readWriteTransaction(database, async (trx) => {
    await database.lock(trx, { assignment: true });
    const lead = await trx
      .selectFrom('leads')
      .select([...STORED_LEAD_COLUMNS, 'owner_id', 'contact_due_at', 'version'])
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
    if (!lead) return null;
    const alerts = destinations.filter(isAlert);
    const from = lead.owner_id!;
    const last = await trx
      .selectFrom('lead_assignments')
      .select('rule_id')
      .where('lead_id', '=', lead.id)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    // A rule deleted since: its team is gone, and the default rule's takes it.
    const rule =
      last?.rule_id == null
        ? null
        : await trx
            .selectFrom('assignment_rules')
            .select('id')
            .where('id', '=', last.rule_id)
            .executeTakeFirst();
    const ruleId = rule?.id ?? null;
    const team = await teamOf(trx, ruleId, now.getTime());
    const assignment = await assignOwner(trx, {
      lead,
      team,
      ruleId,
      now: now.getTime(),
      deadlineMs,
      except: from,
      cause: 'deadline',
    });
    const to = assignment?.operatorId ?? from;
    if (!assignment)
      await recordAssignment(trx, {
        lead_id: lead.id,
        operator_id: from,
        rule_id: ruleId,
        assigned_at: at,
        due_at: null,
        cause: 'deadline',
      });
    await changeLeadAtVersion(trx, lead.id, lead.version, {
      owner_id: to,
      contact_due_at: assignment?.dueAt ?? null,
      contact_moved_at: at,
    });
    const names = await trx
      .selectFrom('operator')
      .select(['id', 'name'])
      .where('id', 'in', [from, to])
      .execute();
    const nameOf = (id: string) => names.find((row) => row.id === id)?.name ?? id;
    const { id: assignmentId } = await trx
      .selectFrom('lead_assignments')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('lead_id', '=', lead.id)
      .executeTakeFirstOrThrow();
    const payload = JSON.stringify(
      leadAlert(leadFromRow(lead), undefined, {
        from: nameOf(from),
        to: to === from ? null : nameOf(to),
        due_at: lead.contact_due_at!,
      }),
    );
    await enqueue(
      trx,
      'assignment',
      Number(assignmentId),
      alerts.map((destination) => ({ destination, path: '', payload })),
    );
    logEvent('warn', 'first_contact_missed', {
      lead_id: lead.id,
      from,
      to,
      due_at: lead.contact_due_at,
      moved: to !== from,
    });
    return { leadId: lead.id, from, to, dueAt: lead.contact_due_at! };
  });
}

/**
 * Checks the deadlines every few seconds (a tenth of the deadline, between 1 and 15 seconds),
 * never two checks at once; `onMoves` hears of each check's moves (the outbox wakes by itself:
 * the moves' notices are written as any outbox item, store/outbox-bell.ts).
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
  const timer = setInterval(check, everyMs).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
