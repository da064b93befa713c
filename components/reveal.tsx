'use client';

import { LazyMotion, m } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

// The spec's scroll-animation defaults: 120px offset, 400 ms, CSS `ease`, once.
const EASE = [0.25, 0.1, 0.25, 1] as const;

/**
 * Fades a below-the-fold block in as it scrolls into view. Never use it above the fold: content
 * that starts transparent delays the largest paint. Under reduced motion (or without JavaScript)
 * globals.css shows it at once.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <m.div
        data-reveal=""
        className={className}
        initial={{ opacity: 0, y: 24 }}
        whileInView={{ opacity: 1, y: 0 }}
        viewport={{ once: true, margin: '0px 0px -120px 0px' }}
        transition={{ duration: 0.4, ease: EASE }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
