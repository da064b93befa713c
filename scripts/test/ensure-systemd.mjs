// Makes sure systemd-analyze is there before the Jest tests: deploy/leadwise.service is checked
// with it (deploy/leadwise-service.test.ts), so a fresh machine must not skip that test.
import { ensurePackage, hasCommand } from './apt-install.mjs';

ensurePackage('systemd', 'the service unit test', () => hasCommand('systemd-analyze'));
