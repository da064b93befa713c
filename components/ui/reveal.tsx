'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

// framer-motion's WAAPI `animate` (a few KB) loads with the first reveal, after hydration, so
// the library never weighs on a page's first load.
const loadAnimate = () => import('framer-motion/dom/mini').then((module) => module.animate);

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Fades a below-the-fold block up as it scrolls into view, with framer-motion and the product's
 * defaults (120px offset, 400 ms, `ease`, once). Never use it above the fold: content that starts
 * transparent delays the largest paint. Under reduced motion, without JavaScript, or if the
 * animation code cannot load, the block simply shows.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    // globals.css already shows every block under reduced motion.
    if (prefersReducedMotion()) return;
    const animate = loadAnimate();
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return;
        observer.disconnect();
        animate
          .then((run) => {
            setShown(true);
            run(
              node,
              { opacity: [0, 1], transform: ['translateY(24px)', 'translateY(0)'] },
              { duration: 0.4, ease: [0.25, 0.1, 0.25, 1] },
            );
          })
          .catch(() => setShown(true));
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
