'use client';

import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { isToasterWanted, subscribeToaster } from '@/lib/toaster-demand';

/** Mounts the toaster when the first toast is asked for, so its code is not in every page. */
export function ToasterLoader() {
  const wanted = useSyncExternalStore(subscribeToaster, isToasterWanted, () => false);
  const [Toaster, setToaster] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!wanted) return;
    // Loaded outside React.lazy: a toaster that cannot load must not take the page down with it.
    import('./app-toaster').then(
      ({ AppToaster }) => setToaster(() => AppToaster),
      (error: unknown) => console.error('The toaster could not load', error),
    );
  }, [wanted]);

  return Toaster ? <Toaster /> : null;
}
