// Installs a Debian package the tests need when it is missing and we are root (as on CI and a
// fresh machine of this kind); otherwise says what to install.
import { execSync } from 'node:child_process';

/** Runs apt-get for `pkg` as root, or throws with the command a user should run. */
export function aptInstall(pkg, forWhat) {
  if (process.getuid?.() !== 0)
    throw new Error(`${pkg} is missing. Install it with: sudo apt-get install -y ${pkg}`);
  console.log(`Installing Debian ${pkg} for ${forWhat}…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
    stdio: 'inherit',
  });
}
