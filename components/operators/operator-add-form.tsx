'use client';

import { useActionState } from 'react';
import { roleLabels } from '@/content/inbox';
import { operatorsPageCopy as copy } from '@/content/inbox-operators';
import { ROLE_NAMES } from '@/lib/inbox/roles';
import { addOperator } from '@/lib/server/inbox-entries/operator-actions';
import { Field, LabelledSelect, SubmitButton } from '../inbox/form-fields';
import { PortalAnswer } from '../portal/portal-answer';

/**
 * Adds an operator: posts natively without the script; a refusal says why and keeps what was
 * typed (but the password).
 */
export function OperatorAddForm({
  universities,
}: {
  universities: { id: string; name: string }[];
}) {
  const [state, action, pending] = useActionState(addOperator, null);
  const values = state && !state.ok ? state.values : {};
  return (
    <form action={action} className="flex max-w-xl flex-col gap-3" key={state?.stamp}>
      {state && <PortalAnswer state={state} />}
      <Field
        id="operator-email"
        label={copy.email}
        name="email"
        type="email"
        required
        defaultValue={values.email}
        autoComplete="off"
      />
      <Field
        id="operator-name"
        label={copy.name}
        name="name"
        required
        maxLength={100}
        defaultValue={values.name}
        autoComplete="off"
      />
      <LabelledSelect
        id="operator-role"
        label={copy.role}
        name="role"
        defaultValue={values.role || 'counsellor'}
        options={ROLE_NAMES.map((role) => ({ value: role, label: roleLabels[role] }))}
      />
      <LabelledSelect
        id="operator-university"
        label={copy.university}
        name="university"
        defaultValue={values.university}
        none={copy.noUniversity}
        options={universities.map(({ id, name }) => ({ value: id, label: name }))}
      />
      <Field
        id="operator-password"
        label={copy.password}
        name="password"
        type="password"
        required
        minLength={12}
        autoComplete="new-password"
      />
      <SubmitButton pending={pending}>{copy.submit}</SubmitButton>
    </form>
  );
}
