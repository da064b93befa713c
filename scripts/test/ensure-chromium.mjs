// Makes sure both Chromiums are there (the headless shell for the browser tests, the whole browser
// for the benchmarks): Playwright's own download cannot reach its host here, so we use Debian's.
import { aptInstall } from './apt-install.mjs';
import { chromiumPath, missingChromiums, testChromiumPath } from './chromium-path.mjs';

const missing = missingChromiums();
if (missing.length) {
  try {
    aptInstall(missing.map(({ pkg }) => pkg).join(' '), 'the browser tests and benchmarks');
  } catch (error) {
    console.error(`${error.message} (or set CHROME_PATH and TEST_CHROME_PATH).`);
    process.exit(1);
  }
  const still = missingChromiums()[0];
  if (still) {
    console.error(`apt-get finished but ${still.path()} is still missing.`);
    process.exit(1);
  }
}
console.log(`Chromium: ${testChromiumPath()} (tests), ${chromiumPath()} (benchmarks)`);
