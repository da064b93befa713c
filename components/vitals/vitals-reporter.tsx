'use client';

import { useParams, usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { whenLoadedAndIdle } from '@/lib/ui/when-loaded-and-idle';
import { routePattern } from '@/lib/vitals/route-pattern';

/**
 * Measures this page view's speed in the visitor's browser (docs/performance.md#field-speed):
 * once the page has loaded and the browser is idle, loads web-vitals and the reporter, which
 * sends what they measured as the page is hidden. Nothing of it is in the page's first load.
 * `route` names the page where Next's params cannot (the 404 document).
 */
export function VitalsReporter({ route }: { route?: string }) {
  const pathname = usePathname();
  const params = useParams();
  // The page as loaded: its metrics are its own whatever the visitor opens next, as Chrome's
  // field data (CrUX) counts them.
  const [loaded] = useState(() => route ?? routePattern(pathname, params));
  useEffect(
    () =>
      whenLoadedAndIdle(() => {
        // A reporter that cannot load (the connection dropped) costs the visitor nothing.
        import('@/lib/vitals/vitals-reporter').then(
          ({ reportVitals }) => reportVitals(loaded),
          () => undefined,
        );
      }),
    [loaded],
  );
  return null;
}
