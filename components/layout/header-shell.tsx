'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The header's scroll- and route-aware background (docs/product.md#header). */
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

  // One attribute with exclusive values: no two background utilities ever compete.
  const tone = scrolled ? 'scrolled' : pathname === '/' ? 'home' : 'plain';

  return (
    <header
      data-tone={tone}
      className="sticky top-0 z-40 transition-[background-color,box-shadow] duration-300 data-[tone=home]:bg-brand-50 data-[tone=scrolled]:bg-white data-[tone=scrolled]:shadow-md"
    >
      {children}
    </header>
  );
}
