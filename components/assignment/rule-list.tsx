'use client';

import { useActionState } from 'react';
import { assignmentCopy } from '@/content/inbox-assignment';
import { kindLabels } from '@/content/inbox-work';
import { LANGUAGE_NAMES, type Language } from '@/lib/config/language';
import type { AssignmentRule } from '@/lib/server/assignment/assignment-rules';
import { changeRule } from '@/lib/server/inbox-entries/assignment-actions';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';
import { ActionAnswer } from '../inbox/action-answer';

const copy = assignmentCopy;

/** What a rule matches, in words: `Admission · Amity University · Form in हिन्दी`. */
function matchOf(rule: AssignmentRule) {
  const parts = [
    rule.kind ? kindLabels[rule.kind] : null,
    rule.university,
    rule.language ? copy.languageIs(LANGUAGE_NAMES[rule.language as Language]) : null,
    rule.campaign ? copy.campaignIs(rule.campaign) : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? copy.matches(parts) : copy.everyLead;
}

const BUTTON = cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'min-h-11');

/**
 * The rules in their order, then the default rule. One form: each button posts its change
 * (`up 3`), so the page works without scripts and one answer is read out above the list.
 */
export function RuleList({ rules }: { rules: AssignmentRule[] }) {
  const [state, change, pending] = useActionState(changeRule, null);
  return (
    <form action={change} className="flex flex-col gap-3">
      <ActionAnswer state={state} />
      <ol className="flex flex-col gap-2">
        {rules.map((rule, index) => (
          <li
            key={rule.id}
            data-testid="assignment-rule"
            className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold">
                {copy.ruleNumber(index + 1)} {matchOf(rule)}
              </p>
              <p className="text-gray-700">
                {rule.team.length ? copy.team(rule.team) : copy.emptyTeam}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {(
                [
                  ['up', copy.up, copy.upLabel, index === 0],
                  ['down', copy.down, copy.downLabel, index === rules.length - 1],
                ] as const
              ).map(([direction, text, label, last]) => (
                <button
                  key={direction}
                  type="submit"
                  name="change"
                  value={`${direction} ${rule.id}`}
                  disabled={pending || last}
                  aria-label={label(index + 1)}
                  className={BUTTON}
                >
                  {text}
                </button>
              ))}
              <button
                type="submit"
                name="change"
                value={`delete ${rule.id}`}
                disabled={pending}
                aria-label={copy.removeLabel(index + 1)}
                className={cn(BUTTON, 'border-red-700 text-red-800 hover:bg-red-50')}
              >
                {copy.remove}
              </button>
            </div>
          </li>
        ))}
        <li
          data-testid="default-rule"
          className="rounded-xl border border-dashed border-gray-400 bg-gray-50 p-3"
        >
          <p className="font-semibold">
            {copy.ruleNumber(rules.length + 1)} {copy.defaultRule}
          </p>
          <p className="text-gray-700">{copy.defaultRuleText}</p>
        </li>
      </ol>
    </form>
  );
}
