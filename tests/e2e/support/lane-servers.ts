import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

// Starts every lane's server at once (playwright.config.ts's webServer runs its entries one after
// another, each waiting for its server: two lanes took 40–60 s of a loaded machine before the first
// test, one after the other) and prints "lanes up" once each answers /healthz. Run by plain node
// (node_modules' Node strips the types): it imports nothing of the project. LANE_SERVERS holds the
// lanes, [{ name, port, env }]; a port already taken, or a server that exits, fails the run, as
// Playwright's own webServer check would.

type Lane = { name: string; port: number; env: Record<string, string> };

const lanes = JSON.parse(process.env['LANE_SERVERS'] ?? '[]') as Lane[];
const children: ChildProcess[] = [];
let stopping = false;

const stop = (code: number) => {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

const portTaken = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1')
      .on('connect', () => {
        socket.end();
        done(true);
      })
      .on('error', () => done(false));
  });

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/healthz`).then(
    (response) => response.ok,
    () => false,
  );

for (const lane of lanes) {
  if (await portTaken(lane.port)) {
    console.error(`${lane.name}: port ${lane.port} is already used; stop what runs there first.`);
    process.exit(1);
  }
}

for (const lane of lanes) {
  const child = spawn(process.execPath, ['--enable-source-maps', 'build/start.js'], {
    env: { ...process.env, ...lane.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${lane.name}: its server exited (${code ?? signal}).`);
    stop(1);
  });
  children.push(child);
}

const waiting = new Set(lanes);
while (waiting.size > 0) {
  await new Promise((done) => setTimeout(done, 250));
  for (const lane of [...waiting]) if (await answers(lane.port)) waiting.delete(lane);
}
console.log(`lanes up: ${lanes.map((lane) => `${lane.name} on ${lane.port}`).join(', ')}`);
