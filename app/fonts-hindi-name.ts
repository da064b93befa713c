import localFont from 'next/font/local';

// The Hindi language name (LANGUAGE_NAMES.hi) in an English page's language switch, for a system
// with no Devanagari font of its own (many Linux desktops), where it drew as boxes: Noto Sans
// Devanagari 600 (the switch's weight) cut by scripts/subset-fonts.mjs to the name's letters,
// 2 KB instead of the Hindi pages' 43 KB file. After the system's font in the switch's stack
// (tailwind.config.ts `font-hindi-name`), so phones, Apple systems and Windows never fetch it;
// its unicode-range, the name's letters exactly, keeps other text from asking for it. Not
// preloaded, as Inter (app/fonts.ts). `block`, as the Hindi pages' web font: nothing rather than
// boxes until it arrives.
export const hindiName = localFont({
  src: '../assets/fonts/hindi-name-600.woff2',
  weight: '600',
  variable: '--font-hindi-name',
  display: 'block',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: 'unicode-range', value: 'U+0926, U+0928, U+0939, U+093F, U+0940, U+094D' },
  ],
});
