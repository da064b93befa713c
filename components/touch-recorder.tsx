'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { recordPageView } from '@/lib/first-touch';

/** Notes each page view for the visit's first touch (lib/first-touch.ts); renders nothing. */
export function TouchRecorder() {
  const pathname = usePathname();
  useEffect(() => {
    recordPageView(window.location.href, document.referrer);
  }, [pathname]);
  return null;
}
