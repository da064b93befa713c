'use client';

import { useEffect, useRef } from 'react';
import type { PortalFormState } from '@/lib/portal/portal-forms';

/** A portal form's answer: saved (a status) or why not (an alert), focused when it arrives. */
export function PortalAnswer({ state }: { state: NonNullable<PortalFormState> }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // autoFocus covers an answer the page loads with (no script); this one the script brings in.
  useEffect(() => ref.current?.focus(), [state.stamp]);
  return (
    <p
      ref={ref}
      role={state.ok ? 'status' : 'alert'}
      tabIndex={-1}
      autoFocus
      className={
        state.ok
          ? 'rounded-lg border-2 border-green-700 bg-green-50 p-3 text-sm font-semibold text-green-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600'
          : 'rounded-lg border-2 border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600'
      }
    >
      {state.message}
    </p>
  );
}
