import type { ChildProcess, SpawnOptions } from 'node:child_process';

export declare function assertPortFree(port: number): Promise<void>;
export declare function spawnServer(
  command: string,
  args: string[],
  options?: SpawnOptions,
): ChildProcess;
export declare function startSite(
  port: number,
  env?: Record<string, string>,
  options?: SpawnOptions,
): ChildProcess;
export declare function waitUntilUp(url: string, timeoutMs?: number): Promise<void>;
export declare function stopServer(
  child: ChildProcess,
  signal?: 'SIGTERM' | 'SIGKILL',
): Promise<void>;
export declare function stopOnExit(children: Iterable<ChildProcess>): void;
