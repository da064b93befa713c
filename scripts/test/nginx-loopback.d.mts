import type { ChildProcess, SpawnOptions } from 'node:child_process';

export declare function loopbackNginxConfig(options: {
  dir: string;
  listenPort: number;
  upstreamPorts: number[];
  checkout?: string;
}): string;

export declare function startNginx(dir: string, conf: string, options?: SpawnOptions): ChildProcess;
