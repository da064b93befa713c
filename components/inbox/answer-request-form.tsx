'use client';

import { useActionState } from 'react';
import { requestPageCopy } from '@/content/inbox-requests';
import { MAX_DETAILS_LENGTH } from '@/lib/privacy/rights-request-values';
import { answerRightsRequest } from '@/lib/server/inbox-entries/rights-request-admin-actions';
import { cn } from '@/lib/ui/cn';
import { TextField } from '../leads/text-field';
import { buttonVariants } from '../ui/button-variants';
import { FormMessage } from './form-message';

/** The note of what the person was told, posted natively: it works before or without its script. */
export function AnswerRequestForm({ reference }: { reference: string }) {
  const [state, action, pending] = useActionState(answerRightsRequest, null);
  return (
    <form action={action} className="flex flex-col gap-3">
      <FormMessage message={state?.message} />
      <input type="hidden" name="reference" value={reference} />
      <TextField
        id="answer-note"
        name="note"
        label={requestPageCopy.note}
        multiline
        required
        maxLength={MAX_DETAILS_LENGTH}
        defaultValue={state?.note}
      />
      <button
        type="submit"
        disabled={pending}
        className={cn(buttonVariants({ variant: 'primary' }), 'self-start')}
      >
        {requestPageCopy.answerButton}
      </button>
    </form>
  );
}
