import fs from 'node:fs';

/** The Chromium the tests and benchmarks drive: CHROME_PATH, else Debian's. */
export const chromiumPath = () => process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumExists = () => fs.existsSync(chromiumPath());
