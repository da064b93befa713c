'use client';

import { inboxErrorCopy } from '@/content/inbox';
import { buttonVariants } from '@/components/ui/button-variants';

/** An inbox page that failed on our side (the store down): said plainly, with a retry. */
export default function InboxError({ reset }: { reset: () => void }) {
  return (
    <main role="alert" className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{inboxErrorCopy.title}</h1>
      <p>{inboxErrorCopy.text}</p>
      <button type="button" onClick={reset} className={buttonVariants()}>
        {inboxErrorCopy.retry}
      </button>
    </main>
  );
}
