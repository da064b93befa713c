// Makes sure nginx is there before the browser tests: the production proxy (deploy/nginx.conf)
// is tested behind it, so a fresh machine must not skip those tests.
import { aptInstall } from './apt-install.mjs';
import { nginxInstalled } from './nginx-installed.mjs';

if (!nginxInstalled()) {
  try {
    aptInstall('nginx', 'the proxy tests');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  if (!nginxInstalled()) {
    console.error('apt-get finished but nginx is still missing.');
    process.exit(1);
  }
}
