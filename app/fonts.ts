import localFont from 'next/font/local';

// Self-hosted (next/font/google would download at build time): Inter's Latin variable font cut to
// the weights and OpenType features the site uses by scripts/subset-fonts.mjs (28 KB instead of
// the package's 48 KB; same glyphs and shapes, so text renders as before).
export const inter = localFont({
  src: '../assets/fonts/inter-latin-400-900.woff2',
  variable: '--font-inter',
  weight: '400 900',
  display: 'swap',
});
