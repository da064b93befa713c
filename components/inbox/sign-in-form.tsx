'use client';

import { useActionState } from 'react';
import { signInCopy } from '@/content/inbox';
import { signIn } from '@/lib/server/inbox-entries/sign-in-actions';
import { cn } from '@/lib/ui/cn';
import { TextField } from '../leads/text-field';
import { buttonVariants } from '../ui/button-variants';
import { FormMessage } from './form-message';

/** Email and password, posted natively: it signs in before (or without) its script. */
export function SignInForm({ next }: { next: string }) {
  const [state, action, pending] = useActionState(signIn, null);
  return (
    <form action={action} className="flex flex-col gap-4">
      <FormMessage message={state?.message} />
      <input type="hidden" name="next" value={next} />
      <TextField
        id="sign-in-email"
        name="email"
        type="email"
        autoComplete="username"
        label={signInCopy.email}
        defaultValue={state?.email}
        required
      />
      <TextField
        id="sign-in-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label={signInCopy.password}
        required
      />
      <button type="submit" disabled={pending} className={cn(buttonVariants({ width: 'full' }))}>
        {signInCopy.submit}
      </button>
    </form>
  );
}
