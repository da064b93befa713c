'use client';

import { useState, type FormEvent } from 'react';
import { FIELD } from '@/components/assignment/hinted-input';
import { enrolmentSheetCopy as copy } from '@/content/portal-sheet';
import { SHEET_MAX_BYTES } from '@/lib/channels/sheet-limits';
import { buttonVariants } from '../ui/button-variants';

// A university's enrolment sheet: a plain multipart form posted to its route, which answers with
// this page and the sheet's result. Its script only says, before sending, that a file is over the
// cap, which the server would answer with a bare 413. `action` names the university when an agency
// admin uploads for it.

export function EnrolmentSheetForm({ action }: { action: string }) {
  const [tooBig, setTooBig] = useState(false);
  const checkSize = (event: FormEvent<HTMLFormElement>) => {
    const file = (event.currentTarget.elements.namedItem('sheet') as HTMLInputElement).files?.[0];
    const over = (file?.size ?? 0) > SHEET_MAX_BYTES;
    setTooBig(over);
    if (over) event.preventDefault();
  };
  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={checkSize}
      className="flex max-w-xl flex-col gap-3"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="enrolment-sheet" className="font-semibold">
          {copy.file}
        </label>
        <input
          id="enrolment-sheet"
          name="sheet"
          type="file"
          required
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className={FIELD}
        />
      </div>
      {tooBig && (
        <p role="alert" className="font-semibold text-red-800">
          {copy.problems['too-big']}
        </p>
      )}
      <button type="submit" className={buttonVariants({ size: 'lg' })}>
        {copy.upload}
      </button>
    </form>
  );
}
