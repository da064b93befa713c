'use server';

import 'server-only';
import { revalidatePath } from 'next/cache';
import * as z from 'zod/mini';
import { assignmentCopy } from '@/content/inbox-assignment';
import type { ActionState } from '@/lib/inbox/action-state';
import { ruleMatchOf, ruleMatchSchema } from '@/lib/assignment/rule-match';
import { assignmentPath, inboxHome } from '@/lib/inbox/inbox-paths';
import { ASSIGNMENT_PERMISSION } from '@/lib/inbox/roles';
import { operatorAction } from './operator-guard';
import { done, refused } from './action-answers';
import { describeRule } from '../assignment/describe-rule';

// The Assignment page's forms, for admins (docs/operations.md#lead-assignment): a new rule, and a
// rule moved up or down or deleted. Each posts natively through the guard (operator-guard.ts),
// which reads the session again, checks the role and the fields' schema; each change is logged
// as the `leads rule` command logs it. A refused form shows what was typed.

const ruleSchema = z.object({
  ...ruleMatchSchema.shape,
  team: z.optional(z.union([z.string(), z.array(z.string())])),
});

const saved = (message: string): ActionState => {
  revalidatePath(assignmentPath);
  // The queue's notes on who has a lead read the same rules.
  revalidatePath(inboxHome);
  return done(message);
};

export const createRule = operatorAction<z.infer<typeof ruleSchema>, ActionState>(
  {
    name: 'add-rule',
    schema: ruleSchema,
    permission: ASSIGNMENT_PERMISSION,
    page: () => assignmentPath,
    invalid: (form) => refused(assignmentCopy.badRule, form),
    unavailable: (form) => refused(assignmentCopy.failed, form),
  },
  async (input, { services, log }, { form }) => {
    const team = input.team === undefined ? [] : [input.team].flat().filter(Boolean);
    if (!team.length) return refused(assignmentCopy.emptyTeamProblem, form);
    const created = await services.rules.create({ ...ruleMatchOf(input), operatorIds: team });
    if ('problem' in created)
      return refused(
        created.problem === 'empty-team'
          ? assignmentCopy.emptyTeamProblem
          : assignmentCopy.unknownOperator,
        form,
      );
    const rules = await services.rules.list();
    const position = rules.findIndex((rule) => rule.id === created.id) + 1;
    const rule = rules[position - 1];
    await log({
      action: 'assignment-rule-added',
      record: `rule ${created.id}`,
      detail: describeRule(rule),
    });
    return saved(assignmentCopy.added(position));
  },
);

/** `up 3`, `down 3`, `delete 3`: the button pressed in the rules' list and its rule's id. */
const changeSchema = z.object({
  change: z.string().check(z.regex(/^(up|down|delete) \d{1,12}$/)),
});

export const changeRule = operatorAction<z.infer<typeof changeSchema>, ActionState>(
  {
    name: 'change-rule',
    schema: changeSchema,
    permission: ASSIGNMENT_PERMISSION,
    page: () => assignmentPath,
    invalid: () => ({ ok: false, message: assignmentCopy.noSuchRule }),
    unavailable: () => ({ ok: false, message: assignmentCopy.failed }),
  },
  async (input, { services, log }) => {
    const [what, id] = input.change.split(' ');
    const ruleId = Number(id);
    if (what === 'delete') {
      if (!(await services.rules.remove(ruleId)))
        return { ok: false, message: assignmentCopy.noSuchRule };
      await log({ action: 'assignment-rule-deleted', record: `rule ${ruleId}`, detail: 'deleted' });
      return saved(assignmentCopy.deleted);
    }
    const direction = what === 'up' ? 'up' : 'down';
    if (!(await services.rules.move(ruleId, direction)))
      return { ok: false, message: assignmentCopy.cannotMove };
    await log({ action: 'assignment-rule-moved', record: `rule ${ruleId}`, detail: direction });
    return saved(assignmentCopy.moved);
  },
);
