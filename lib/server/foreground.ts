import 'server-only';

// Leads before backups (docs/performance.md#backups): while a lead is being taken, the programs
// a backup runs beside the server (the store's copy, its compression, a dump) are paused with
// SIGSTOP and go on with SIGCONT once no lead is left. At the idle priority they still slowed a
// lead's commit by a third on two cores (the caches and the disk they share); paused, they do not.
// A program is never held more than MAX_PAUSE_MS at a time, and then runs at least MIN_RUN_MS,
// so a steady stream of leads slows a backup down but cannot stop it.

const MAX_PAUSE_MS = 500;
const MIN_RUN_MS = 100;

type Foreground = {
  /** Leads being taken now. */
  working: number;
  /** The background programs running, by process id. */
  programs: Set<number>;
  /** Why the programs are held (a timer to let them go), or null while they run. */
  held: NodeJS.Timeout | null;
  /** Until when they run whatever arrives, after being held MAX_PAUSE_MS. */
  runningUntil: number;
};

// On globalThis: the backups run from instrumentation.ts, the leads arrive in route handlers, and
// the two are bundled apart.
const holder = globalThis as typeof globalThis & { __leadwiseForeground?: Foreground };
const state = (holder.__leadwiseForeground ??= {
  working: 0,
  programs: new Set(),
  held: null,
  runningUntil: 0,
});

/** Signals a program, which may have ended already. */
function signal(pid: number, name: 'SIGSTOP' | 'SIGCONT') {
  try {
    process.kill(pid, name);
  } catch {
    // Ended between its exit and its removal from the set.
  }
}

function letGo() {
  if (!state.held) return;
  clearTimeout(state.held);
  state.held = null;
  for (const pid of state.programs) signal(pid, 'SIGCONT');
}

function hold() {
  if (state.held || !state.programs.size || Date.now() < state.runningUntil) return;
  for (const pid of state.programs) signal(pid, 'SIGSTOP');
  state.held = setTimeout(() => {
    letGo();
    state.runningUntil = Date.now() + MIN_RUN_MS;
  }, MAX_PAUSE_MS);
  state.held.unref();
}

/** Runs a lead's taking with the background programs paused. */
export async function inForeground<T>(work: () => Promise<T>): Promise<T> {
  state.working += 1;
  hold();
  try {
    return await work();
  } finally {
    state.working -= 1;
    if (state.working === 0) letGo();
  }
}

/**
 * Counts a program as background work for its life (paused at once if a lead is being taken);
 * the returned function ends that, when it has exited.
 */
export function inBackground(pid: number) {
  state.programs.add(pid);
  if (state.held) signal(pid, 'SIGSTOP');
  return () => {
    state.programs.delete(pid);
  };
}
