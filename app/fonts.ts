import localFont from 'next/font/local';

// Self-hosted (next/font/google would download at build time): Inter's Latin variable font cut to
// the weights and OpenType features the site uses by scripts/subset-fonts.mjs (28 KB instead of
// the package's 48 KB; same glyphs and shapes, so text renders as before).
export const inter = localFont({
  src: '../assets/fonts/inter-latin-400-900.woff2',
  variable: '--font-inter',
  weight: '400 900',
  // `optional`: used when it is there for the first render (once cached, always), else the
  // fallback stays for that page rather than swapping: with `swap` the late font rewrapped
  // headings and moved what was under them (CLS up to 0.23 on /blogs, e2e/layout-shift.spec.ts
  // holds the font back). Not preloaded: Chrome holds the first paint up to 100 ms for a
  // preloaded `optional` font, which on a slow network arrives after that paint anyway.
  display: 'optional',
  preload: false,
});
