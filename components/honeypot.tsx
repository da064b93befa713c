import type { Ref } from 'react';

/** A field people never see or reach; a bot that fills it is answered as usual and not stored. */
export function Honeypot({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <label>
        Company
        <input
          ref={ref}
          type="text"
          name="company"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}
