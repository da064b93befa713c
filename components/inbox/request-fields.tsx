import type { ReactNode } from 'react';
import type { DueState } from '@/lib/inbox/request-due';
import { indiaReadable } from '@/lib/time/india-time';
import { cn } from '@/lib/ui/cn';

/** One label and value of a rights request's description list. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-gray-700">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** A due date in India's time, and how far off or overdue it is (overdue: in words and red). */
export function DueDate({ iso, state }: { iso: string; state: DueState }) {
  return (
    <>
      <time dateTime={iso}>{indiaReadable(iso)}</time>
      {state.text && (
        <>
          {' '}
          <span className={cn(state.overdue ? 'font-semibold text-red-800' : 'text-gray-700')}>
            ({state.text})
          </span>
        </>
      )}
    </>
  );
}
