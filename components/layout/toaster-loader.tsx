'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { isToasterWanted, subscribeToaster } from '@/lib/ui/toaster-demand';

/**
 * The toast area (docs/product.md#toasts) (top-center, at most 20 at once), mounted when the first toast
 * is asked for so that sonner is not in every page's first load.
 */
export function ToasterLoader() {
  const wanted = useSyncExternalStore(subscribeToaster, isToasterWanted, () => false);
  const [Toaster, setToaster] = useState<typeof SonnerToaster | null>(null);

  useEffect(() => {
    if (!wanted) return;
    // The same import as lib/ui/notify's, so one chunk; not React.lazy, because a toaster that
    // cannot load must not take the page down with it.
    import('sonner').then(
      (sonner) => setToaster(() => sonner.Toaster),
      (error: unknown) => console.error('The toaster could not load', error),
    );
  }, [wanted]);

  return Toaster ? (
    <Toaster position="top-center" visibleToasts={20} richColors closeButton />
  ) : null;
}
