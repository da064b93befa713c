import 'server-only';
import type { Language } from '@/lib/config/language';
import type { LeadKind } from '../store/lead-store';
import { readWriteTransaction } from '../store/kysely-store';
import { isoTimestamps } from '../store/iso-timestamps';
import type { StoreDatabase } from '../store/store-database';

// The assignment rules an admin writes in the inbox (docs/operations.md#lead-assignment): in
// order, the first that takes a lead wins; after them all, the default rule gives it to every
// counsellor in turn. A rule's team is one counsellor or several; a member disabled since is
// skipped (docs/operations.md#lead-assignment), and the Assignment page says so.

export type RuleInput = {
  kind: LeadKind | null;
  university: string | null;
  language: Language | null;
  campaign: string | null;
  /** Its team: at least one operator. */
  operatorIds: string[];
};

export type AssignmentRule = Omit<RuleInput, 'operatorIds'> & {
  id: number;
  position: number;
  /** Its members by name; a disabled one stays named, and is skipped at assignment (teamOf). */
  team: { id: string; name: string; disabled: boolean }[];
};

export type RuleProblem = 'empty-team' | 'unknown-operator';

export function assignmentRules(database: StoreDatabase) {
  const db = database.db.withPlugin(isoTimestamps);
  const write = <T>(work: Parameters<typeof readWriteTransaction<T>>[1]) =>
    readWriteTransaction(database, work);

  return {
    /** Every rule in its order, with its team by name. */
    async list(): Promise<AssignmentRule[]> {
      const [rules, members] = await Promise.all([
        db.selectFrom('assignment_rules').selectAll().orderBy('position').orderBy('id').execute(),
        db
          .selectFrom('assignment_rule_members')
          .innerJoin('operator', 'operator.id', 'assignment_rule_members.operator_id')
          .select([
            'assignment_rule_members.rule_id',
            'operator.id',
            'operator.name',
            'operator.banned',
          ])
          .orderBy('operator.name')
          .execute(),
      ]);
      return rules.map(({ created_at: _, ...rule }) => ({
        ...rule,
        team: members
          .filter((member) => member.rule_id === rule.id)
          .map(({ id, name, banned }) => ({ id, name, disabled: Boolean(banned) })),
      }));
    },

    /** Adds a rule after the others; its id, or why not. */
    async create(input: RuleInput): Promise<{ id: number } | { problem: RuleProblem }> {
      const team = [...new Set(input.operatorIds)];
      if (!team.length) return { problem: 'empty-team' };
      return write(async (trx) => {
        const known = await trx
          .selectFrom('operator')
          .select('id')
          .where('id', 'in', team)
          .execute();
        if (known.length !== team.length) return { problem: 'unknown-operator' as const };
        const last = await trx
          .selectFrom('assignment_rules')
          .select((eb) => eb.fn.max('position').as('position'))
          .executeTakeFirst();
        const { id } = await trx
          .insertInto('assignment_rules')
          .values({
            position: Number(last?.position ?? 0) + 1,
            kind: input.kind,
            university: input.university,
            language: input.language,
            campaign: input.campaign,
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('assignment_rule_members')
          .values(team.map((operator_id) => ({ rule_id: id, operator_id })))
          .execute();
        return { id };
      });
    },

    /** Swaps a rule with the one before (`up`) or after it; false when there is none. */
    async move(id: number, direction: 'up' | 'down'): Promise<boolean> {
      return write(async (trx) => {
        const rules = await trx
          .selectFrom('assignment_rules')
          .select(['id', 'position'])
          .orderBy('position')
          .orderBy('id')
          .execute();
        const index = rules.findIndex((rule) => rule.id === id);
        const other = rules[direction === 'up' ? index - 1 : index + 1];
        if (index < 0 || !other) return false;
        // Renumbered in order, so that two rules never share a place.
        const order = rules.map((rule) => rule.id);
        [order[index], order[rules.indexOf(other)]] = [order[rules.indexOf(other)], order[index]];
        for (const [place, ruleId] of order.entries())
          await trx
            .updateTable('assignment_rules')
            .set({ position: place + 1 })
            .where('id', '=', ruleId)
            .execute();
        return true;
      });
    },

    /** Deletes a rule; its leads keep their owners. False when there was none. */
    async remove(id: number): Promise<boolean> {
      const result = await write((trx) =>
        trx.deleteFrom('assignment_rules').where('id', '=', id).executeTakeFirst(),
      );
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type AssignmentRules = ReturnType<typeof assignmentRules>;
