import 'server-only';
import type { Expression, Insertable } from 'kysely';
import { universityNamed } from '@/lib/admission/admission-lead';
import { addWorkingTime } from '@/lib/assignment/working-hours';
import type { LeadRow } from '../store/lead-store';
import type { AssignmentCause, Db, LeadAssignmentsTable } from '../store/schema';
import type { EngineSql, Write } from '../store/engine-sql';
import type { StoreDatabase } from '../store/store-database';
import type { StoreLock } from '../store/store-locks';
import { chunks, idsInRowOrder, INSERT_CHUNK } from '../store/chunks';
import { setLeadOwner, setLeadsOwner } from '../store/tables/leads-table';
import { ownerNoticeStatement, queueOwnerNotices } from '../push/owner-notice';
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
export type TeamMember = Omit<Counsellor, 'assignedToday'> & { name: string };

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
      'operator.name',
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
    name: member.name,
    availability: availabilityOf(member),
    dailyCap: member.daily_cap,
  }));
}

/** The key of a rule's rotation. */
const rotationKeyOf = (ruleId: number | null) => (ruleId === null ? DEFAULT_RULE : String(ruleId));

/**
 * The members with their leads today, and the last owner of the rule's rotation: one read, under
 * the assignment's lock, so that a daily cap and the rotation hold. Only a member with a daily cap
 * has their leads counted: the count reads each of their leads today, and every arrival waits for
 * it (docs/performance.md#the-assignments-lock).
 */
async function teamToday(
  trx: Db,
  members: readonly TeamMember[],
  ruleId: number | null,
  now: number,
): Promise<{ team: (TeamMember & Counsellor)[]; last: string | null }> {
  if (!members.length) return { team: [], last: null };
  const capped = members.filter((member) => member.dailyCap !== null).map((member) => member.id);
  const rows = await trx
    .selectFrom('operator')
    .select((eb) => [
      'operator.id',
      eb
        .selectFrom('assignment_rotation')
        .select('last_operator_id')
        .where('rule_key', '=', rotationKeyOf(ruleId))
        .as('last'),
    ])
    .$if(capped.length > 0, (query) =>
      query.select((eb) =>
        eb
          .selectFrom('lead_assignments')
          .select((count) => count.fn.countAll().as('count'))
          .whereRef('lead_assignments.operator_id', '=', 'operator.id')
          .where('lead_assignments.operator_id', 'in', capped)
          .where('lead_assignments.assigned_at', '>=', capDayStart(now))
          .as('today'),
      ),
    )
    .where(
      'operator.id',
      'in',
      members.map((member) => member.id),
    )
    .execute();
  return {
    team: members.map((member) => ({
      ...member,
      assignedToday: Number(rows.find((row) => row.id === member.id)?.today ?? 0),
    })),
    last: rows[0]?.last ?? null,
  };
}

/** The rules, first first. */
const rulesInOrder = (trx: Db) =>
  trx.selectFrom('assignment_rules').selectAll().orderBy('position').orderBy('id').execute();

/** The statement that moves the rotation of `rule_key` on from `operatorId` (this module alone writes it). */
const moveRotation = (trx: Db, ruleKey: string, operatorId: string, at: string) =>
  trx
    .insertInto('assignment_rotation')
    .values({ rule_key: ruleKey, last_operator_id: operatorId, updated_at: at })
    .onConflict((conflict) =>
      conflict.column('rule_key').doUpdateSet({ last_operator_id: operatorId, updated_at: at }),
    );

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

/**
 * The statement that records a lead's owner from now in its history, `returning id` (this module
 * alone writes `lead_assignments`).
 */
export const recordAssignment = (trx: Db, row: Insertable<LeadAssignmentsTable>) =>
  trx.insertInto('lead_assignments').values(row).returning('id');

/** A write the caller runs with the assignment's, given the assignment's id (engine-sql.ts). */
type AssignmentWrites = (
  assignment: Assignment & { owner: TeamMember },
  id: number | Expression<number>,
) => Write[];

