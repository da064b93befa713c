'use client';

import type { ProposalRequest } from '@/lib/proposal/proposal-requests';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type ModalHeading = { heading: string; subHeading: string };

/** The shared client state (docs/product.md#shared-client-state), with its initial values. */
export type AppState = {
  isModalOpen: boolean;
  purpose: string | null;
  Heading: ModalHeading;
  // Read by no screen yet: kept for the original's blog, coupon and payment flow, which may return
  // (docs/product.md#shared-client-state); nothing is built on them until it is specified.
  blogs: unknown[];
  blogIndex: number;
  amount: string;
  Applied: boolean;
  CouponCode: string;
  apiEndPoint: string;
  discount: number;
};

export const initialAppState: AppState = {
  isModalOpen: false,
  purpose: null,
  Heading: { heading: '', subHeading: '' },
  blogs: [],
  blogIndex: -1,
  amount: '',
  Applied: false,
  CouponCode: '',
  apiEndPoint: '',
  discount: 0,
};

type AppStateContextValue = {
  state: AppState;
  update: (patch: Partial<AppState>) => void;
  openProposal: (request: ProposalRequest) => void;
  closeProposal: () => void;
};

const AppStateContext = createContext<AppStateContextValue | null>(null);

export function AppStateProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AppState>(initialAppState);

  const update = useCallback(
    (patch: Partial<AppState>) => setState((current) => ({ ...current, ...patch })),
    [],
  );
  const openProposal = useCallback(
    ({ purpose, heading, subHeading }: ProposalRequest) =>
      update({ isModalOpen: true, purpose, Heading: { heading, subHeading } }),
    [update],
  );
  const closeProposal = useCallback(() => update({ isModalOpen: false, purpose: null }), [update]);

  const value = useMemo(
    () => ({ state, update, openProposal, closeProposal }),
    [state, update, openProposal, closeProposal],
  );
  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}

export function useAppState() {
  const context = useContext(AppStateContext);
  if (!context) throw new Error('useAppState must be used inside <AppStateProvider>');
  return context;
}
