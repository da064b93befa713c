'use client';

import { useActionState } from 'react';
import { portalFormCopy as copy, returnReasonLabels } from '@/content/portal';
import { RETURN_REASONS } from '@/lib/portal/outcomes';
import { returnLead } from '@/lib/server/inbox-entries/portal-actions';
import { fieldControl } from '../leads/text-field';
import { buttonVariants } from '../ui/button-variants';
import { PortalAnswer } from './portal-answer';

/** Sends a lead back within the window, with a reason and a note; posts without the script too. */
export function ReturnForm(props: { university: string; leadId: number; until: string }) {
  const [state, action, pending] = useActionState(returnLead, null);
  return (
    <form action={action} className="flex flex-col gap-3">
      {state && <PortalAnswer key={state.stamp} state={state} />}
      <p className="text-sm">{copy.returnIntro(props.until)}</p>
      <input type="hidden" name="university" value={props.university} />
      <input type="hidden" name="lead" value={props.leadId} />
      <div className="flex flex-col gap-1">
        <label htmlFor="portal-return-reason" className="text-sm font-semibold">
          {copy.returnReason}
        </label>
        <select
          id="portal-return-reason"
          name="reason"
          className={fieldControl}
          defaultValue={RETURN_REASONS[0]}
        >
          {RETURN_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {returnReasonLabels[reason]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="portal-return-note" className="text-sm font-semibold">
          {copy.returnNote}
        </label>
        <textarea
          id="portal-return-note"
          name="note"
          rows={3}
          maxLength={1000}
          className={fieldControl}
        />
      </div>
      <button
        type="submit"
        disabled={pending}
        className={buttonVariants({ variant: 'dangerOutline' })}
      >
        {copy.returnSubmit}
      </button>
    </form>
  );
}
