import localFont from 'next/font/local';

// The Hindi that English pages show (lib/ui/hindi-words.ts: the language switch's हिन्दी, the
// 404's line to the Hindi admission pages), for a system with no Devanagari font of its own (many
// Linux desktops), where it drew as boxes: Noto Sans Devanagari in the two weights it is drawn
// in, cut by scripts/subset-fonts.mjs to those texts' letters and the conjuncts they can form,
// ~8 KB a file instead of the Hindi pages' 43 KB. After the system's font in their stack
// (tailwind.config.ts `font-hindi-words`), so phones, Apple systems and Windows never fetch it;
// its unicode-range, those letters exactly, keeps other text from asking for it. Not preloaded,
// as Inter (app/fonts.ts). `block`, as the Hindi pages' web font: nothing rather than boxes until
// it arrives.
export const hindiWords = localFont({
  src: [
    { path: '../assets/fonts/hindi-words-400.woff2', weight: '400' },
    { path: '../assets/fonts/hindi-words-600.woff2', weight: '600' },
  ],
  variable: '--font-hindi-words',
  display: 'block',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0902, U+090F, U+0915, U+091C, U+0921, U+0926, U+0928, U+092E, U+0930, U+0936, U+0939, U+093E, U+093F, U+0940, U+0947, U+094D',
    },
  ],
});