/**
 * Gives the lead to the next counsellor of its team, in the caller's transaction, which holds the
 * assignment's lock: their leads today and the rotation read, then in one statement
 * (docs/performance.md#the-assignments-lock) a row of the lead's assignments, the owner's notice,
 * the rotation moved on and the caller's `writes`. Null when no operator could take it: it waits
 * unassigned, in everyone's queue, as before there were rules.
 */
export async function assignOwner(
  trx: Db,
  engine: EngineSql,
  {
    lead,
    members,
    ruleId,
    now,
    deadlineMs,
    except = null,
    cause,
    writes,
  }: {
    lead: Pick<LeadRow, 'kind' | 'reason'> & { id: number };
    members: readonly TeamMember[];
    ruleId: number | null;
    now: number;
    deadlineMs: number;
    except?: string | null;
    cause?: 'deadline';
    writes: AssignmentWrites;
  },
): Promise<(Assignment & { owner: TeamMember }) | null> {
  const { team, last } = await teamToday(trx, members, ruleId, now);
  const choice = chooseOwner(team, last, now, except);
  if (!choice) return null;
  const owner = team.find((member) => member.id === choice.operatorId)!;
  const due = addWorkingTime(owner.availability, choice.startsAt, deadlineMs);
  const at = new Date(now).toISOString();
  const assignment = {
    operatorId: owner.id,
    ruleId,
    cause: cause ?? choice.cause,
    startsAt: new Date(choice.startsAt).toISOString(),
    dueAt: due === null ? null : new Date(due).toISOString(),
    owner,
  };
  const insert = recordAssignment(trx, {
    lead_id: lead.id,
    operator_id: owner.id,
    rule_id: ruleId,
    assigned_at: at,
    due_at: assignment.dueAt,
    cause: assignment.cause,
  });
  await engine.insertThen(trx, insert, (id) => [
    // The new owner's push (or email), sent once, as the assignment commits.
    ownerNoticeStatement(trx, id, {
      operatorId: owner.id,
      leadId: lead.id,
      moved: cause === 'deadline',
      kind: lead.kind,
      reason: lead.reason,
    }),
    // The rotation counts new leads: a move takes the next in turn without using up their turn,
    // so the shares of new leads stay within one of each other whatever deadlines were missed.
    ...(cause === 'deadline' ? [] : [moveRotation(trx, rotationKeyOf(ruleId), owner.id, at)]),
    ...writes(assignment, id),
  ]);
  return assignment;
}

/** A new lead's owner, by the first rule that takes it; see assignOwner. */
export async function assignNewLead(
  trx: Db,
  database: Pick<StoreDatabase, 'lock' | 'sql'>,
  lead: LeadFacts & { id: number },
  now: number,
  deadlineMs: number,
): Promise<Assignment | null> {
  // Who may take it is read before the assignment's lock: that lock makes every other arrival
  // wait, and only what each assignment moves (the leads today, the rotation) needs it
  // (docs/performance.md#the-assignments-lock).
  const { ruleId, members } = await ruleFor(trx, lead);
  await database.lock(trx, { assignment: true });
  return assignOwner(trx, database.sql, {
    lead,
    members,
    ruleId,
    now,
    deadlineMs,
    writes: (assignment) => [setLeadOwner(trx, lead.id, assignment.operatorId, assignment.dueAt)],
  });
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
  const rotations = new Map<string, string | null>();
  const teamFor = async (ruleId: number | null) => {
    if (!teams.has(ruleId)) {
      const { team, last } = await teamToday(trx, await teamMembers(trx, ruleId), ruleId, now);
      rotations.set(rotationKeyOf(ruleId), last);
      teams.set(
        ruleId,
        team.map((member) => {
          if (!counsellors.has(member.id)) counsellors.set(member.id, member);
          return counsellors.get(member.id)!;
        }),
      );
    }
    return teams.get(ruleId)!;
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
    const rotationKey = rotationKeyOf(ruleId);
    const choice = chooseOwner(team, rotations.get(rotationKey) ?? null, now);
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
    if (last !== null) await moveRotation(trx, ruleKey, last, at).execute();
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
