import type { UseFormRegister } from 'react-hook-form';
import type { AdmissionFormCopy } from '@/lib/catalogue/content-types';
import type { AdmissionFormValues } from '@/lib/validations/admission';
import { FieldError } from '../leads/field-error';
import { PhoneField } from '../leads/phone-field';
import { TextField } from '../leads/text-field';

// Shown and hidden by CSS alone, so that it works before, without and after the form's script:
// the guardian's fields are hidden while the form has no "No" chosen. A browser without :has()
// drops the rule and shows them always, under their legend that says whom they are for.
export const ONLY_FOR_A_MINOR = '[form:not(:has([data-minor]:checked))_&]:hidden';
export const HIDDEN_FOR_A_MINOR = '[form:has([data-minor]:checked)_&]:hidden';
export const SHOWN_FOR_A_MINOR = 'hidden [form:has([data-minor]:checked)_&]:block';

type Field = 'adult' | 'guardian_name' | 'guardian_phone';

type Props = {
  copy: AdmissionFormCopy['minor'];
  id: (name: string) => string;
  register: UseFormRegister<AdmissionFormValues>;
  errorOf: (name: Field) => string | undefined;
  initial: { adult?: string; guardian_name: string; guardian_phone: string };
};

const radio = 'h-5 w-5 shrink-0 accent-brand-700';

/** "Is the student 18 or older?" (required) and, for a minor, the parent or guardian. */
export function MinorFields({ copy, id, register, errorOf, initial }: Props) {
  const error = errorOf('adult');
  const choices = [
    { value: 'yes', label: copy.yes, id: id('adult') },
    { value: 'no', label: copy.no, id: id('adult-no') },
  ];
  return (
    <>
      <fieldset
        aria-describedby={error ? `${id('adult')}-error` : undefined}
        className="flex flex-col gap-2"
      >
        <legend className="mb-1 text-sm font-semibold text-ink">{copy.question}</legend>
        <div className="flex gap-6">
          {choices.map((choice) => (
            <label
              key={choice.value}
              htmlFor={choice.id}
              className="flex min-h-11 items-center gap-2 text-ink"
            >
              <input
                id={choice.id}
                type="radio"
                value={choice.value}
                required
                defaultChecked={initial.adult === choice.value}
                data-minor={choice.value === 'no' || undefined}
                className={radio}
                {...register('adult')}
              />
              {choice.label}
            </label>
          ))}
        </div>
        <FieldError id={`${id('adult')}-error`} message={error} />
      </fieldset>
      <fieldset className={ONLY_FOR_A_MINOR}>
        <legend className="mb-3 text-sm font-semibold text-ink">{copy.guardian}</legend>
        <div className="flex flex-col gap-4 border-l-4 border-brand-100 pl-3">
          <TextField
            id={id('guardian_name')}
            label={copy.guardianName}
            autoComplete="off"
            error={errorOf('guardian_name')}
            defaultValue={initial.guardian_name}
            {...register('guardian_name')}
          />
          <PhoneField
            id={id('guardian_phone')}
            label={copy.guardianPhone}
            error={errorOf('guardian_phone')}
            defaultValue={initial.guardian_phone}
            registration={register('guardian_phone')}
          />
        </div>
      </fieldset>
    </>
  );
}
