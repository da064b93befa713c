import localFont from 'next/font/local';

// Self-hosted (next/font/google would download at build time): Inter's Latin variable font cut to
// the weights and OpenType features the site uses by scripts/subset-fonts.mjs (28 KB instead of
// the package's 48 KB; same glyphs and shapes, so text renders as before).
export const inter = localFont({
  src: '../assets/fonts/inter-latin-400-900.woff2',
  variable: '--font-inter',
  weight: '400 900',
  // Its class (`variable`) is on <html> only once the browser has fetched the file on an earlier
  // page (lib/ui/web-font.ts): a first visit paints in the fallback at once. `optional`: should the
  // file have left the cache, it is used when it is there for the first render, else the fallback
  // stays for that page rather than swapping: with `swap` the late font rewrapped headings and
  // moved what was under them (CLS up to 0.23 on /blogs, e2e/every-page.spec.ts holds the font
  // back). Not preloaded: Chrome holds the first paint up to 100 ms for a preloaded `optional`
  // font, which on a slow network arrives after that paint anyway.
  display: 'optional',
  preload: false,
  // Next's own fallback face names Arial alone, which Android, Chrome OS and Linux lack: they
  // drew the fallback at its natural size and the header moved when Inter arrived within the
  // block period (desktop CLS up to 0.041). app/inter-fallback.css names Arial's metric twins too.
  adjustFontFallback: false,
  fallback: ['Inter Fallback'],
  // The subset's code points (the package's Latin unicode-range): without it the browser must
  // fetch Inter before it knows that Devanagari letters are not in it.
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});
