'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';

/** A link that also scrolls smoothly to the top (docs/product.md#footer), instantly under reduced motion. */
export function ScrollTopLink(props: ComponentProps<typeof Link>) {
  return (
    <Link
      {...props}
      onClick={(event) => {
        props.onClick?.(event);
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    />
  );
}
