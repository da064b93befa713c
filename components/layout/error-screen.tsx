'use client';

import { useEffect } from 'react';
import { reloadOnceForChunkError } from '@/lib/ui/chunk-reload';
import type { ErrorScreenCopy } from '@/lib/catalogue/content-types';
import { ContactList } from '../content/contact-list';
import { buttonVariants } from '../ui/button-variants';

/** What Next passes to error.tsx and global-error.tsx. */
export type ErrorBoundaryProps = { error: Error & { digest?: string }; reset: () => void };

type Props = ErrorBoundaryProps & { copy: ErrorScreenCopy };

/** The clear message, Try again and contacts of error.tsx and global-error.tsx, in their language. */
export function ErrorScreen({ error, reset, copy }: Props) {
  useEffect(() => {
    if (!reloadOnceForChunkError(error)) console.error(error);
  }, [error]);

  return (
    <div
      role="alert"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold text-ink">{copy.title}</h1>
      <p className="max-w-md text-gray-700">{copy.text}</p>
      <ContactList labels={copy.contactLabels} />
      <div className="flex flex-wrap justify-center gap-4">
        <button type="button" onClick={reset} className={buttonVariants()}>
          {copy.retry}
        </button>
        {/* A full load leaves whatever broke behind, and keeps next/link out of the error
            chunks that every page loads. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={buttonVariants({ variant: 'outline' })}>
          {copy.home}
        </a>
      </div>
    </div>
  );
}
