'use client';

import { useActionState } from 'react';
import { assignmentCopy } from '@/content/inbox-assignment';
import { kindLabels } from '@/content/inbox-work';
import { LANGUAGE_NAMES, LANGUAGES } from '@/lib/config/language';
import { createRule } from '@/lib/server/inbox-entries/assignment-actions';
import { ActionAnswer } from '../inbox/action-answer';
import { FIELD, Field, SubmitButton } from '../inbox/form-fields';

const copy = assignmentCopy;

type Props = {
  universities: string[];
  operators: { id: string; name: string }[];
};

/**
 * A new rule: what it matches (each on "Any" by default) and its team. Posts natively; a refused
 * form shows what was chosen (React resets a form after its action, to these defaults).
 */
export function RuleForm({ universities, operators }: Props) {
  const [state, create, pending] = useActionState(createRule, null);
  const typed = state && !state.ok ? state.typed : undefined;
  const one = (name: string) => {
    const value = typed?.[name];
    return typeof value === 'string' ? value : '';
  };
  const team = [typed?.team ?? []].flat();
  const select = (name: string, label: string, options: [string, string][]) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`rule-${name}`} className="font-semibold">
        {label}
      </label>
      <select id={`rule-${name}`} name={name} defaultValue={one(name)} className={FIELD}>
        <option value="">{copy.any}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    // The key remounts the fields on each answer, so a refused form's choices are shown again.
    <form key={JSON.stringify(state)} action={create} className="flex flex-col gap-3">
      <p className="text-gray-700">{copy.newRuleHint}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {select('kind', copy.kind, [
          ['admission', kindLabels.admission],
          ['proposal', kindLabels.proposal],
        ])}
        {select(
          'university',
          copy.university,
          universities.map((name) => [name, name]),
        )}
        {select(
          'language',
          copy.language,
          LANGUAGES.map((language) => [language, LANGUAGE_NAMES[language]]),
        )}
        <Field
          id="rule-campaign"
          label={copy.campaign}
          hint={copy.campaignHint}
          name="campaign"
          maxLength={200}
          defaultValue={one('campaign')}
        />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="font-semibold">{copy.teamLegend}</legend>
        {operators.length ? (
          <ul className="flex flex-wrap gap-x-4">
            {operators.map((operator) => (
              <li key={operator.id}>
                <label className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    name="team"
                    value={operator.id}
                    defaultChecked={team.includes(operator.id)}
                    className="size-5"
                  />
                  {operator.name}
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p>{copy.noOperators}</p>
        )}
      </fieldset>
      <SubmitButton pending={pending}>{copy.add}</SubmitButton>
      <ActionAnswer state={state} />
    </form>
  );
}
