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
    const family = inter.style.fontFamily.split(',')[0].replace(/['"]/g, '');
    // One face: the page's inline CSS and its whole stylesheet each declare Inter's
    // (runtime/critical-css.mjs), and `document.fonts.load` would fetch the file once for each.
    const fetchFont = () => {
      const face = [...document.fonts].find((candidate) => candidate.family === family);
      face?.load().then(
        (loaded) => {
          if (cancelled || loaded.status !== 'loaded') return;
          try {
            localStorage.setItem(WEB_FONT_KEY, inter.variable);
          } catch {
            // Storage refused: the next page is drawn in the fallback too.
          }
        },
        () => undefined, // not fetched: the next page tries again
      );
    };
    const cancel = whenLoadedAndIdle(fetchFont);
    return () => {
      cancelled = true;
      cancel();
    };
  }, []);
  return null;
}
