// Test support: `npm run leads` run as an operator runs it, with no terminal to ask on, against
// the given environment's store.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The command's exit code, standard output and error. */
export async function runLeads(env: Record<string, string>, ...args: string[]) {
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
