'use client';

import { Field } from '@/components/inbox/form-fields';
import { sheetsCopy as copy } from '@/content/inbox-sheets';
import { MAX_SOURCE_NAME } from '@/lib/channels/sheet-fields';
import { sheetUploadPath } from '@/lib/channels/sheet-limits';
import { buttonVariants } from '../ui/button-variants';
import { SheetFileField, useSheetSizeCheck } from './sheet-file-field';

// The upload of a portal's sheet: a plain multipart form posted to its route, which answers with
// the sheet's mapping page (or this page again, saying why not). Its script only says, before
// sending, that a file is over the cap, which the server would answer with a bare 413.

export function SheetUploadForm({ sources, source }: { sources: string[]; source: string }) {
  const { tooBig, checkSize } = useSheetSizeCheck();
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
      <SheetFileField id="sheet-file" label={copy.file} />
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
