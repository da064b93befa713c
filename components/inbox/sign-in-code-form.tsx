'use client';

import { useActionState } from 'react';
import { twoFactorCopy } from '@/content/inbox';
import { verifySessionCode, verifySignInCode } from '@/lib/server/inbox-entries/sign-in-actions';
import { cn } from '@/lib/ui/cn';
import { TextField } from '../leads/text-field';
import { buttonVariants } from '../ui/button-variants';
import { FormMessage } from './form-message';

/**
 * The second step of signing in: the authenticator app's code; or, for a session opened with a
 * password alone (`session`), the code that lets it go on.
 */
export function SignInCodeForm({ next, session = false }: { next: string; session?: boolean }) {
  const [state, action, pending] = useActionState(
    session ? verifySessionCode : verifySignInCode,
    null,
  );
  return (
    <form action={action} className="flex flex-col gap-4">
      <FormMessage message={state?.message} />
      <input type="hidden" name="next" value={next} />
      <TextField
        id="sign-in-code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        label={twoFactorCopy.code}
        required
      />
      <button type="submit" disabled={pending} className={cn(buttonVariants({ width: 'full' }))}>
        {twoFactorCopy.verify}
      </button>
    </form>
  );
}
