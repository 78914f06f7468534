import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { and, asc, eq, gt, max, notExists } from 'drizzle-orm';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/platform/db/database';
import { openPostgres } from '../../server/platform/db/postgres';
import { checkIns, domainEvents, subjects, users } from '../../server/platform/db/schema/index';
import { tenantIdOf } from '../../server/testing/demo-data';
import { signAccessToken } from '../../server/testing/server-harness';

// Issue 4 item 8: two Atrium processes (start.ts, each with its own REST, gateway, LISTEN and
// event feed) on one PostgreSQL database; an event committed through one reaches subscribers
// connected to the other. PostgreSQL only: PGlite is a database inside one process.
const serverUrl = process.env['TEST_DATABASE_URL'];

const PUBLIC_URL = 'http://localhost:8080'; // the one address both sit behind, as behind a load balancer
const SECRET = randomBytes(24).toString('base64url');
const SUBSCRIPTION = 'subscription ($after: ID) { events(after: $after) { id type payload } }';

type Instance = { port: number; child: ChildProcess; output: string[] };

/** `node --import tsx start.ts` on the test database; resolves when GET /healthz answers. */
const startInstance = async (port: number, databaseUrl: string, dataDir: string): Promise<Instance> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      GATEWAY_CLIENT_SECRET: SECRET,
      UI_DIR: '/nonexistent',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  // A migrates and seeds on start: minutes on a loaded two-core machine.
  const end = Date.now() + 180_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited:\n${output.join('')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { port, child, output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`instance on ${port} was not healthy within 180 s:\n${output.join('')}`);
};

