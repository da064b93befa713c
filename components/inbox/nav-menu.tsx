'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';
import { navItem, useHere } from './nav-link';

type Props = {
  label: string;
  /** The pages it holds: when one of them is here, its button is marked too. */
  places: { href: string; notWith?: string }[];
  className?: string;
  /** Where its panel opens, below the bar. */
  panelClassName: string;
  children: ReactNode;
};

/**
 * A menu of the inbox's bar: a native <details>, so it opens and closes before any script and
 * without one, and one open menu closes the others (`name`). Once this script runs it also closes
 * on a page change, on Escape (focus back on its button) and on a click or focus outside it.
 */
export function NavMenu({ label, places, className, panelClassName, children }: Props) {
  const ref = useRef<HTMLDetailsElement>(null);
  const here = useHere(places);
  const pathname = usePathname();
  const search = useSearchParams();

  useEffect(() => {
    ref.current?.removeAttribute('open');
  }, [pathname, search]);

  useEffect(() => {
    const menu = ref.current;
    if (!menu) return;
    const outside = (event: Event) => {
      if (menu.open && !menu.contains(event.target as Node)) menu.removeAttribute('open');
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.open) return;
      menu.removeAttribute('open');
      menu.querySelector('summary')?.focus();
    };
    document.addEventListener('click', outside);
    document.addEventListener('focusin', outside);
    menu.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('click', outside);
      document.removeEventListener('focusin', outside);
      menu.removeEventListener('keydown', escape);
    };
  }, []);

  return (
    <details ref={ref} name="inbox-menu" className={cn('relative', className)}>
      <summary
        className={cn(
          navItem({ here }),
          'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
        )}
      >
        {label}
        <span aria-hidden="true" className="chevron" />
      </summary>
      <div
        className={cn(
          'absolute z-40 mt-1 rounded-xl border border-gray-200 bg-white p-2 shadow-xl',
          panelClassName,
        )}
      >
        {children}
      </div>
    </details>
  );
}
