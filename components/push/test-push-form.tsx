'use client';

import { useActionState } from 'react';
import { notificationsCopy } from '@/content/inbox-push';
import { sendTestPush } from '@/lib/server/inbox-entries/push-actions';
import { ActionAnswer } from '../inbox/action-answer';
import { SubmitButton } from '../inbox/form-fields';

/** "Send a test notification" to each of the operator's devices; says how many took it. */
export function TestPushForm() {
  const [state, action, pending] = useActionState(sendTestPush, null);
  return (
    <form action={action} className="flex flex-col items-start gap-3">
      <SubmitButton pending={pending} variant="outline">
        {notificationsCopy.test}
      </SubmitButton>
      <ActionAnswer state={state} />
    </form>
  );
}
