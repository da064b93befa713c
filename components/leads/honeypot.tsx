import type { Ref } from 'react';
import { HONEYPOT_FIELD } from '@/lib/leads/b2b-contract';

/**
 * A field people never see or reach: off-screen, inert (no keyboard focus, absent from screen
 * readers) and named so autofill leaves it alone. A lead sent with it filled is stored apart as
 * suspected.
 */
export function Honeypot({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div
      aria-hidden="true"
      inert
      className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden"
    >
      <label>
        Leave this field empty
        <input
          ref={ref}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}
