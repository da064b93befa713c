// Installs a Debian package the tests need when it is missing and we are root (as on CI and a
// fresh machine of this kind); otherwise says what to install.
import { execFileSync, execSync } from 'node:child_process';

/** Runs apt-get for `pkg` as root, or throws with the command a user should run. */
export function aptInstall(pkg, forWhat) {
  if (process.getuid?.() !== 0)
    throw new Error(`${pkg} is missing. Install it with: sudo apt-get install -y ${pkg}`);
  console.log(`Installing Debian ${pkg} for ${forWhat}…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
    stdio: 'inherit',
  });
}

/** Whether `command` is on this machine's PATH. */
export function hasCommand(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Installs `pkg` unless `installed()` already says it is there; exits 1 with the reason when it
 * cannot (not root) or apt-get left it missing.
 */
export function ensurePackage(pkg, forWhat, installed) {
  if (installed()) return;
  try {
    aptInstall(pkg, forWhat);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  if (!installed()) {
    console.error(`apt-get finished but ${pkg} is still missing.`);
    process.exit(1);
  }
}
