'use client';

import { useActionState } from 'react';
import { notificationsCopy } from '@/content/inbox-push';
import { sendTestPush } from '@/lib/server/inbox-entries/push-actions';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';

/** "Send a test notification" to each of the operator's devices; says how many took it. */
export function TestPushForm() {
  const [state, action, pending] = useActionState(sendTestPush, null);
  return (
    <form action={action} className="flex flex-col items-start gap-3">
      <button
        type="submit"
        disabled={pending}
        className={cn(buttonVariants({ variant: 'outline', size: 'md' }))}
      >
        {notificationsCopy.test}
      </button>
      {state && (
        <p
          role={state.ok ? 'status' : 'alert'}
          className={cn('text-sm font-semibold', state.ok ? 'text-green-800' : 'text-red-800')}
        >
          {state.message}
        </p>
      )}
    </form>
  );
}
