'use client';

import Link from 'next/link';
import { useId, useRef } from 'react';
import type { NavGroup } from '@/lib/config/nav';
import { ChevronIcon } from '../ui/chevron-icon';
import { DisclosurePanel } from '../ui/disclosure-panel';

type Props = {
  group: NavGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A desktop menu group: opens on hover, and by click or keyboard as a disclosure. */
export function NavDropdown({ group, open, onOpenChange }: Props) {
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A pointer click right after the hover that opened the group keeps it open rather than toggling.
  const openedByHover = useRef(false);

  return (
    <li
      className="relative"
      onMouseEnter={() => {
        openedByHover.current = !open;
        onOpenChange(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        onOpenChange(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          onOpenChange(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          onOpenChange(!open);
        }}
        className="flex items-center gap-1 whitespace-nowrap rounded-md px-3 py-2 font-medium text-ink hover:text-brand-700"
      >
        {group.label}
        <ChevronIcon open={open} />
      </button>
      {/* Closed, the list fades out and then turns invisible (visibility waits for the fade). */}
      <DisclosurePanel
        id={listId}
        open={open}
        className="absolute left-0 top-full z-50 pt-2 transition-[opacity,translate,visibility] duration-200 ease-out data-[state=closed]:invisible data-[state=closed]:-translate-y-1 data-[state=closed]:opacity-0"
      >
        <ul className="min-w-64 rounded-xl bg-white p-2 shadow-xl ring-1 ring-black/5">
          {group.items.map((link) => (
            <li key={link.href}>
              <Link href={link.href} onClick={() => onOpenChange(false)} className="menu-link">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </DisclosurePanel>
    </li>
  );
}
