// Starting, waiting for and stopping servers: the site (runtime/serve.mjs) and any other server
// process, for the benchmarks and the e2e tests alike. Each runs in its own process group, so
// stopping it stops everything it started.
import { spawn } from 'node:child_process';
import net from 'node:net';

/** Rejects when something already listens on 127.0.0.1:`port`: it would answer in our server's place. */
export function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use: stop what runs there`)));
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

/** Starts any server process in its own process group. */
export const spawnServer = (command, args, options = {}) =>
  spawn(command, args, { detached: true, stdio: 'ignore', ...options });

/** The site's production server on 127.0.0.1:`port`, with `env` over the current environment. */
export const startSite = (port, env = {}, options = {}) =>
  spawnServer(process.execPath, ['runtime/serve.mjs'], {
    ...options,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
  });

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`. */
export async function waitUntilUp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing answered ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Stops a server and its group (SIGKILL for a crash, SIGTERM for a stop) and waits for it; a
 * server that has not gone within 10 s of a SIGTERM is killed, so no test leaves one behind.
 */
export async function stopServer(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signalGroup = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  signalGroup(signal);
  const overdue = setTimeout(() => signalGroup('SIGKILL'), 10_000);
  await exited;
  clearTimeout(overdue);
}

/** Stops these servers' groups whenever this process ends: normally, by an error or by a signal. */
export function stopOnExit(children) {
  process.on('exit', () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
}
