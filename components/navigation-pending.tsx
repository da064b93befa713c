'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { PageLoading } from './page-loading';

/** The same-site page a click on a link leads to, or null when the browser handles it alone. */
function pageLinkTarget(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname)
    return null;
  return url.pathname;
}

/**
 * SPEC "Global behaviour": while the next page loads, a spinner fills the viewport. It replaces
 * route-level loading.tsx, whose Suspense boundary made React stream every prerendered page's
 * content behind the fallback (size-based outlining), delaying its largest paint.
 */
export function NavigationPending() {
  const pathname = usePathname();
  // The path a link was clicked on: the wait lasts while we are still there.
  const [leaving, setLeaving] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (pageLinkTarget(event)) setLeaving(window.location.pathname);
    };
    // Back, forward, or a page restored from the back-forward cache: nothing is loading.
    const onReturn = () => setLeaving(null);
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onReturn);
    window.addEventListener('pageshow', onReturn);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onReturn);
      window.removeEventListener('pageshow', onReturn);
    };
  }, []);

  if (leaving === null || leaving !== pathname) return null;
  return (
    <div className="fixed inset-0 z-[70] bg-white">
      <PageLoading />
    </div>
  );
}
