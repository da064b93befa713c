'use client';

import { useEffect } from 'react';
import { inter } from '@/app/fonts';
import { WEB_FONT_KEY } from '@/lib/ui/web-font';
import { whenLoadedAndIdle } from '@/lib/ui/when-loaded-and-idle';

/**
 * On a page drawn without Inter (the browser did not have it yet), fetches Inter once the page has
 * loaded and is idle, and notes that the browser holds it: the pages that follow use it from their
 * first paint (lib/ui/web-font.ts). This page keeps its fallback, so nothing on screen moves.
 */
export function WebFontLater() {
  useEffect(() => {
    if (document.documentElement.classList.contains(inter.variable)) return;
    let cancelled = false;
    const family = inter.style.fontFamily.split(',')[0];
    const fetchFont = () =>
      document.fonts.load(`1em ${family}`).then(
        (faces) => {
          if (cancelled || !faces.some((face) => face.status === 'loaded')) return;
          try {
            localStorage.setItem(WEB_FONT_KEY, inter.variable);
          } catch {
            // Storage refused: the next page is drawn in the fallback too.
          }
        },
        () => undefined, // not fetched: the next page tries again
      );
    const cancel = whenLoadedAndIdle(fetchFont);
    return () => {
      cancelled = true;
      cancel();
    };
  }, []);
  return null;
}
