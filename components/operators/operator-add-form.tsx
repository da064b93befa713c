'use client';

import { useActionState } from 'react';
import { roleLabels } from '@/content/inbox';
import { operatorsPageCopy as copy } from '@/content/inbox-operators';
import { ROLE_NAMES } from '@/lib/inbox/roles';
import { addOperator } from '@/lib/server/inbox-entries/operator-actions';
import { fieldControl, TextField } from '../leads/text-field';
import { PortalAnswer } from '../portal/portal-answer';
import { buttonVariants } from '../ui/button-variants';

const label = 'text-sm font-semibold';

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
      <TextField
        id="operator-email"
        label={copy.email}
        name="email"
        type="email"
        required
        defaultValue={values.email}
        autoComplete="off"
      />
      <TextField
        id="operator-name"
        label={copy.name}
        name="name"
        required
        maxLength={100}
        defaultValue={values.name}
        autoComplete="off"
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="operator-role" className={label}>
          {copy.role}
        </label>
        <select
          id="operator-role"
          name="role"
          defaultValue={values.role || 'counsellor'}
          className={fieldControl}
        >
          {ROLE_NAMES.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="operator-university" className={label}>
          {copy.university}
        </label>
        <select
          id="operator-university"
          name="university"
          defaultValue={values.university ?? ''}
          className={fieldControl}
        >
          <option value="">{copy.noUniversity}</option>
          {universities.map((university) => (
            <option key={university.id} value={university.id}>
              {university.name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id="operator-password"
        label={copy.password}
        name="password"
        type="password"
        required
        minLength={12}
        autoComplete="new-password"
      />
      <button type="submit" disabled={pending} className={buttonVariants({ variant: 'primary' })}>
        {copy.submit}
      </button>
    </form>
  );
}
