// Apart from nginx-loopback.mjs: a spec importing that module (its command-line half reads
// import.meta) does not load under Playwright ("exports is not defined in ES module scope").
import { execFileSync } from 'node:child_process';

/** Whether nginx is on this machine: the tests and benchmarks that need it skip without it. */
export function nginxInstalled() {
  try {
    execFileSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