const stopInstance = async ({ child }: Instance) => {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
};

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL (set TEST_DATABASE_URL to run)', () => {
  const name = `atrium_scaleout_${randomBytes(6).toString('hex')}`;
  let dataDir: string;
  // Two ports of the 18500-18999 range, side by side.
  const portA = 18_700 + 2 * Math.floor(Math.random() * 100);
  const portB = portA + 1;
  let a: Instance | undefined;
  let b: Instance | undefined;
  let db: Database;
  let sunrise: string;
  let children: string[];
  const clients: Client[] = [];
  const hubs: HubConnection[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'atrium-scale-out-'));
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    // A migrates and seeds the empty database; B starts on what A made, as a second replica does.
    a = await startInstance(portA, url.toString(), join(dataDir, 'a'));
    b = await startInstance(portB, url.toString(), join(dataDir, 'b'));
    db = await openPostgres(url.toString(), 2);
    sunrise = await tenantIdOf(db, 'sunrise');
    children = (
      await db.privileged((tx) =>
        tx
          .select({ id: subjects.id })
          .from(subjects)
          .where(
            and(
              eq(subjects.tenantId, sunrise),
              eq(subjects.status, 'Bind'),
              // Not the children of the demo's own visits of today: some are still in.
              notExists(tx.select({ id: checkIns.id }).from(checkIns).where(eq(checkIns.subjectId, subjects.id))),
            ),
          )
          .limit(30),
      )
    ).map((row) => row.id);
  }, 420_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await Promise.all(hubs.map((hub) => hub.stop()));
    await Promise.all([a, b].filter((i): i is Instance => i !== undefined).map(stopInstance));
    await db?.close();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** An access token as the embedded provider signs it (the key both processes share in the database). */
  const tokenFor = async (userName: string) => {
    const [user] = await db.privileged((tx) => tx.select().from(users).where(eq(users.userName, userName)));
    return signAccessToken(db, { issuer: PUBLIC_URL, subject: user!.id, expiresIn: '10m' });
  };

  /** A check-in or check-out by the coach through instance A's REST. */
  const commitThroughA = async (path: 'in' | 'out', subjectId: string) => {
    const response = await fetch(`http://127.0.0.1:${portA}/api/business/checkIn/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenFor('coach')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ subjectId }),
    });
    expect(response.status).toBe(200);
  };

  const lastEventId = async () =>
    (await db.privileged((tx) => tx.select({ id: max(domainEvents.id) }).from(domainEvents)))[0]?.id ?? 0;

  it('delivers events committed through A to a graphql-ws subscriber on B, in order, once each', async () => {
    const received: { id: string; type: string; payload: string }[] = [];
    const errors: unknown[] = [];
    const client = createClient({
      url: `ws://127.0.0.1:${portB}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${await tokenFor('centeradmin')}` },
      retryAttempts: 0,
    });
    clients.push(client);
    // Resuming from the outbox's end: anything that arrives was pushed live by B's own feed.
    const after = await lastEventId();
    client.subscribe<{ events: { id: string; type: string; payload: string } }>(
      { query: SUBSCRIPTION, variables: { after: String(after) } },
      {
        next: (value) => value.data && received.push(value.data.events),
        error: (error) => errors.push(error),
        complete: () => undefined,
      },
    );
    await new Promise((r) => setTimeout(r, 1000));

    const started = Date.now();
    await commitThroughA('in', children[0]!);
    await vi.waitFor(() => expect(received.map((e) => e.type)).toContain('CheckedIn'), { timeout: 5000 });
    // B's long poll was woken by A's NOTIFY through PostgreSQL, not by its 25 s timeout.
    expect(Date.now() - started).toBeLessThan(3000);
    await commitThroughA('in', children[1]!);
    await commitThroughA('out', children[0]!);
    await vi.waitFor(() => expect(received.map((e) => e.type)).toContain('CheckedOut'), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 500));

    // The admin is among the colleagues each check-in notified.
    expect(received.map((e) => e.type)).toEqual([
      'CheckedIn',
      'NotificationCreated',
      'CheckedIn',
      'NotificationCreated',
      'CheckedOut',
    ]);
    const ids = received.map((e) => Number(e.id));
    expect(ids.every((id) => id > after)).toBe(true);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      received.filter((e) => e.type !== 'NotificationCreated').map((e) => JSON.parse(e.payload).subjectId),
    ).toEqual([children[0], children[1], children[0]]);
    expect(errors).toEqual([]);
  });

  it('loses nothing when both instances commit at once (delivered in commit order, by transaction)', async () => {
    const received: number[] = [];
    const client = createClient({
      url: `ws://127.0.0.1:${portB}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${await tokenFor('centeradmin')}` },
      retryAttempts: 0,
    });
    clients.push(client);
    const after = await lastEventId();
    client.subscribe<{ events: { id: string } }>(
      { query: SUBSCRIPTION, variables: { after: String(after) } },
      {
        next: (value) => value.data && received.push(Number(value.data.events.id)),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await new Promise((r) => setTimeout(r, 1000));

    // Twenty check-ins at once, half through each process: their transactions overlap, and a
    // feed that read by id alone would pass over an id committed after a greater one. Delivery
    // follows the stored (tx_id, id) order (server/platform/outbox.ts).
    const coach = await tokenFor('coach');
    await Promise.all(
      children.slice(10, 30).map(async (subjectId, i) => {
        const response = await fetch(`http://127.0.0.1:${i % 2 ? portB : portA}/api/business/checkIn/in`, {
          method: 'POST',
          headers: { authorization: `Bearer ${coach}`, 'content-type': 'application/json' },
          body: JSON.stringify({ subjectId }),
        });
        expect(response.status).toBe(200);
      }),
    );
    const stored = (
      await db.privileged((tx) =>
        tx
          .select({ id: domainEvents.id })
          .from(domainEvents)
          .where(gt(domainEvents.id, after))
          .orderBy(asc(domainEvents.txId), asc(domainEvents.id)),
      )
    ).map((row) => row.id);
    // A check-in and the notification of the colleagues, the admin among them.
    expect(stored).toHaveLength(40);
    await vi
      .waitFor(() => expect(received.length).toBeGreaterThanOrEqual(40), { timeout: 10_000 })
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 500));
    expect(received).toEqual(stored);
  });

  it('pushes CheckInChanged from A’s commit to a SignalR client of B’s hub (official client)', async () => {
    const token = await tokenFor('centeradmin');
    const hub = new HubConnectionBuilder()
      .withUrl(`http://127.0.0.1:${portB}/signalr-hubs/messages?__tenant=${sunrise}`, {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    hubs.push(hub);
    const checkIns: { eventId: string; type: string; subjectId: string }[] = [];
    const notifications: unknown[] = [];
    hub.on('CheckInChanged', (change: { eventId: string; type: string; subjectId: string }) => checkIns.push(change));
    hub.on('ReceiveNotification', (note: unknown) => notifications.push(note));
    await hub.start();

    await commitThroughA('in', children[2]!);
    await vi.waitFor(() => expect(checkIns).toHaveLength(1), { timeout: 5000 });
    await vi.waitFor(() => expect(notifications).toHaveLength(1), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 500));
    expect(checkIns).toEqual([expect.objectContaining({ type: 'CheckedIn', subjectId: children[2] })]);
    expect(notifications).toEqual([{ id: expect.any(String), type: 'User' }]);
  });
});
