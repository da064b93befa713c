import 'server-only';
import { KINDS, ruleMatchOf, ruleMatchSchema, UNIVERSITY_NAMES } from '@/lib/assignment/rule-match';
import { LANGUAGES } from '@/lib/config/language';
import { OperatorError } from './operator-error';
import { recordAccess } from './access-log';
import type { StoreDatabase } from '../store/store-database';
import { assignmentRules } from '../assignment/assignment-rules';
import { describeRule } from '../assignment/describe-rule';
import { availabilityStore } from '../assignment/availability';

// `npm run leads -- rule add|list|up|down|delete`: the assignment rules from a set-up script;
// each change in the access log, made by `cli`.

export type RuleOptions = {
  team?: string;
  kind?: string;
  university?: string;
  language?: string;
  campaign?: string;
};

/** What each option takes, said when it is refused. */
const ALLOWED = {
  kind: `is ${KINDS.join(' or ')}`,
  university: `is one of: ${UNIVERSITY_NAMES.join(', ')}`,
  language: `is one of: ${LANGUAGES.join(', ')}`,
  campaign: 'is well-formed text',
};

export function ruleCommand(database: StoreDatabase, by: string) {
  const rules = assignmentRules(database);
  const availability = availabilityStore(database);
  const log = (
    action: 'assignment-rule-added' | 'assignment-rule-moved' | 'assignment-rule-deleted',
    record: string,
    detail: string,
  ) => recordAccess(database, { address: 'cli', action, record, detail: `${detail}, by ${by}` });

  const ruleId = (id: string | undefined) => {
    if (!id || !/^\d{1,12}$/.test(id))
      throw new OperatorError(
        `A rule is named by its number (see rule list): ${id ?? '(none)'}`,
        'usage',
      );
    return Number(id);
  };

  return async (action: string | undefined, id: string | undefined, options: RuleOptions) => {
    if (action === 'list') {
      const all = await rules.list();
      return [
        ...all.map(describeRule),
        'then: every counsellor at work, in turn (the default rule)',
      ];
    }
    if (action === 'add') {
      const emails = (options.team ?? '')
        .split(',')
        .map((email) => email.trim())
        .filter(Boolean);
      if (!emails.length) throw new OperatorError('rule add needs --team EMAIL[,EMAIL…]', 'usage');
      const match = ruleMatchSchema.safeParse({
        kind: options.kind,
        university: options.university,
        language: options.language,
        campaign: options.campaign,
      });
      if (!match.success) {
        const field = match.error.issues[0].path[0] as keyof typeof ALLOWED;
        throw new OperatorError(`--${field} ${ALLOWED[field]}: ${options[field]}`, 'usage');
      }
      const operatorIds: string[] = [];
      for (const email of emails) {
        const operatorId = await availability.idOf(email);
        if (!operatorId) throw new OperatorError(`No operator has the email ${email}.`, 'failed');
        operatorIds.push(operatorId);
      }
      const created = await rules.create({ ...ruleMatchOf(match.data), operatorIds });
      if ('problem' in created) throw new OperatorError('The team names nobody.', 'usage');
      const rule = (await rules.list()).find((row) => row.id === created.id)!;
      await log('assignment-rule-added', `rule ${rule.id}`, describeRule(rule));
      return [`Added ${describeRule(rule)}`];
    }
    if (action === 'up' || action === 'down') {
      const rule = ruleId(id);
      if (!(await rules.move(rule, action)))
        throw new OperatorError(`Rule #${rule} cannot move ${action}.`, 'failed');
      await log('assignment-rule-moved', `rule ${rule}`, action);
      return (await rules.list()).map(describeRule);
    }
    if (action === 'delete') {
      const rule = ruleId(id);
      if (!(await rules.remove(rule))) throw new OperatorError(`No rule #${rule}.`, 'failed');
      await log('assignment-rule-deleted', `rule ${rule}`, 'deleted');
      return [`Deleted rule #${rule}; its leads keep their owners.`];
    }
    throw new OperatorError(`Unknown rule command: ${action ?? '(none)'}`, 'usage');
  };
}
