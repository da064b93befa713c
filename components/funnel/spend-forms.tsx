'use client';

import { useActionState, useState, type FormEvent } from 'react';
import { funnelCopy } from '@/content/inbox-funnel';
import { MAX_REPORT_BYTES } from '@/lib/funnel/spend-report-limit';
import { importSpend, saveSpend } from '@/lib/server/inbox-entries/spend-actions';
import { ActionAnswer } from '../inbox/action-answer';
import { Field, SubmitButton } from '../inbox/form-fields';

// The admins' two ways to say what a campaign cost: a figure for a month, or a platform's
// campaign report. Both post natively (Server Actions); the answer is read out where it appears,
// and a refused form shows what was typed (React resets a form after its action).

export function SpendForms({ month }: { month: string }) {
  const [saved, save, saving] = useActionState(saveSpend, null);
  const [imported, upload, importing] = useActionState(importSpend, null);
  // A report over the server's body cap never reaches the action (a bare 413): said here first.
  const [tooBig, setTooBig] = useState(false);
  const checkSize = (event: FormEvent<HTMLFormElement>) => {
    const file = (event.currentTarget.elements.namedItem('report') as HTMLInputElement).files?.[0];
    const over = (file?.size ?? 0) > MAX_REPORT_BYTES;
    setTooBig(over);
    if (over) event.preventDefault();
  };
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <form action={save} className="flex flex-col gap-2">
        <Field
          id="spend-campaign"
          label={funnelCopy.campaign}
          name="campaign"
          required
          maxLength={500}
          defaultValue={saved?.typed?.campaign}
        />
        <Field
          id="spend-month"
          label={funnelCopy.month}
          name="month"
          type="month"
          required
          defaultValue={saved?.typed?.month ?? month}
        />
        <Field
          id="spend-amount"
          label={funnelCopy.amount}
          name="amount"
          required
          inputMode="decimal"
          pattern="[0-9,]+(\.[0-9]{1,2})?"
          defaultValue={saved?.typed?.amount}
        />
        <SubmitButton pending={saving}>{funnelCopy.save}</SubmitButton>
        <ActionAnswer state={saved} id="spend-saved" />
      </form>
      <form action={upload} onSubmit={checkSize} className="flex flex-col gap-2">
        <Field
          id="spend-report"
          label={funnelCopy.reportFile}
          name="report"
          type="file"
          required
          accept=".csv,text/csv"
        />
        <Field
          id="spend-report-month"
          label={funnelCopy.reportMonth}
          name="month"
          type="month"
          required
          defaultValue={imported?.typed?.month ?? month}
        />
        <SubmitButton pending={importing} variant="outline">
          {funnelCopy.importReport}
        </SubmitButton>
        <ActionAnswer
          state={tooBig ? { ok: false, message: funnelCopy.tooBig } : imported}
          id="spend-imported"
        />
      </form>
    </div>
  );
}
