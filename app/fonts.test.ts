/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { DEVANAGARI_RANGE, interLatinRange } from '@/scripts/font-ranges.mjs';

// next/font reads its options from the source, so each font's unicode-range is written out where
// the font is declared; these are the ranges the font files are cut to (scripts/font-ranges.mjs).
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
  const interDir = path.join(__dirname, '..', 'node_modules/@fontsource-variable/inter');
  expect(declaredRange('app/fonts.ts')).toEqual(codePoints(interLatinRange(interDir)));
});

test('both Devanagari faces cover the range the web font is cut to', () => {
  const cut = codePoints(DEVANAGARI_RANGE);
  expect(declaredRange('app/fonts-devanagari.ts')).toEqual(cut);
  expect(declaredRange('app/(hi)/system-devanagari.css')).toEqual(cut);
});
