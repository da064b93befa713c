import { FieldError } from './field-error';
import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';

type Common = { id: string; label: string; error?: string };
type InputProps = Common & {
  multiline?: false;
  ref?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>;
type AreaProps = Common & {
  multiline: true;
  ref?: Ref<HTMLTextAreaElement>;
} & TextareaHTMLAttributes<HTMLTextAreaElement>;

// aria-invalid turns the border red: the state lives in one attribute, no class is computed.
export const fieldControl =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-ink placeholder:text-gray-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-invalid:border-red-600';

/**
 * A labelled input whose error sits under it, turns its border red and is announced with it. A
 * required one says so: its label ends in a red * (generated, with empty alternative text, so the
 * field's name stays its label) and the control carries `required`, which screen readers announce
 * (the forms are `noValidate`: the browser's own bubbles never show).
 */
export function TextField(props: InputProps | AreaProps) {
  const { id, label, error } = props;
  const errorId = `${id}-error`;
  const a11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: fieldControl,
  } as const;

  let field;
  if (props.multiline) {
    const { id, label, error, multiline, ...rest } = props;
    field = <textarea rows={4} {...rest} {...a11y} />;
  } else {
    const { id, label, error, multiline, ...rest } = props;
    field = <input {...rest} {...a11y} />;
  }

  return (
    <div className="flex flex-col gap-1">
      <label
        htmlFor={id}
        data-required={props.required || undefined}
        className="text-sm font-semibold text-ink data-required:after:ml-0.5 data-required:after:text-red-700 data-required:after:content-['*'_/_'']"
      >
        {label}
      </label>
      {field}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
