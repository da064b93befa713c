'use client';

import { useEffect } from 'react';
import { reloadOnceForChunkError } from '@/lib/chunk-reload';
import { ContactList } from './contact-list';
import { buttonVariants } from './ui/button-variants';

type Props = { error: Error & { digest?: string }; reset: () => void };

/** The clear message, Try again and contacts of error.tsx and global-error.tsx. */
export function ErrorScreen({ error, reset }: Props) {
  useEffect(() => {
    if (!reloadOnceForChunkError(error)) console.error(error);
  }, [error]);

  return (
    <div
      role="alert"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold text-ink">Something went wrong</h1>
      <p className="max-w-md text-gray-700">
        This page could not be shown. Please try again; if it keeps happening, call or write to us.
      </p>
      <ContactList />
      <div className="flex flex-wrap justify-center gap-4">
        <button type="button" onClick={reset} className={buttonVariants()}>
          Try again
        </button>
        {/* A full load leaves whatever broke behind, and keeps next/link out of the error
            chunks that every page loads. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={buttonVariants({ variant: 'outline' })}>
          Go to the home page
        </a>
      </div>
    </div>
  );
}
