'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Fades a below-the-fold block in as it scrolls into view (the spec's defaults: 120px offset,
 * 400 ms, `ease`, once; the transition lives in globals.css). Never use it above the fold:
 * content that starts transparent delays the largest paint. Under reduced motion (or without
 * JavaScript) it shows at once.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return;
        setShown(true);
        observer.disconnect();
      },
      { rootMargin: '0px 0px -120px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} data-reveal={shown ? 'shown' : 'hidden'} className={className}>
      {children}
    </div>
  );
}
