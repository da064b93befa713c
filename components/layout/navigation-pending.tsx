'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { PageLoading } from './page-loading';

/** The same-site page a click on a link leads to, or null when the browser handles it alone. */
function pageLinkTarget(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  // A link its code turned into a dialog's opener (the proposal modal's) leads nowhere.
  if (anchor.getAttribute('aria-haspopup') === 'dialog') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname)
    return null;
  return url.pathname;
}

/** How long a page change may take before the overlay covers the page: most never need it. */
export const OVERLAY_DELAY_MS = 400;

/** A wait for the next page: where the link was clicked, and which click it was. */
type Wait = { from: string; id: number };

/**
 * docs/product.md#global-behaviour: while the next page loads, a spinner fills the viewport. It replaces
 * route-level loading.tsx, whose Suspense boundary made React stream every prerendered page's
 * content behind the fallback (size-based outlining), delaying its largest paint. The overlay
 * (white backdrop included) shows only once a page change outlasts OVERLAY_DELAY_MS, so a quick
 * change never flashes white.
 */
export function NavigationPending() {
  const pathname = usePathname();
  const clicks = useRef(0);
  const [wait, setWait] = useState<Wait | null>(null);
  // The click whose wait has outlasted the delay.
  const [overdue, setOverdue] = useState<number | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!pageLinkTarget(event)) return;
      clicks.current += 1;
      setWait({ from: window.location.pathname, id: clicks.current });
    };
    // Back, forward, or a page restored from the back-forward cache: nothing is loading.
    const onReturn = () => setWait(null);
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onReturn);
    window.addEventListener('pageshow', onReturn);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onReturn);
      window.removeEventListener('pageshow', onReturn);
    };
  }, []);

  // The wait lasts while we are still on the page the link was clicked on.
  const waiting = wait !== null && wait.from === pathname ? wait : null;

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setOverdue(waiting.id), OVERLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  if (!waiting || overdue !== waiting.id) return null;
  return (
    <div className="fixed inset-0 z-[70] animate-[fade-in_0.2s_ease-out_forwards] bg-white opacity-0">
      <PageLoading />
    </div>
  );
}
