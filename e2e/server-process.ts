import { spawn, type ChildProcess } from 'node:child_process';

// Production servers that a test starts, kills and restarts itself (crash, outbox, several
// instances), beside the one Playwright's webServer runs.

export function startServer(port: number, env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)],
    {
      env: { ...process.env, ...env },
      detached: true,
      stdio: 'ignore',
    },
  );
}

export async function waitUntilUp(port: number) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on port ${port} did not start`);
}

/** Stops the server and everything it started: SIGKILL for a crash, SIGTERM for a restart. */
export async function stopServer(server: ChildProcess, signal: 'SIGKILL' | 'SIGTERM' = 'SIGKILL') {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid!, signal);
  await exited;
}

/** Polls until `condition` holds; the test's own timeout bounds it. */
export async function eventually(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
}
