'use client';

import { useActionState, useState, type FormEvent } from 'react';
import { funnelCopy } from '@/content/inbox-funnel';
import { MAX_REPORT_BYTES } from '@/lib/funnel/spend-report-limit';
import type { SpendState } from '@/lib/funnel/spend-states';
import { importSpend, saveSpend } from '@/lib/server/inbox-entries/spend-actions';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';

// The admins' two ways to say what a campaign cost: a figure for a month, or a platform's
// campaign report. Both post natively (Server Actions); the answer is read out where it appears,
// and a refused form shows what was typed (React resets a form after its action).

const FIELD = 'rounded-lg border border-gray-400 bg-white px-3 py-2 text-base';

function Answer({ state, id }: { state: SpendState; id: string }) {
  if (!state) return null;
  return (
    <div
      id={id}
      role={state.ok ? 'status' : 'alert'}
      className={cn(
        'rounded-lg border-2 p-3 text-sm font-semibold',
        state.ok
          ? 'border-green-700 bg-green-50 text-green-900'
          : 'border-red-700 bg-red-50 text-red-900',
      )}
    >
      <p>{state.message}</p>
      {state.problems?.length ? (
        <ul className="mt-1 list-disc pl-5 font-normal">
          {state.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

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
        <label htmlFor="spend-campaign" className="font-semibold">
          {funnelCopy.campaign}
        </label>
        <input
          id="spend-campaign"
          name="campaign"
          required
          maxLength={500}
          defaultValue={saved?.typed?.campaign}
          className={FIELD}
        />
        <label htmlFor="spend-month" className="font-semibold">
          {funnelCopy.month}
        </label>
        <input
          id="spend-month"
          name="month"
          type="month"
          required
          defaultValue={saved?.typed?.month ?? month}
          className={FIELD}
        />
        <label htmlFor="spend-amount" className="font-semibold">
          {funnelCopy.amount}
        </label>
        <input
          id="spend-amount"
          name="amount"
          required
          inputMode="decimal"
          pattern="[0-9,]+(\.[0-9]{1,2})?"
          defaultValue={saved?.typed?.amount}
          className={FIELD}
        />
        <button
          type="submit"
          disabled={saving}
          className={cn(buttonVariants({ variant: 'primary', size: 'md' }), 'self-start')}
        >
          {funnelCopy.save}
        </button>
        <Answer state={saved} id="spend-saved" />
      </form>
      <form action={upload} onSubmit={checkSize} className="flex flex-col gap-2">
        <label htmlFor="spend-report" className="font-semibold">
          {funnelCopy.reportFile}
        </label>
        <input
          id="spend-report"
          name="report"
          type="file"
          required
          accept=".csv,text/csv"
          className={FIELD}
        />
        <label htmlFor="spend-report-month" className="font-semibold">
          {funnelCopy.reportMonth}
        </label>
        <input
          id="spend-report-month"
          name="month"
          type="month"
          required
          defaultValue={imported?.typed?.month ?? month}
          className={FIELD}
        />
        <button
          type="submit"
          disabled={importing}
          className={cn(buttonVariants({ variant: 'outline', size: 'md' }), 'self-start')}
        >
          {funnelCopy.importReport}
        </button>
        <Answer
          state={tooBig ? { ok: false, message: funnelCopy.tooBig } : imported}
          id="spend-imported"
        />
      </form>
    </div>
  );
}
