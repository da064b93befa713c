'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

type Props = {
  href: string;
  /** A query parameter that makes the page at `href` someone else's (`?operator=`: another
   * operator's hours): with it in the address, this link is not here. */
  notWith?: string;
  children: ReactNode;
};

/** A link of the inbox's navigation that says, to eyes and to screen readers, when it is here. */
export function NavLink({ href, notWith, children }: Props) {
  const search = useSearchParams();
  const here = usePathname() === href && !(notWith && search.has(notWith));
  return (
    <Link
      href={href}
      aria-current={here ? 'page' : undefined}
      className={cn(
        'inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
        here && 'bg-brand-800 text-white hover:bg-brand-800',
      )}
    >
      {children}
    </Link>
  );
}
