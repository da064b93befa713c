import 'server-only';
import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

/** What a copy of the store holds, read from the copy itself: its schema and its leads. */
export type StoreFacts = { migrations: string[]; leads: number; lastLeadId: number };

/** A file the copy worker seals what it writes into: copy-worker-process.mjs says how. */
export type SealedOut = { file: string; prefix: string; key: string; iv: string; aad: string };

/** A task for copy-worker-process.mjs, which says what each does. */
export type CopyTask =
  | { sqlite: { store: string; copy: string; gz: string } }
  | { program: { command: string; args: string[]; password?: string; out?: SealedOut } }
  | { encrypt: { source: string; out: SealedOut } };

type Answer = { id: number; ok: boolean; facts?: StoreFacts; error?: string };
type Waiting = { resolve: (facts: StoreFacts | undefined) => void; reject: (error: Error) => void };
type Worker = { ask: (task: CopyTask) => Promise<StoreFacts | undefined> };

// One per server process, and not one per bundle that imports this module.
const holder = globalThis as typeof globalThis & { __leadwiseCopyWorker?: Worker };

function spawnWorker(): Worker {
  const script = path.join(
    process.cwd(),
    'lib',
    'server',
    'store',
    'copy',
    'copy-worker-process.mjs',
  );
  // `chrt` (util-linux, on every Debian system): the idle priority, on the CPU the leads leave.
  const child = spawn('chrt', ['--idle', '0', process.execPath, script], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const output = child.stdout as Socket;
  // It lives as long as the server but never keeps a process alive: only an awaited answer does.
  child.unref();
  for (const pipe of [output, child.stdin, child.stderr]) (pipe as Socket).unref();
  const pending = new Map<number, Waiting>();
  let asked = 0;
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-2000)));
  // A worker gone is told by its close below, not by a write into its closed input.
  child.stdin.on('error', () => undefined);
  readline.createInterface({ input: output }).on('line', (line) => {
    const answer = JSON.parse(line) as Answer;
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (!pending.size) output.unref();
    if (answer.ok) waiting?.resolve(answer.facts);
    else waiting?.reject(new Error(`copy-worker-process.mjs: ${answer.error}`));
  });
  const worker: Worker = {
    ask: (task) =>
      new Promise((resolve, reject) => {
        asked += 1;
        pending.set(asked, { resolve, reject });
        output.ref();
        child.stdin.write(JSON.stringify({ id: asked, ...task }) + '\n');
      }),
  };
  // Gone (killed, crashed): what it was asked fails, and the next task starts another.
  const gone = (why: string) => {
    if (holder.__leadwiseCopyWorker === worker) delete holder.__leadwiseCopyWorker;
    for (const { reject } of pending.values())
      reject(new Error(`copy-worker-process.mjs stopped (${why}) ${errors.trim()}`.trim()));
    pending.clear();
  };
  child.once('error', (error) => gone(error.message));
  child.once('close', (code, signal) => gone(String(signal ?? code)));
  return worker;
}

/** Starts the copy worker now, at the server's start, while the server's memory is small. */
export function startCopyWorker() {
  holder.__leadwiseCopyWorker ??= spawnWorker();
}

/** Has the copy worker carry out one task; the copy's facts for a SQLite copy. */
export function inCopyWorker(task: CopyTask) {
  startCopyWorker();
  return holder.__leadwiseCopyWorker!.ask(task);
}
