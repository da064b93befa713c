import type { UseFormRegisterReturn } from 'react-hook-form';
import { sanitizePhone } from '@/lib/leads/phone';
import { TextField } from './text-field';

type Props = {
  id: string;
  label: string;
  error?: string;
  /** What the server's markup shows (react-hook-form fills the field only once it has taken over). */
  defaultValue?: string;
  required?: boolean;
  registration: UseFormRegisterReturn;
};

/** The phone input of both lead forms: digits only, at most 10, as typed and as pasted. */
export function PhoneField({ registration, ...field }: Props) {
  return (
    <TextField
      {...field}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      {...registration}
      onChange={(event) => {
        event.target.value = sanitizePhone(event.target.value);
        return registration.onChange(event);
      }}
    />
  );
}
