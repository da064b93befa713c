'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { isKeptFor, onSavedChange } from '@/lib/saved-sends/device-store';
import { watchSettled, type Settled } from '@/lib/saved-sends/resender';

/**
 * Whether a send the form `form` made is kept on this device, waiting for the connection (what
 * the form shows, after a reload too); `onSettled` hears the verdict when it is resent.
 */
export function useKeptSend(form: string, onSettled: (settled: Settled) => void) {
  const latest = useRef(onSettled);
  useEffect(() => {
    latest.current = onSettled;
  });
  useEffect(() => watchSettled(form, (settled) => latest.current(settled)), [form]);
  return useSyncExternalStore(
    onSavedChange,
    () => isKeptFor(form),
    () => false,
  );
}
