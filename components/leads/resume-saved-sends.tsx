'use client';

import { useEffect } from 'react';
import { hasSaved, SAVED_PREFIX } from '@/lib/saved-sends/saved-key';

function resume() {
  import('@/lib/saved-sends/resender').then(
    ({ startResending }) => startResending(),
    (error: unknown) => console.error('The resender could not load', error),
  );
}

/**
 * On every page view: when this device keeps a send that did not go through (kept before, or
 * by another tab meanwhile), loads the resender, which sends it. Nothing else loads while
 * nothing is kept.
 */
export function ResumeSavedSends() {
  useEffect(() => {
    if (hasSaved()) return resume();
    const onStorage = (event: StorageEvent) => {
      if (!event.key?.startsWith(SAVED_PREFIX) || !event.newValue) return;
      window.removeEventListener('storage', onStorage);
      resume();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return null;
}
