'use client';

import { useState } from 'react';
import { useAppState } from './app-state-provider';
import { ProposalModal } from './proposal-modal';

/**
 * Mounts the modal the first time it is wanted. Its dialog is part of the page's code, so a tap
 * opens it at once; its form's code is fetched then (proposal-modal.tsx).
 */
export function ProposalModalLoader() {
  const { state } = useAppState();
  const [wanted, setWanted] = useState(false);
  if (state.isModalOpen && !wanted) setWanted(true);
  return wanted ? <ProposalModal /> : null;
}
