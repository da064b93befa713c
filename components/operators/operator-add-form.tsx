'use client';

import { useActionState } from 'react';
import { roleLabels } from '@/content/inbox';
import { operatorsPageCopy as copy } from '@/content/inbox-operators';
import { ROLE_NAMES } from '@/lib/inbox/roles';
import { addOperator } from '@/lib/server/inbox-entries/operator-actions';
import { PortalAnswer } from '../portal/portal-answer';
import { buttonVariants } from '../ui/button-variants';

const control =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';
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
      <div className="flex flex-col gap-1">
        <label htmlFor="operator-email" className={label}>
          {copy.email}
        </label>
        <input
          id="operator-email"
          name="email"
          type="email"
          required
          defaultValue={values.email}
          className={control}
          autoComplete="off"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="operator-name" className={label}>
          {copy.name}
        </label>
        <input
          id="operator-name"
          name="name"
          required
          maxLength={100}
          defaultValue={values.name}
          className={control}
          autoComplete="off"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="operator-role" className={label}>
          {copy.role}
        </label>
        <select
          id="operator-role"
          name="role"
          defaultValue={values.role || 'counsellor'}
          className={control}
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
          className={control}
        >
          <option value="">{copy.noUniversity}</option>
          {universities.map((university) => (
            <option key={university.id} value={university.id}>
              {university.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="operator-password" className={label}>
          {copy.password}
        </label>
        <input
          id="operator-password"
          name="password"
          type="password"
          required
          minLength={12}
          autoComplete="new-password"
          className={control}
        />
      </div>
      <button type="submit" disabled={pending} className={buttonVariants({ variant: 'primary' })}>
        {copy.submit}
      </button>
    </form>
  );
}
