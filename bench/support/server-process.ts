import { fork, type ChildProcess } from 'node:child_process';

/** What every bench server answers: the request's number, and its result or why it failed. */
export type Reply = { id: number; result?: unknown; error?: string };

/** A bench's server process and numbered requests to it over IPC. */
export type ServerProcess<Call> = { call<T>(request: Call): Promise<T>; child: ChildProcess; stop(): Promise<void> };

/**
 * Forks a bench's server script (run through tsx) and waits for its ready message (id 0). The
 * script answers each numbered request with a Reply and understands `{ op: 'close' }`, after
 * which it is expected to exit; one that has not within ten seconds is killed.
 */
export const startServerProcess = async <Call extends { op: string }>(
  script: URL,
  env: Record<string, string>,
): Promise<ServerProcess<Call>> => {
  const child = fork(script.pathname, [], {
    // BENCH_CPU_PROF=<dir> writes the server's CPU profile there (node --cpu-prof), to see where time goes.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env['BENCH_CPU_PROF'] ? ['--cpu-prof', `--cpu-prof-dir=${process.env['BENCH_CPU_PROF']}`] : []),
    ],
    env: { ...process.env, ...env, LOG_LEVEL: 'error' },
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
  const send = <T>(request: { op: string }) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ ...request, id });
    });
  // A server that dies while starting fails the bench instead of leaving it waiting for ever.
  await Promise.race([started, exited.then(() => Promise.reject(new Error('the bench server did not start')))]);
  return {
    child,
    call: (request: Call) => send(request),
    async stop() {
      await send({ op: 'close' }).catch(() => undefined);
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      child.kill();
    },
  };
};
