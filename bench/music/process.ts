import { startServerProcess as fork, type ServerProcess as Forked } from '../support/server-process';
import type { Call } from './control';

/** The server process (server.ts) and numbered requests to it over IPC. */
export type ServerProcess = Forked<Call>;

// server.ts exits on its own once closed, so its CPU profile (BENCH_CPU_PROF) is written.
export const startServerProcess = (port: number, databaseUrl: string | undefined): Promise<ServerProcess> =>
  fork<Call>(new URL('./server.ts', import.meta.url), {
    BENCH_PORT: String(port),
    BENCH_DATABASE_URL: databaseUrl ?? '',
  });
