'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { isNavGroup, type NavItem } from '@/lib/config/nav';
import { NavDropdown } from './nav-dropdown';

/** The large-screen menu; at most one group is open at a time. */
export function DesktopNav({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  const [openGroup, setOpenGroup] = useState<string | null>(null);

  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          isNavGroup(item) ? (
            <NavDropdown
              key={item.label}
              group={item}
              open={openGroup === item.label}
              onOpenChange={(open) =>
                setOpenGroup((current) =>
                  open ? item.label : current === item.label ? null : current,
                )
              }
            />
          ) : (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={pathname === item.href ? 'page' : undefined}
                className="whitespace-nowrap rounded-md px-3 py-2 font-medium text-ink hover:text-brand-700 aria-[current=page]:text-brand-800"
              >
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
