'use client';

import { useEffect } from 'react';
import { reloadOnceForChunkError } from '@/lib/chunk-reload';

type Props = { error: Error & { digest?: string }; reset: () => void };

/** The clear message and Try again of error.tsx and global-error.tsx. */
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
      <button
        type="button"
        onClick={reset}
        className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Try again
      </button>
    </div>
  );
}
