'use client';

import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False in the server's markup and while it hydrates, true once this component's code has taken
 * it over: what a form marks itself with (`data-enhanced`), and what waits for that code.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
