/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { hindiWordsLetters } from '@/lib/ui/hindi-words';
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

test("Inter's unicode-range, and its fallback face's, is the Latin range its file is cut to", () => {
  const interDir = path.join(__dirname, '..', 'node_modules/@fontsource-variable/inter');
  const cut = codePoints(interLatinRange(interDir));
  expect(declaredRange('app/fonts.ts')).toEqual(cut);
  expect(declaredRange('app/inter-fallback.css')).toEqual(cut);
});

test("Inter's fallback face carries the overrides Next computes from Inter's file for Arial", () => {
  // Next's own font reader and fallback calculation, the ones next/font/local runs at build time,
  // run by Node outside Jest: next/jest maps every path with `@next/font/` in it to a stub.
  const computed = JSON.parse(
    execFileSync(
      process.execPath,
      [
        '-e',
        `const fontkit = require('next/dist/compiled/@next/font/dist/fontkit').default;
         const read = fontkit.default ?? fontkit; // as next/font/local's loader takes it
         const { getFallbackMetricsFromFontFile } = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file');
         const font = read(require('fs').readFileSync('assets/fonts/inter-latin-400-900.woff2'));
         process.stdout.write(JSON.stringify(getFallbackMetricsFromFontFile(font, 'sans-serif')));`,
      ],
      { cwd: path.join(__dirname, '..'), encoding: 'utf8' },
    ),
  );
  const css = source('app/inter-fallback.css');
  // Percentages as numbers: Prettier writes Next's 0.00% as 0%.
  const declared = (prop: string) =>
    parseFloat(new RegExp(`${prop}:\\s*([\\d.]+)%;`).exec(css)![1]);
  expect({
    ascentOverride: declared('ascent-override'),
    descentOverride: declared('descent-override'),
    lineGapOverride: declared('line-gap-override'),
    sizeAdjust: declared('size-adjust'),
  }).toEqual({
    ascentOverride: parseFloat(computed.ascentOverride),
    descentOverride: parseFloat(computed.descentOverride),
    lineGapOverride: parseFloat(computed.lineGapOverride),
    sizeAdjust: parseFloat(computed.sizeAdjust),
  });
});

test('both Devanagari faces cover the range the web font is cut to', () => {
  const cut = codePoints(DEVANAGARI_RANGE);
  expect(declaredRange('app/fonts-devanagari.ts')).toEqual(cut);
  expect(declaredRange('app/system-devanagari.css')).toEqual(cut);
});

test("the face of English pages' Hindi words covers their letters and no other", () => {
  const letters = hindiWordsLetters().map(
    (letter) => `U+${letter.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
  );
  expect(declaredRange('app/fonts-hindi-words.ts')).toEqual(letters);
});
