'use client';

import { useState, type FormEvent } from 'react';
import { FIELD, Field } from '@/components/inbox/form-fields';
import { sheetsCopy as copy } from '@/content/inbox-sheets';
import { MAX_SOURCE_NAME } from '@/lib/channels/sheet-fields';
import { SHEET_MAX_BYTES, sheetUploadPath } from '@/lib/channels/sheet-limits';
import { buttonVariants } from '../ui/button-variants';

// The upload of a portal's sheet: a plain multipart form posted to its route, which answers with
// the sheet's mapping page (or this page again, saying why not). Its script only says, before
// sending, that a file is over the cap, which the server would answer with a bare 413.

export function SheetUploadForm({ sources, source }: { sources: string[]; source: string }) {
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
      action={sheetUploadPath}
      encType="multipart/form-data"
      onSubmit={checkSize}
      aria-labelledby="upload-heading"
      className="flex max-w-xl flex-col gap-3"
    >
      <h2 id="upload-heading" className="text-xl font-bold">
        {copy.uploadHeading}
      </h2>
      <Field
        id="sheet-source"
        label={copy.source}
        hint={copy.sourceHint}
        name="source"
        required
        maxLength={MAX_SOURCE_NAME}
        defaultValue={source}
        list="sheet-sources"
        autoComplete="off"
      />
      <datalist id="sheet-sources">
        {sources.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <div className="flex flex-col gap-1">
        <label htmlFor="sheet-file" className="font-semibold">
          {copy.file}
        </label>
        <input
          id="sheet-file"
          name="sheet"
          type="file"
          required
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className={FIELD}
        />
      </div>
      {tooBig && (
        <p role="alert" className="font-semibold text-red-800">
          {copy.tooBig}
        </p>
      )}
      <button type="submit" className={buttonVariants({ size: 'lg' })}>
        {copy.upload}
      </button>
    </form>
  );
}
