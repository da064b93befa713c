// The code points the web font files are cut to (scripts/subset-fonts.mjs), which the fonts'
// declarations must name as their unicode-range (app/fonts.test.ts holds them to it).
import fs from 'node:fs';
import path from 'node:path';

// Also the unicode-range of the @font-face rules in app/fonts-devanagari.ts and
// app/system-devanagari.css.
export const DEVANAGARI_RANGE = 'U+0900-097F, U+200C-200D, U+20A8, U+20B9, U+25CC';

/** The Latin face's unicode-range in the Inter package's CSS (Inter's in app/fonts.ts). */
export function interLatinRange(interDir) {
  const css = fs.readFileSync(path.join(interDir, 'wght.css'), 'utf8');
  const face = /\/\* inter-latin-wght-normal \*\/[^}]*unicode-range:\s*([^;]+);/.exec(css);
  if (!face)
    throw new Error('no inter-latin-wght-normal face in @fontsource-variable/inter/wght.css');
  return face[1];
}
