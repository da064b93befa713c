'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The header's scroll- and route-aware background (SPEC "Header"). */
export function HeaderShell({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const previousPath = useRef(pathname);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY !== 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A page change lands at the top of the new page, whatever Next's own scroll restoration did.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  const tone = scrolled
    ? 'bg-white shadow-md'
    : pathname === '/'
      ? 'bg-brand-50'
      : 'bg-transparent';

  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 transition-[background-color,box-shadow] duration-300 ${tone}`}
    >
      {children}
    </header>
  );
}
