'use client';

import { SheetFileField, useSheetSizeCheck } from '@/components/channels/sheet-file-field';
import { enrolmentSheetCopy as copy } from '@/content/portal-sheet';
import { buttonVariants } from '../ui/button-variants';

// A university's enrolment sheet: a plain multipart form posted to its route (`action`, under its
// university's portal), which answers with this page and the sheet's result.

export function EnrolmentSheetForm({ action }: { action: string }) {
  const { tooBig, checkSize } = useSheetSizeCheck();
  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={checkSize}
      className="flex max-w-xl flex-col gap-3"
    >
      <SheetFileField id="enrolment-sheet" label={copy.file} />
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
