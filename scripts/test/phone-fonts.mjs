// The system fonts a phone has and this machine lacks. Android ships Noto Sans Devanagari (iOS
// and Windows their own Devanagari fonts); Debian's Chromium here finds no Devanagari font at
// all, so on a Hindi page it searches every installed font for each letter, lays the page out
// twice as slowly as an English one and paints boxes. The benchmarks give their Chromium the
// phone's font through fontconfig, which reads TrueType, not the package's WOFF2: written once
// into a temporary directory as TrueType (Chromium then finds it by `local()`, as the Hindi
// pages' 'System Devanagari' face asks for it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decompress } from 'wawoff2';

// From the project's root, where every benchmark and test runs.
const PACKAGE_FILES = path.resolve('node_modules/@fontsource/noto-sans-devanagari/files');
const WEIGHTS = [400, 600, 700]; // what the Hindi pages set

/** Environment for a Chromium that has a phone's Devanagari font; its files go with the process. */
export async function phoneFontEnv() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phone-fonts-'));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  for (const weight of WEIGHTS) {
    const woff2 = fs.readFileSync(
      path.join(PACKAGE_FILES, `noto-sans-devanagari-devanagari-${weight}-normal.woff2`),
    );
    fs.writeFileSync(path.join(dir, `noto-sans-devanagari-${weight}.ttf`), await decompress(woff2));
  }
  const config = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${dir}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
</fontconfig>
`,
  );
  return { ...process.env, FONTCONFIG_FILE: config };
}
