'use client';

import { useEffect, useRef, useState } from 'react';
import { warmKeepingWhenIdle } from '@/lib/saved-sends/lazy-send';
import { hasSaved } from '@/lib/saved-sends/saved-key';
import { watchSettled, type Settled } from '@/lib/saved-sends/watchers';

/**
 * Whether a send the form `form` made is kept on this device, waiting for the connection (what
 * the form shows, after a reload too), and its setter for the form's own sends; `onSettled`
 * hears the verdict when a kept send is resent. The code that keeps sends loads once the page is
 * idle; the code that reads what is kept, only when something is.
 */
export function useKeptSend(form: string, onSettled: (settled: Settled) => void) {
  const [kept, setKept] = useState(false);
  const latest = useRef(onSettled);
  useEffect(() => {
    latest.current = onSettled;
  });
  useEffect(
    () =>
      watchSettled(form, (settled) => {
        setKept(settled.keptLeft);
        latest.current(settled);
      }),
    [form],
  );
  useEffect(warmKeepingWhenIdle, []);
  useEffect(() => {
    if (!hasSaved()) return;
    let mounted = true;
    import('@/lib/saved-sends/device-store').then(
      ({ isKeptFor }) => mounted && setKept(isKeptFor(form)),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [form]);
  return [kept, setKept] as const;
}
