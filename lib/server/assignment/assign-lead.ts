import 'server-only';
import type { Insertable } from 'kysely';
import { universityNamed } from '@/lib/admission/admission-lead';
import { addWorkingTime } from '@/lib/assignment/working-hours';
import type { LeadRow } from '../store/lead-store';
import type { AssignmentCause, Db, LeadAssignmentsTable } from '../store/schema';
import type { StoreLock } from '../store/store-locks';
import { chunks, idsInRowOrder, INSERT_CHUNK } from '../store/chunks';
import { setLeadOwner, setLeadsOwner } from '../store/tables/leads-table';
import { queueOwnerNotices } from '../push/owner-notice';
import { availabilityOf } from './stored-availability';
import { capDayStart, chooseOwner, type Counsellor } from './choose-owner';

// A new lead's owner, chosen in the transaction that stores it (arrival/lead-arrival.ts), and a
// missed deadline's next owner (first-contact-deadline.ts): the rules, the team, the rotation.

/** The rotation's key of the rule written for no lead in particular: all counsellors. */
export const DEFAULT_RULE = 'default';

/** What a rule matches a lead on. */
export type LeadFacts = Pick<
  LeadRow,
  'kind' | 'reason' | 'language' | 'utm_campaign' | 'utm_source'
>;

export type RuleMatch = {
  kind: string | null;
  university: string | null;
  language: string | null;
  campaign: string | null;
};

/** Whether a rule takes a lead: each condition it sets holds (an empty rule takes every lead). */
export const ruleMatches = (rule: RuleMatch, lead: LeadFacts) =>
  (rule.kind === null || rule.kind === lead.kind) &&
  (rule.university === null ||
    (lead.kind === 'admission' && universityNamed(lead.reason) === rule.university)) &&
  (rule.language === null || rule.language === lead.language) &&
  (rule.campaign === null ||
    rule.campaign === lead.utm_campaign ||
    rule.campaign === lead.utm_source);

/** A member of a team: who, and when they work; not yet their leads today. */
export type TeamMember = Omit<Counsellor, 'assignedToday'>;

/**
 * The members of a rule's team (those not disabled), or of the default rule's (every counsellor
 * not disabled), with each one's availability.
 */
export async function teamMembers(trx: Db, ruleId: number | null): Promise<TeamMember[]> {
  const members = await trx
    .selectFrom('operator')
    .leftJoin('operator_availability', 'operator_availability.operator_id', 'operator.id')
    .select([
      'operator.id',
      'operator_availability.hours',
      'operator_availability.leave_until',
      'operator_availability.daily_cap',
    ])
    .where((eb) => eb.or([eb('operator.banned', 'is', null), eb('operator.banned', '=', 0)]))
    .$if(ruleId === null, (query) => query.where('operator.role', '=', 'counsellor'))
    .$if(ruleId !== null, (query) =>
      query.where('operator.id', 'in', (eb) =>
        eb
          .selectFrom('assignment_rule_members')
          .select('operator_id')
          .where('rule_id', '=', ruleId!),
      ),
    )
    .execute();
  return members.map((member) => ({
    id: member.id,
    availability: availabilityOf(member),
    dailyCap: member.daily_cap,
  }));
}

/** The members with their leads today: read under the assignment's lock, so a daily cap holds. */
export async function withLeadsToday(
  trx: Db,
  members: readonly TeamMember[],
  now: number,
): Promise<Counsellor[]> {
  if (!members.length) return [];
  const today = await trx
    .selectFrom('lead_assignments')
    .select((eb) => ['operator_id', eb.fn.countAll().as('count')])
    .where(
      'operator_id',
      'in',
      members.map((member) => member.id),
    )
    .where('assigned_at', '>=', capDayStart(now))
    .groupBy('operator_id')
    .execute();
  return members.map((member) => ({
    ...member,
    assignedToday: Number(today.find((row) => row.operator_id === member.id)?.count ?? 0),
  }));
}

/** The team of a rule, or of the default rule, each member with their leads today. */
export const teamOf = async (trx: Db, ruleId: number | null, now: number) =>
  withLeadsToday(trx, await teamMembers(trx, ruleId), now);

/** The rules, first first. */
const rulesInOrder = (trx: Db) =>
  trx.selectFrom('assignment_rules').selectAll().orderBy('position').orderBy('id').execute();

