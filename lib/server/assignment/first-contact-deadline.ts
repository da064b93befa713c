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

/** Acts on every lead past its deadline at `now`; the moves made. */
export async function moveMissedLeads(
  database: StoreDatabase,
  destinations: readonly Destination[],
  { now, deadlineMs }: { now: Date; deadlineMs: number },
): Promise<Move[]> {
  const at = now.toISOString();
  return readWriteTransaction(database, async (trx) => {
    await database.lock(trx, { assignment: true });
    const missed = await trx
      .selectFrom('leads')
      .select([...STORED_LEAD_COLUMNS, 'owner_id', 'contact_due_at', 'version'])
      .where('contact_due_at', '<=', at)
      .where('first_contact_at', 'is', null)
      .where('status', '=', 'new')
      .where('contact_moved_at', 'is', null)
      .where('owner_id', 'is not', null)
      .orderBy('contact_due_at')
      .limit(BATCH)
      // An operator's save of one of these waits for this move, then finds its version gone.
      .$call(database.sql.forUpdate)
      .execute();
    const moves: Move[] = [];
    const alerts = destinations.filter(isAlert);
    for (const lead of missed) {
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
      moves.push({ leadId: lead.id, from, to, dueAt: lead.contact_due_at! });
    }
    return moves;
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
