'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { cva } from 'class-variance-authority';

type Place = {
  href: string;
  /** A query parameter that makes the page at `href` someone else's (`?operator=`: another
   * operator's hours): with it in the address, this link is not here. */
  notWith?: string;
};

/** Whether the page in the address is one of `places`. */
export function useHere(places: Place[]) {
  const search = useSearchParams();
  const pathname = usePathname();
  return places.some(({ href, notWith }) => pathname === href && !(notWith && search.has(notWith)));
}

/** The bar's items (its links and its menus' buttons) and, when it is here, their mark. */
export const navItem = cva(
  'inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
  {
    variants: {
      shape: { bar: 'rounded-full px-3', menu: 'w-full rounded-lg px-3' },
      here: {
        true: 'bg-brand-800 text-white hover:bg-brand-800 forced-colors:underline',
        false: '',
      },
    },
    defaultVariants: { shape: 'bar', here: false },
  },
);

type Props = Place & { shape?: 'bar' | 'menu'; children: ReactNode };

/** A link of the inbox's navigation that says, to eyes and to screen readers, when it is here. */
export function NavLink({ href, notWith, shape, children }: Props) {
  const here = useHere([{ href, notWith }]);
  return (
    <Link href={href} aria-current={here ? 'page' : undefined} className={navItem({ shape, here })}>
      {children}
    </Link>
  );
}
