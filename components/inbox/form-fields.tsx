import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';

// The inbox's form kit: its fields and its submit button, one look everywhere; a form's answer is
// action-answer.tsx.

/** The look of the inbox's fields: 44 px tall at least, for a thumb. */
export const FIELD = 'min-h-11 rounded-lg border border-gray-400 bg-white px-3 py-2 text-base';

/** A labelled field, with its hint below where it has one, which a screen reader reads with it. */
export function Field({
  id,
  label,
  hint,
  className,
  ...input
}: ComponentProps<'input'> & { id: string; label: string; hint?: string }) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={FIELD}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-gray-700">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A form's submit button, disabled while its action runs. */
export function SubmitButton({
  pending,
  variant = 'primary',
  children,
}: {
  pending: boolean;
  variant?: 'primary' | 'outline';
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={cn(buttonVariants({ variant, size: 'md' }), 'min-h-11 self-start')}
    >
      {children}
    </button>
  );
}

/**
 * A labelled choice of fixed values: required, or, with `none`, optional with an empty first
 * choice so named; `defaultValue` chosen at first.
 */
export function LabelledSelect({
  id,
  label,
  name,
  options,
  defaultValue,
  none,
}: {
  id: string;
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string | null;
  none?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        required={none === undefined}
        defaultValue={defaultValue ?? (none === undefined ? undefined : '')}
        className={FIELD}
      >
        {none !== undefined && <option value="">{none}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
