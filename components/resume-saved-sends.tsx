'use client';

import { useEffect } from 'react';
import { hasSaved } from '@/lib/saved-sends/saved-key';

/**
 * On every page view: when this device kept a send that did not go through, loads the resender,
 * which sends it now. Nothing else loads on a page with nothing kept.
 */
export function ResumeSavedSends() {
  useEffect(() => {
    if (!hasSaved()) return;
    import('@/lib/saved-sends/resender').then(
      ({ startResending }) => startResending(),
      (error: unknown) => console.error('The resender could not load', error),
    );
  }, []);
  return null;
}
