import { startServerProcess as fork, type ServerProcess as Forked } from '../support/server-process';
import type { Call } from './control';

/** The server process (server.ts) and the one way to talk to it: numbered requests over IPC. */
export type ServerProcess = Forked<Call>;

// server.ts exits on its own once closed, so its CPU profile (BENCH_CPU_PROF) is written.
export const startServerProcess = (port: number): Promise<ServerProcess> =>
  fork<Call>(new URL('./server.ts', import.meta.url), { BENCH_PORT: String(port) });
