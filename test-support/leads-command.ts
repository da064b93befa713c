// Test support: the operators' command run as an operator runs it (npm run leads), on a test's
// store: its exit code, standard output and error, with no terminal to ask on.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function runLeadsCommand(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'leads', '--', ...args], {
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
