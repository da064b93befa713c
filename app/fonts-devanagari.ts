import localFont from 'next/font/local';

// Noto Sans Devanagari, self-hosted from the npm package like Inter (app/fonts.ts), imported by
// the Hindi root layout only. Only the weights the Hindi pages set (regular text, font-semibold,
// font-bold), cut by scripts/subset-fonts.mjs to the Devanagari block and the few signs Hindi
// text uses with it (124 KB for the three instead of 154); the unicode-range, the same as the
// script's, leaves Latin letters to Inter.
//
// Not preloaded: Turbopack preloads a next/font font on every page of the build, whichever layout
// imports it (and puts its @font-face in the stylesheet all pages share), so preloading put
// 156 KB of Devanagari ahead of every English page's scripts (the simulated phone paid about a
// second of LCP for it). Unpreloaded, the unicode-range keeps English pages from ever fetching
// it.
//
// Only for a system without a Devanagari font of its own: the Hindi pages name the system's font
// first (app/system-devanagari.css), so phones, Apple systems and Windows never fetch these
// files. Whoever fetches them has nothing else to draw Hindi with: no fallback but boxes. So
// `block`: Hindi text (and Latin words in its style) stays invisible until the files arrive (at
// most 3 s, then boxes until they do) and is drawn in them as soon as they have, even after the
// first paint. `optional` (Inter's,
// whose fallback is a readable face) drew boxes for as long as a first visit lasted: unpreloaded,
// the files never arrive within its block period. `swap` would show the boxes meanwhile. The
// price, on these systems only: the text around Hindi moves once when the files arrive.
export const devanagari = localFont({
  src: [
    {
      path: '../assets/fonts/noto-sans-devanagari-400.woff2',
      weight: '400',
    },
    {
      path: '../assets/fonts/noto-sans-devanagari-600.woff2',
      weight: '600',
    },
    {
      path: '../assets/fonts/noto-sans-devanagari-700.woff2',
      weight: '700',
    },
  ],
  variable: '--font-devanagari',
  display: 'block',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0900-097F, U+200C-200D, U+20A8, U+20B9, U+25CC',
    },
  ],
});
