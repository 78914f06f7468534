import { fork, type ChildProcess } from 'node:child_process';
import type { Call, Reply } from './control';

/** The server process (server.ts) and numbered requests to it over IPC. */
export type ServerProcess = { call<T>(request: Call): Promise<T>; child: ChildProcess; stop(): Promise<void> };

export const startServerProcess = async (port: number, databaseUrl: string | undefined): Promise<ServerProcess> => {
  const child = fork(new URL('./server.ts', import.meta.url).pathname, [], {
    // BENCH_CPU_PROF=<dir> writes the server's CPU profile there (node --cpu-prof), to see where time goes.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env['BENCH_CPU_PROF'] ? ['--cpu-prof', `--cpu-prof-dir=${process.env['BENCH_CPU_PROF']}`] : []),
    ],
    env: { ...process.env, BENCH_PORT: String(port), BENCH_DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let ready!: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.on('message', (reply: Reply) => {
    if (reply.id === 0) return ready();
    const waiter = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.error) waiter?.reject(new Error(reply.error));
    else waiter?.resolve(reply.result);
  });
  void exited.then((code) => {
    for (const waiter of waiting.values()) waiter.reject(new Error(`the bench server exited (${String(code)})`));
  });
  let nextId = 1;
  const call = <T>(request: Call) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ ...request, id });
    });
  await Promise.race([started, exited.then(() => Promise.reject(new Error('the bench server did not start')))]);
  return {
    child,
    call,
    async stop() {
      await call({ op: 'close' }).catch(() => undefined);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      child.kill();
    },
  };
};
