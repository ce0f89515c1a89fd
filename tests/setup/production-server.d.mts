import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;
export function startProductionServer(options?: {
  port?: number;
  env?: Record<string, string>;
  probe?: string;
  stderr?: boolean;
}): Promise<{ origin: string; port: number; process: ChildProcess; stop: () => void }>;
