// Makes sure systemd-analyze is there before the Jest tests: deploy/leadwise.service is checked
// with it (deploy/leadwise-service.test.ts), so a fresh machine must not skip that test.
import { execFileSync } from 'node:child_process';
import { aptInstall } from './apt-install.mjs';

const installed = () => {
  try {
    execFileSync('sh', ['-c', 'command -v systemd-analyze'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

if (!installed()) {
  try {
    aptInstall('systemd', 'the service unit test');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  if (!installed()) {
    console.error('apt-get finished but systemd-analyze is still missing.');
    process.exit(1);
  }
}