/** The rotation of `rule_key` goes on from `operatorId` (this module alone writes it). */
async function moveRotation(trx: Db, ruleKey: string, operatorId: string, at: string) {
  await trx
    .insertInto('assignment_rotation')
    .values({ rule_key: ruleKey, last_operator_id: operatorId, updated_at: at })
    .onConflict((conflict) =>
      conflict.column('rule_key').doUpdateSet({ last_operator_id: operatorId, updated_at: at }),
    )
    .execute();
}

/** The first rule that takes the lead and has somebody in its team; null for the default. */
async function ruleFor(trx: Db, lead: LeadFacts) {
  const rules = await rulesInOrder(trx);
  for (const rule of rules) {
    if (!ruleMatches(rule, lead)) continue;
    const members = await teamMembers(trx, rule.id);
    if (members.length) return { ruleId: rule.id, members };
  }
  return { ruleId: null, members: await teamMembers(trx, null) };
}

export type Assignment = {
  operatorId: string;
  ruleId: number | null;
  cause: AssignmentCause;
  /** When they can call it (now, or when their hours begin). */
  startsAt: string;
  /** Their first-contact deadline, counted in their working time. */
  dueAt: string | null;
};

/** A lead's owner from now, in its history (this module alone writes `lead_assignments`). */
export async function recordAssignment(
  trx: Db,
  row: Insertable<LeadAssignmentsTable>,
): Promise<number> {
  const { id } = await trx
    .insertInto('lead_assignments')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/**
 * Gives the lead to the next counsellor of its team, in the caller's transaction: its owner and
 * deadline on the lead, a row of its assignments, the team's rotation moved on. Null when no
 * operator could take it: it waits unassigned, in everyone's queue, as before there were rules.
 */
export async function assignOwner(
  trx: Db,
  {
    lead,
    team,
    ruleId,
    now,
    deadlineMs,
    except = null,
    cause,
  }: {
    lead: Pick<LeadRow, 'kind' | 'reason'> & { id: number };
    team: Counsellor[];
    ruleId: number | null;
    now: number;
    deadlineMs: number;
    except?: string | null;
    cause?: 'deadline';
  },
): Promise<Assignment | null> {
  const rotationKey = ruleId === null ? DEFAULT_RULE : String(ruleId);
  const rotation = await trx
    .selectFrom('assignment_rotation')
    .select('last_operator_id')
    .where('rule_key', '=', rotationKey)
    .executeTakeFirst();
  const choice = chooseOwner(team, rotation?.last_operator_id ?? null, now, except);
  if (!choice) return null;
  const owner = team.find((member) => member.id === choice.operatorId)!;
  const due = addWorkingTime(owner.availability, choice.startsAt, deadlineMs);
  const at = new Date(now).toISOString();
  const assignment: Assignment = {
    operatorId: owner.id,
    ruleId,
    cause: cause ?? choice.cause,
    startsAt: new Date(choice.startsAt).toISOString(),
    dueAt: due === null ? null : new Date(due).toISOString(),
  };
  const assignmentId = await recordAssignment(trx, {
    lead_id: lead.id,
    operator_id: owner.id,
    rule_id: ruleId,
    assigned_at: at,
    due_at: assignment.dueAt,
    cause: assignment.cause,
  });
  // The new owner's push (or email), sent once, as the assignment commits.
  await queueOwnerNotices(trx, [
    {
      assignmentId,
      operatorId: owner.id,
      leadId: lead.id,
      moved: cause === 'deadline',
      kind: lead.kind,
      reason: lead.reason,
    },
  ]);
  // The rotation counts new leads: a move takes the next in turn without using up their turn, so
  // the shares of new leads stay within one of each other whatever deadlines were missed.
  if (cause !== 'deadline') await moveRotation(trx, rotationKey, owner.id, at);
  return assignment;
}

/** A new lead's owner, by the first rule that takes it; see assignOwner. */
export async function assignNewLead(
  trx: Db,
  lock: StoreLock,
  lead: LeadFacts & { id: number },
  now: number,
  deadlineMs: number,
): Promise<Assignment | null> {
  // Who may take it is read before the assignment's lock: that lock makes every other arrival
  // wait, and only what each assignment moves (the leads today, the rotation) needs it
  // (docs/performance.md#the-assignments-lock).
  const { ruleId, members } = await ruleFor(trx, lead);
  await lock(trx, { assignment: true });
  const team = await withLeadsToday(trx, members, now);
  const assignment = await assignOwner(trx, { lead, team, ruleId, now, deadlineMs });
  if (assignment) await setLeadOwner(trx, lead.id, assignment.operatorId, assignment.dueAt);
  return assignment;
}

/**
 * Many new leads' owners (an import's, docs/operations.md#portal-sheets), in the caller's
 * transaction, each as assignNewLead would give it had the leads come one after another: the
 * rules, teams and rotations are read once and moved on in memory (a counsellor's leads today
 * counted across every team they are in), then written in a few statements rather than ten for
 * each lead.
 */
export async function assignNewLeads(
  trx: Db,
  lock: StoreLock,
  leads: readonly (LeadFacts & { id: number })[],
  now: number,
  deadlineMs: number,
): Promise<(Assignment | null)[]> {
  if (!leads.length) return [];
  await lock(trx, { assignment: true });
  const rules = await rulesInOrder(trx);
  const counsellors = new Map<string, Counsellor>();
  const teams = new Map<number | null, Counsellor[]>();
  const teamFor = async (ruleId: number | null) => {
    if (!teams.has(ruleId))
      teams.set(
        ruleId,
        (await teamOf(trx, ruleId, now)).map((member) => {
          if (!counsellors.has(member.id)) counsellors.set(member.id, member);
          return counsellors.get(member.id)!;
        }),
      );
    return teams.get(ruleId)!;
  };
  const rotations = new Map<string, string | null>();
  const lastOf = async (key: string) => {
    if (!rotations.has(key))
      rotations.set(
        key,
        (
          await trx
            .selectFrom('assignment_rotation')
            .select('last_operator_id')
            .where('rule_key', '=', key)
            .executeTakeFirst()
        )?.last_operator_id ?? null,
      );
    return rotations.get(key)!;
  };
  const at = new Date(now).toISOString();
  const assignments: (Assignment | null)[] = [];
  for (const lead of leads) {
    let ruleId: number | null = null;
    let team: Counsellor[] | null = null;
    for (const rule of rules) {
      if (!ruleMatches(rule, lead)) continue;
      const members = await teamFor(rule.id);
      if (!members.length) continue;
      [ruleId, team] = [rule.id, members];
      break;
    }
    team ??= await teamFor(null);
    const rotationKey = ruleId === null ? DEFAULT_RULE : String(ruleId);
    const choice = chooseOwner(team, await lastOf(rotationKey), now);
    if (!choice) {
      assignments.push(null);
      continue;
    }
    const owner = counsellors.get(choice.operatorId)!;
    owner.assignedToday += 1;
    rotations.set(rotationKey, owner.id);
    const due = addWorkingTime(owner.availability, choice.startsAt, deadlineMs);
    assignments.push({
      operatorId: owner.id,
      ruleId,
      cause: choice.cause,
      startsAt: new Date(choice.startsAt).toISOString(),
      dueAt: due === null ? null : new Date(due).toISOString(),
    });
  }
  const given = leads.flatMap((lead, index) => {
    const assignment = assignments[index];
    return assignment ? [{ lead, assignment }] : [];
  });
  const ids: number[] = [];
  for (const part of chunks(given, INSERT_CHUNK))
    ids.push(
      ...idsInRowOrder(
        await trx
          .insertInto('lead_assignments')
          .values(
            part.map(({ lead, assignment }) => ({
              lead_id: lead.id,
              operator_id: assignment.operatorId,
              rule_id: assignment.ruleId,
              assigned_at: at,
              due_at: assignment.dueAt,
              cause: assignment.cause,
            })),
          )
          .returning('id')
          .execute(),
      ),
    );
  // The new owners' pushes (or emails), sent once, as the assignments commit.
  await queueOwnerNotices(
    trx,
    given.map(({ lead, assignment }, index) => ({
      assignmentId: ids[index],
      operatorId: assignment.operatorId,
      leadId: lead.id,
      moved: false,
      kind: lead.kind,
      reason: lead.reason,
    })),
  );
  for (const [ruleKey, last] of rotations)
    if (last !== null) await moveRotation(trx, ruleKey, last, at);
  // One statement per owner and deadline: an import's leads share a few of each.
  const byOwner = new Map<string, { ownerId: string; dueAt: string | null; ids: number[] }>();
  for (const { lead, assignment } of given) {
    const key = `${assignment.operatorId}\n${assignment.dueAt}`;
    if (!byOwner.has(key))
      byOwner.set(key, { ownerId: assignment.operatorId, dueAt: assignment.dueAt, ids: [] });
    byOwner.get(key)!.ids.push(lead.id);
  }
  for (const { ownerId, dueAt, ids: leadIds } of byOwner.values())
    await setLeadsOwner(trx, leadIds, ownerId, dueAt);
  return assignments;
}
