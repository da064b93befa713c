// The system fonts a phone has and this machine lacks. Android ships Noto Sans Devanagari (iOS
// and Windows their own Devanagari fonts); Debian's Chromium here finds no Devanagari font at
// all, so on a Hindi page it searches every installed font for each letter, lays the page out
// twice as slowly as an English one and paints boxes. The benchmarks give their Chromium the
// phone's font through fontconfig, which reads TrueType, not the package's WOFF2: written once
// into a temporary directory as TrueType (Chromium then finds it by `local()`, as the Hindi
// pages' 'System Devanagari' face asks for it). The opposite, for the browser tests and
// `bench:lighthouse -- --devanagari none`: a system with no Devanagari font whatever fonts this
// machine gains, where only the site's web font can draw Hindi.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decompress } from 'wawoff2';

// From the project's root, where every benchmark and test runs.
const PACKAGE_FILES = path.resolve('node_modules/@fontsource/noto-sans-devanagari/files');
const WEIGHTS = [400, 600, 700]; // what the Hindi pages set
// The Latin fonts Debian's Chromium comes with (fonts-dejavu-core, fonts-liberation), neither with
// a Devanagari letter.
const LATIN_FONT_DIRS = [
  '/usr/share/fonts/truetype/dejavu',
  '/usr/share/fonts/truetype/liberation',
];

/** A temporary directory that goes with the process. */
function temporaryDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Environment for a Chromium that reads the given fontconfig rules, its cache kept in `dir`. */
function fontconfigEnv(dir, rules) {
  const config = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
${rules.map((rule) => `  ${rule}\n`).join('')}  <cachedir>${path.join(dir, 'cache')}</cachedir>
</fontconfig>
`,
  );
  return { ...process.env, FONTCONFIG_FILE: config };
}

/** Environment for a Chromium that has a phone's Devanagari font; its files go with the process. */
export async function phoneFontEnv() {
  const dir = temporaryDir('phone-fonts-');
  for (const weight of WEIGHTS) {
    const woff2 = fs.readFileSync(
      path.join(PACKAGE_FILES, `noto-sans-devanagari-devanagari-${weight}-normal.woff2`),
    );
    fs.writeFileSync(path.join(dir, `noto-sans-devanagari-${weight}.ttf`), await decompress(woff2));
  }
  return fontconfigEnv(dir, [
    '<include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
    `<dir>${dir}</dir>`,
  ]);
}

/**
 * Environment for a Chromium on a system without a Devanagari font: DejaVu and Liberation only,
 * with the system's rules (aliases, hinting) but none of its font directories.
 */
export async function noDevanagariFontEnv() {
  const missing = LATIN_FONT_DIRS.filter((dir) => !fs.existsSync(dir));
  if (missing.length)
    throw new Error(
      `${missing.join(', ')} missing: apt-get install fonts-dejavu-core fonts-liberation`,
    );
  return fontconfigEnv(temporaryDir('no-devanagari-fonts-'), [
    ...LATIN_FONT_DIRS.map((dir) => `<dir>${dir}</dir>`),
    '<include ignore_missing="yes">/etc/fonts/conf.d</include>',
  ]);
}
