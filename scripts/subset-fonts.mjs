// `npm run font:subset`: writes the site's web font files (assets/fonts), each cut down from its
// npm package to what the site renders, with the same glyphs, shapes and spacing for that text:
// - Inter (app/fonts.ts), from @fontsource-variable/inter's Latin variable file (48 KB): the same
//   Latin code points (the package's own unicode-range), the weight axis from 400 to 900 (the
//   site sets 400 to 800; `bolder` inside bold text reaches 900) and only the OpenType features a
//   browser applies by default (kerning, ligatures, contextual alternates, marks), not Inter's
//   stylistic sets, tabular or fractional figures, which the site never asks for: ~29 KB.
// - Noto Sans Devanagari 400, 600 and 700 (app/fonts-devanagari.ts), from @fontsource's
//   Devanagari files (~50 KB each): the whole Devanagari block (whatever a student types into a
//   Hindi form), the joiners, the rupee signs and the dotted circle shapers draw under a lone
//   sign, with all of the font's features for them (Hindi needs its conjuncts and mark
//   positioning); not the Vedic and extended Devanagari ranges or the North Indic number forms
//   the package's files also carry, which no Hindi page or student uses: ~41 KB each.
// - Noto Sans Devanagari 400 and 600 cut to the letters of the Hindi that English pages show (the
//   language switch's name, the 404's line; app/fonts-hindi-words.ts): ~8 KB each instead of the
//   Hindi pages' whole Devanagari font.
// `--check` (in `npm run check`, so in CI) exits non-zero when a committed file is not what this
// script makes (after an upgrade of a font package or a change to the Hindi that English pages
// show: run the script and commit the files).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { hindiWordsLetters } from '../lib/ui/hindi-words.ts';
import { DEVANAGARI_RANGE, interLatinRange } from './font-ranges.mjs';

const require = createRequire(import.meta.url);
const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));

// What Chromium, WebKit and Gecko turn on for Latin text without font-feature-settings.
const LATIN_DEFAULT_FEATURES = [
  'ccmp',
  'locl',
  'rvrn',
  'rlig',
  'rclt',
  'calt',
  'clig',
  'liga',
  'kern',
  'mark',
  'mkmk',
];

/** Every code point of a CSS unicode-range value, as one string. */
function charactersOf(unicodeRange) {
  let text = '';
  for (const range of unicodeRange.split(',')) {
    const [first, last = first] = range.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(first, 16); code <= parseInt(last, 16); code++)
      text += String.fromCodePoint(code);
  }
  return text;
}

const interDir = packageDir('@fontsource-variable/inter');
const devanagariDir = path.join(packageDir('@fontsource/noto-sans-devanagari'), 'files');

const fonts = [
  {
    target: 'inter-latin-400-900.woff2',
    source: path.join(interDir, 'files', 'inter-latin-wght-normal.woff2'),
    characters: charactersOf(interLatinRange(interDir)),
    options: {
      keepFeatures: LATIN_DEFAULT_FEATURES,
      variationAxes: { wght: { min: 400, max: 900 } },
    },
  },
  ...[400, 600, 700].map((weight) => ({
    target: `noto-sans-devanagari-${weight}.woff2`,
    source: path.join(devanagariDir, `noto-sans-devanagari-devanagari-${weight}-normal.woff2`),
    characters: charactersOf(DEVANAGARI_RANGE),
    options: {},
  })),
  ...[400, 600].map((weight) => ({
    target: `hindi-words-${weight}.woff2`,
    source: path.join(devanagariDir, `noto-sans-devanagari-devanagari-${weight}-normal.woff2`),
    characters: hindiWordsLetters().join(''),
    options: {},
  })),
];

const check = process.argv.includes('--check');
let stale = 0;
for (const { target, source, characters, options } of fonts) {
  const file = path.join('assets', 'fonts', target);
  const font = await subsetFont(fs.readFileSync(source), characters, {
    targetFormat: 'woff2',
    ...options,
  });
  const size = `${(font.length / 1024).toFixed(1)} KB`;
  if (check) {
    const committed = fs.existsSync(file) ? fs.readFileSync(file) : null;
    if (committed?.equals(font)) console.log(`${file} is up to date (${size})`);
    else {
      console.error(`${file} is not what scripts/subset-fonts.mjs makes: run npm run font:subset`);
      stale++;
    }
  } else {
    fs.writeFileSync(file, font);
    console.log(`${file}: ${size} (from ${(fs.statSync(source).size / 1024).toFixed(1)} KB)`);
  }
}
if (stale) process.exit(1);
