// Makes sure a Chromium is there before browser tests: Playwright's own download cannot reach
// its host here, so we use Debian's package.
import { aptInstall } from './apt-install.mjs';
import { chromiumExists, chromiumPath } from './chromium-path.mjs';

if (!chromiumExists()) {
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
    process.exit(1);
  }
  try {
    aptInstall('chromium', 'the browser tests');
  } catch (error) {
    console.error(`${error.message} (or set CHROME_PATH).`);
    process.exit(1);
  }
  if (!chromiumExists()) {
    console.error(`apt-get finished but ${chromiumPath()} is still missing.`);
    process.exit(1);
  }
}
console.log(`Chromium: ${chromiumPath()}`);
