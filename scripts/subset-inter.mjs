// `npm run font:subset`: writes assets/fonts/inter-latin-400-900.woff2, the one web font the site
// loads (app/fonts.ts), cut down from @fontsource-variable/inter's Latin variable file (48 KB) to
// what the site renders: the same Latin code points (the package's own unicode-range), the
// weight axis from 400 to 900 (the site sets 400 to 800; `bolder` inside bold text reaches 900)
// and only the OpenType features a browser applies by default (kerning, ligatures, contextual
// alternates, marks), not Inter's stylistic sets, tabular or fractional figures, which the site
// never asks for. Same glyphs, same shapes, same spacing: text renders as before, from ~29 KB.
// `--check` exits non-zero when the committed file is not what this script makes (after an
// upgrade of the font package: run the script and commit the file).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const PACKAGE = path.dirname(require.resolve('@fontsource-variable/inter/package.json'));
const SOURCE = path.join(PACKAGE, 'files', 'inter-latin-wght-normal.woff2');
const TARGET = path.join('assets', 'fonts', 'inter-latin-400-900.woff2');
const WEIGHTS = { min: 400, max: 900 };
// What Chromium, WebKit and Gecko turn on for Latin text without font-feature-settings.
const DEFAULT_FEATURES = [
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

/** The Latin face's unicode-range in the package's CSS, as the string of every code point in it. */
function latinCharacters() {
  const css = fs.readFileSync(path.join(PACKAGE, 'wght.css'), 'utf8');
  const face = /\/\* inter-latin-wght-normal \*\/[^}]*unicode-range:\s*([^;]+);/.exec(css);
  if (!face) throw new Error(`no inter-latin-wght-normal face in ${PACKAGE}/wght.css`);
  let text = '';
  for (const range of face[1].split(',')) {
    const [first, last = first] = range.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(first, 16); code <= parseInt(last, 16); code++)
      text += String.fromCodePoint(code);
  }
  return text;
}

async function subsetInter() {
  return subsetFont(fs.readFileSync(SOURCE), latinCharacters(), {
    targetFormat: 'woff2',
    keepFeatures: DEFAULT_FEATURES,
    variationAxes: { wght: WEIGHTS },
  });
}

const font = await subsetInter();
if (process.argv.includes('--check')) {
  const committed = fs.existsSync(TARGET) ? fs.readFileSync(TARGET) : null;
  if (!committed?.equals(font)) {
    console.error(`${TARGET} is not what scripts/subset-inter.mjs makes: run npm run font:subset`);
    process.exit(1);
  }
  console.log(`${TARGET} is up to date (${(font.length / 1024).toFixed(1)} KB)`);
} else {
  fs.mkdirSync(path.dirname(TARGET), { recursive: true });
  fs.writeFileSync(TARGET, font);
  console.log(
    `${TARGET}: ${(font.length / 1024).toFixed(1)} KB (from ${(fs.statSync(SOURCE).size / 1024).toFixed(1)} KB)`,
  );
}
