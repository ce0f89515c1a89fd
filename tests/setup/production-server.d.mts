import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;
export function startProductionServer(options?: {
  port?: number;
  env?: Record<string, string>;
  probe?: string;
  stderr?: boolean;
  /** The server bundle: a copy of an earlier dist/server.mjs, for a before/after figure. */
  script?: string;
}): Promise<{ origin: string; port: number; process: ChildProcess; stop: () => void }>;
