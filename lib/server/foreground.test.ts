/** @jest-environment node */
import fs from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { inBackground, inForeground } from './foreground';
import { runIdleProgram } from './idle-program';

// A backup's programs wait while a lead is taken (foreground.ts): paused with SIGSTOP, read from
// the kernel's own account of the process (/proc/PID/stat: T while stopped), not from timing.

/** The process's state letter: R running, S sleeping, T stopped. */
const stateOf = (pid: number) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1][0];

/** Waits for the kernel to show the process stopped or not (a signal lands within moments). */
async function until(pid: number, stopped: boolean) {
  for (let tries = 0; tries < 1000; tries += 1) {
    if ((stateOf(pid) === 'T') === stopped) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`process ${pid} is ${stateOf(pid)}, not ${stopped ? 'stopped' : 'going on'}`);
}

/** A lead being taken until `finish()` is called. */
function leadTaken() {
  let finish = () => {};
  const taken = inForeground(() => new Promise<void>((resolve) => (finish = resolve)));
  return { finish, taken };
}

let programs: ChildProcess[] = [];
const background = () => {
  const program = spawn('sleep', ['30']);
  program.once('exit', inBackground(program.pid!));
  programs.push(program);
  return program.pid!;
};

beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] }));
afterEach(() => {
  jest.useRealTimers();
  for (const program of programs) program.kill('SIGKILL');
  programs = [];
});

it('pauses a background program while a lead is taken, until the last one is', async () => {
  const pid = background();
  await until(pid, false);
  const first = leadTaken();
  await until(pid, true);
  const second = leadTaken();
  first.finish();
  await first.taken;
  expect(stateOf(pid)).toBe('T');
  second.finish();
  await second.taken;
  await until(pid, false);
});

it('starts a program paused when a lead is being taken', async () => {
  const lead = leadTaken();
  const pid = background();
  await until(pid, true);
  lead.finish();
  await lead.taken;
  await until(pid, false);
});

it('counts the programs a backup runs (runIdleProgram) as background work', async () => {
  const program = runIdleProgram('sh', ['-c', 'echo $$; exec sleep 30']);
  const pid = await new Promise<number>((resolve) =>
    program.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
  );
  try {
    const lead = leadTaken();
    await until(pid, true);
    lead.finish();
    await lead.taken;
    await until(pid, false);
  } finally {
    process.kill(pid, 'SIGKILL');
    await program.done.catch(() => undefined);
  }
});

// Last: the tenth of a second it leaves the programs running outlasts the test's clock.
it('holds a program at most half a second, then lets it run a tenth of one whatever arrives', async () => {
  const pid = background();
  const long = leadTaken();
  await until(pid, true);
  jest.advanceTimersByTime(500);
  await until(pid, false);
  // A lead arriving in the tenth of a second after: the program goes on.
  const next = leadTaken();
  expect(stateOf(pid)).not.toBe('T');
  next.finish();
  await next.taken;
  jest.advanceTimersByTime(100);
  const after = leadTaken();
  await until(pid, true);
  after.finish();
  long.finish();
  await Promise.all([after.taken, long.taken]);
  await until(pid, false);
});
