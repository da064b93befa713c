// Makes sure a Chromium is there before browser tests: Playwright's own download cannot reach
// its host here, so we use Debian's package.
import { execSync } from 'node:child_process';
import { chromiumExists, chromiumPath } from './chromium-path.mjs';

if (!chromiumExists()) {
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
    process.exit(1);
  }
  if (process.getuid?.() !== 0) {
    console.error(
      'Chromium is missing. Install it with: sudo apt-get install -y chromium (or set CHROME_PATH).',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!chromiumExists()) {
    console.error(`apt-get finished but ${chromiumPath()} is still missing.`);
    process.exit(1);
  }
}
console.log(`Chromium: ${chromiumPath()}`);
