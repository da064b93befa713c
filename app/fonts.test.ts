/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// next/font reads its options from the source, so each font's unicode-range is written out where
// the font is declared; these are the ranges the font files are cut to (scripts/subset-fonts.mjs).
const source = (file: string) => fs.readFileSync(path.join(__dirname, '..', file), 'utf8');
const codePoints = (range: string) =>
  range
    .split(',')
    .map((part) => part.trim().toUpperCase())
    .filter(Boolean);
const declaredRange = (file: string) =>
  codePoints(
    /unicode-range['"]?,?\s*value:\s*'([^']+)'|unicode-range:\s*([^;]+);/
      .exec(source(file))!
      .slice(1)
      .find(Boolean)!,
  );

test("Inter's unicode-range is the Latin range its file is cut to", () => {
  const packageCss = source('node_modules/@fontsource-variable/inter/wght.css');
  const latin = /\/\* inter-latin-wght-normal \*\/[^}]*unicode-range:\s*([^;]+);/.exec(
    packageCss,
  )![1];
  expect(declaredRange('app/fonts.ts')).toEqual(codePoints(latin));
});

test('both Devanagari faces cover the range the web font is cut to', () => {
  const cut = codePoints(
    /DEVANAGARI_RANGE = '([^']+)'/.exec(source('scripts/subset-fonts.mjs'))![1],
  );
  expect(declaredRange('app/fonts-devanagari.ts')).toEqual(cut);
  expect(declaredRange('app/(hi)/system-devanagari.css')).toEqual(cut);
});
