'use client';

import { cva } from 'class-variance-authority';
import Link from 'next/link';
import { useRef, useState, type ReactNode } from 'react';
import { keepTabInside } from '@/lib/ui/focus-trap';
import { isNavGroup, type NavItem, type NavLink } from '@/lib/config/nav';
import { ChevronIcon } from '../ui/chevron-icon';
import { CloseIcon } from '../ui/close-icon';
import { DisclosurePanel } from '../ui/disclosure-panel';
import { useHydrated } from '../ui/use-hydrated';

type Props = { items: NavItem[]; footer: ReactNode };

const panelLink = cva('block rounded-lg px-3 hover:bg-brand-50', {
  variants: { level: { top: 'py-3 font-medium', nested: 'py-2.5 text-sm' } },
});

type PanelLinkProps = { link: NavLink; level: 'top' | 'nested'; onClick: () => void };

function PanelLink({ link, level, onClick }: PanelLinkProps) {
  return (
    <Link href={link.href} onClick={onClick} className={panelLink({ level })}>
      {link.label}
    </Link>
  );
}

/**
 * The small-screen menu: a native modal <dialog> gives focus containment, Escape and focus
 * return to the menu button; CSS slides it in from the right and back out. Only a script opens
 * it, so its panel is rendered once this code runs: the served page does not carry a second copy
 * of the header's and footer's links that no one could see (a lighter document to parse).
 */
export function MobileMenu({ items, footer }: Props) {
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);

  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        aria-label="Menu"
        aria-expanded={isOpen}
        aria-controls="mobile-menu"
        onClick={() => {
          dialogRef.current?.showModal();
          setIsOpen(true);
        }}
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-brand-100 lg:hidden"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      <dialog
        ref={dialogRef}
        id="mobile-menu"
        aria-label="Menu"
        className="slide-panel fixed inset-y-0 left-auto right-0 m-0 h-dvh max-h-none w-[70%] max-w-none bg-white p-0 text-ink shadow-2xl lg:hidden"
        onKeyDown={keepTabInside}
        onClose={() => {
          setIsOpen(false);
          setExpanded(null);
        }}
        onClick={(event) => {
          // A click on the dialog element itself is a click on its backdrop: outside the panel.
          if (event.target === event.currentTarget) close();
        }}
      >
        {hydrated && (
          <div className="flex h-full flex-col gap-4 overflow-y-auto p-5">
            <div className="flex justify-end">
              <button
                type="button"
                onClick={close}
                aria-label="Close menu"
                className="inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-brand-100"
              >
                <CloseIcon className="h-6 w-6" />
              </button>
            </div>
            <nav aria-label="Mobile">
              <ul className="flex flex-col gap-1">
                {items.map((item) => {
                  if (!isNavGroup(item)) {
                    return (
                      <li key={item.href}>
                        <PanelLink link={item} level="top" onClick={close} />
                      </li>
                    );
                  }
                  const open = expanded === item.label;
                  const listId = `mobile-${item.label.toLowerCase()}`;
                  return (
                    <li key={item.label}>
                      <button
                        type="button"
                        aria-expanded={open}
                        aria-controls={listId}
                        onClick={() => setExpanded(open ? null : item.label)}
                        className="flex w-full items-center justify-between rounded-lg px-3 py-3 font-medium hover:bg-brand-50"
                      >
                        {item.label}
                        <ChevronIcon open={open} />
                      </button>
                      {/* The rows grow from 0fr to 1fr so the list unfolds; closed, it turns
                        invisible once folded. */}
                      <DisclosurePanel
                        id={listId}
                        open={open}
                        className="grid transition-[grid-template-rows,visibility] duration-250 ease-out data-[state=closed]:invisible data-[state=closed]:grid-rows-[0fr] data-[state=open]:grid-rows-[1fr]"
                      >
                        <ul className="ml-3 min-h-0 overflow-hidden border-l border-brand-100 pl-2">
                          {item.items.map((link) => (
                            <li key={link.href}>
                              <PanelLink link={link} level="nested" onClick={close} />
                            </li>
                          ))}
                        </ul>
                      </DisclosurePanel>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div
              className="mt-auto flex flex-col gap-3"
              onClickCapture={(event) => {
                if ((event.target as HTMLElement).closest('button')) close();
              }}
            >
              {footer}
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
