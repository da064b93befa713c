'use client';

import { useActionState } from 'react';
import { outcomeLabels, portalFormCopy as copy } from '@/content/portal';
import { OUTCOMES, type Outcome } from '@/lib/portal/outcomes';
import { setOutcome } from '@/lib/server/inbox-entries/portal-actions';
import { fieldControl } from '../leads/text-field';
import { buttonVariants } from '../ui/button-variants';
import { PortalAnswer } from './portal-answer';

/** The university's outcome of a lead: posts natively without the script, in place with it. */
export function OutcomeForm(props: {
  university: string;
  leadId: number;
  current: Outcome | null;
}) {
  const [state, action, pending] = useActionState(setOutcome, null);
  return (
    <form action={action} className="flex flex-col gap-3">
      {state && <PortalAnswer key={state.stamp} state={state} />}
      <input type="hidden" name="university" value={props.university} />
      <input type="hidden" name="lead" value={props.leadId} />
      <div className="flex flex-col gap-1">
        <label htmlFor="portal-outcome-choice" className="text-sm font-semibold">
          {copy.outcomeLabel}
        </label>
        {/* Keyed by the stored outcome: once saved, the field shows it rather than what it first held. */}
        <select
          key={props.current ?? 'none'}
          id="portal-outcome-choice"
          name="outcome"
          defaultValue={props.current ?? 'contacted'}
          className={fieldControl}
        >
          {OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {outcomeLabels[outcome]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={pending} className={buttonVariants({ variant: 'primary' })}>
        {copy.outcomeSave}
      </button>
    </form>
  );
}
