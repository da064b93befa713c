'use client';

import type { MouseEvent, ReactNode } from 'react';
import { PROPOSAL_FORM_HREF, type ContactRequest } from '@/lib/contact-modal-requests';
import { useAppState } from './app-state-provider';
import { preloadContactModal } from './contact-modal-loader';
import { useHydrated } from './use-hydrated';

type Props = { request: ContactRequest; className?: string; children: ReactNode };

/** A new tab or window, asked for with a modifier key or the middle button: the link's own. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A link to the proposal form on /contact, which the page's code turns into an opener of the
 * contact modal with a purpose and heading; warms the modal's code on intent. Before that code
 * has arrived, or without it, the link leads to the form.
 */
export function ContactButton({ request, className, children }: Props) {
  const { openContact } = useAppState();
  const enhanced = useHydrated();
  return (
    <a
      href={PROPOSAL_FORM_HREF}
      onPointerEnter={preloadContactModal}
      onFocus={preloadContactModal}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        openContact(request);
      }}
      aria-haspopup={enhanced ? 'dialog' : undefined}
      data-enhanced={enhanced || undefined}
      className={className}
    >
      {children}
    </a>
  );
}
