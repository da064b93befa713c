'use client';

import { lazy, Suspense, useState } from 'react';
import { useAppState } from './app-state-provider';

const loadModal = () => import('./proposal-modal');

/** Fetches the modal's code ahead of a likely click (hover or focus on an opener). */
export const preloadProposalModal = () => {
  loadModal().catch(() => undefined);
};

// React.lazy rather than next/dynamic: the same on-demand chunk without next/dynamic's own code.
const ProposalModal = lazy(() =>
  loadModal().then(({ ProposalModal }) => ({ default: ProposalModal })),
);

/** Mounts the modal the first time it is wanted, so its code is not part of every page. */
export function ProposalModalLoader() {
  const { state } = useAppState();
  const [wanted, setWanted] = useState(false);
  if (state.isModalOpen && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ProposalModal />
    </Suspense>
  ) : null;
}
