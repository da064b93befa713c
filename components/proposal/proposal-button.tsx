'use client';

import type { MouseEvent, ReactNode } from 'react';
import { PROPOSAL_FORM_HREF, type ProposalRequest } from '@/lib/proposal/proposal-requests';
import { useAppState } from './app-state-provider';
import { preloadProposalModal } from './proposal-modal';
import { useHydrated } from '../ui/use-hydrated';

type Props = { request: ProposalRequest; className?: string; children: ReactNode };

/** A new tab or window, asked for with a modifier key or the middle button: the link's own. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A link to the proposal form on /contact, which the page's code turns into an opener of the
 * proposal modal with a purpose and heading; warms the modal's code on intent. Before that code
 * has arrived, or without it, the link leads to the form.
 */
export function ProposalButton({ request, className, children }: Props) {
  const { openProposal } = useAppState();
  const enhanced = useHydrated();
  return (
    <a
      href={PROPOSAL_FORM_HREF}
      onPointerEnter={preloadProposalModal}
      onFocus={preloadProposalModal}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        openProposal(request);
      }}
      aria-haspopup={enhanced ? 'dialog' : undefined}
      data-enhanced={enhanced || undefined}
      className={className}
    >
      {children}
    </a>
  );
}
