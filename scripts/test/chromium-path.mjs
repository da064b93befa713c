import fs from 'node:fs';

/** The Chromium the benchmarks drive, the whole browser a visitor has: CHROME_PATH, else Debian's. */
export const chromiumPath = () => process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumExists = () => fs.existsSync(chromiumPath());

/**
 * The Chromium the browser tests drive: Debian's headless shell, the build Playwright itself drives
 * headless by default. Same engine, no browser UI around it: the suite ran in half the time.
 */
export const testChromiumPath = () =>
  process.env.TEST_CHROME_PATH || '/usr/lib/chromium/chromium-headless-shell';

const packages = [
  { pkg: 'chromium', path: chromiumPath },
  { pkg: 'chromium-headless-shell', path: testChromiumPath },
];

/** The Debian packages of these two whose binary is missing. */
export const missingChromiums = () => packages.filter(({ path }) => !fs.existsSync(path()));
