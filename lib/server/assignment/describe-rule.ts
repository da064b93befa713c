import 'server-only';
import type { AssignmentRule } from './assignment-rules';

/**
 * A rule in one line, as the access log and `npm run leads -- rule list` show it:
 * `#3 admission, Amity University → Asha, Ravi`.
 */
export function describeRule(rule: AssignmentRule) {
  const matches = [
    rule.kind,
    rule.university,
    rule.language && `language ${rule.language}`,
    rule.campaign && `campaign or source ${rule.campaign}`,
  ].filter(Boolean);
  return `#${rule.id} ${matches.length ? matches.join(', ') : 'every lead'} → ${rule.team
    .map((member) => (member.disabled ? `${member.name} (disabled: skipped)` : member.name))
    .join(', ')}`;
}
