'use client';

import { useState, type FormEvent } from 'react';
import { Field } from '@/components/inbox/form-fields';
import { SHEET_MAX_BYTES } from '@/lib/channels/sheet-limits';

// A sheet's file field, a portal's or a university's enrolment sheet: CSV or XLSX. Its form's
// script only says, before sending, that a file is over the cap, which the server would answer
// with a bare 413: `useSheetSizeCheck` gives the submit handler and whether it stopped one.

export function useSheetSizeCheck(name = 'sheet') {
  const [tooBig, setTooBig] = useState(false);
  const checkSize = (event: FormEvent<HTMLFormElement>) => {
    const file = (event.currentTarget.elements.namedItem(name) as HTMLInputElement).files?.[0];
    const over = (file?.size ?? 0) > SHEET_MAX_BYTES;
    setTooBig(over);
    if (over) event.preventDefault();
  };
  return { tooBig, checkSize };
}

export function SheetFileField({
  id,
  label,
  name = 'sheet',
}: {
  id: string;
  label: string;
  name?: string;
}) {
  return (
    <Field
      id={id}
      label={label}
      name={name}
      type="file"
      required
      accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    />
  );
}
