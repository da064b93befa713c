'use client';

import type { ReactNode } from 'react';
import type { ContactRequest } from '@/lib/contact-requests';
import { useAppState } from './app-state-provider';
import { preloadContactModal } from './contact-modal-loader';

type Props = { request: ContactRequest; className?: string; children: ReactNode };

/** Opens the contact modal with a purpose and heading; warms the modal's code on intent. */
export function ContactButton({ request, className, children }: Props) {
  const { openContact } = useAppState();
  return (
    <button
      type="button"
      onPointerEnter={preloadContactModal}
      onFocus={preloadContactModal}
      onClick={() => openContact(request)}
      className={className}
    >
      {children}
    </button>
  );
}
