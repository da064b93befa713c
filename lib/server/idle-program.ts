import 'server-only';
import { spawn } from 'node:child_process';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/**
 * Runs a program at the kernel's idle priority, on the CPU the server leaves (a backup's copy,
 * compression and dump share two cores with the leads arriving: at nice 10 they still delayed a
 * lead's answer, docs/performance.md#backups); rejects with what it wrote on stderr when it fails.
 * `chrt` is util-linux's, on every Debian system.
 */
export function runIdleProgram(
  command: string,
  args: string[],
  /** Unset: this process's own. */
  env?: NodeJS.ProcessEnv,
  input?: Readable,
) {
  // Descriptor 3: what a program of ours says apart from its output (copy-sqlite.mjs's facts).
  const child = spawn('chrt', ['--idle', '0', command, ...args], {
    env,
    stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
  });
  let errors = '';
  if (!input) child.stdin.end();
  child.stderr.on('data', (chunk) => (errors += chunk));
  // A program that stops early closes its input: its exit code says why, not the pipe's EPIPE.
  if (input) pipeline(input, child.stdin).catch(() => undefined);
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} failed (${code ?? signal}): ${errors.trim()}`)),
    );
  });
  return { stdout: child.stdout, said: child.stdio[3] as Readable, done };
}
