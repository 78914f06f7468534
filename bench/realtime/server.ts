import { monitorEventLoopDelay } from 'node:perf_hooks';
import { and, eq, isNull, notExists } from 'drizzle-orm';
import { checkIns, subjects } from '../../server/platform/db/schema/index';
import { PERMISSIONS } from '../../server/platform/permissions';
import { DEMO_EXTRA_COACHES } from '../../server/seed/demo.seed';
import type { CpuUsage, Lag, Reply, Request, Setup, StoredEvent } from './control';
import { startBenchAtrium } from './atrium';

// The system under test, in a process of its own (the bench process holds the clients): Atrium
// as start.ts runs it (REST, OpenID provider and gateway on one Fastify, PGlite by default), with
// the baseline and graphql-ws as shipped beside it (comparisons.ts). It answers the bench over
// IPC: tokens and ids to start with, the outbox to count against, its CPU time and loop delay.

const port = Number(process.env['BENCH_PORT'] ?? 18_600);
const {
  db,
  sunriseId,
  mint,
  close: closeAtrium,
  newestEventId,
  eventRowsAfter,
} = await startBenchAtrium({
  port,
  databaseServer: process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'] || undefined,
  name: 'realtime',
});

const setup = async (): Promise<Setup> => {
  const children = (
    await db.privileged((tx) =>
      tx
        .select({ id: subjects.id })
        .from(subjects)
        .where(
          and(
            eq(subjects.tenantId, sunriseId),
            eq(subjects.status, 'Bind'),
            // The demo's own visits of today: a child still in cannot be checked in again.
            notExists(
              tx
                .select({ id: checkIns.id })
                .from(checkIns)
                .where(and(eq(checkIns.subjectId, subjects.id), isNull(checkIns.checkedOutAt))),
            ),
          ),
        ),
    )
  ).map((r) => r.id);
  const candidates = [
    'centeradmin',
    'coach',
    'multirole',
    ...DEMO_EXTRA_COACHES.filter((c) => c.centre === 'Sunrise Centre').map((c) => c.userName),
  ];
  const minted = await Promise.all(candidates.map(mint));
  return {
    port,
    engine: db.engine,
    sunriseId,
    children,
    committer: minted.find((u) => u.userName === 'coach')!,
    subscribers: minted.filter((u) => u.permissions.includes(PERMISSIONS.subjectList)),
    subjectPermission: PERMISSIONS.subjectList,
  };
};

const storedEvents = async (after: number): Promise<StoredEvent[]> =>
  (await eventRowsAfter(after)).map((e) => ({
    id: e.id,
    tenantId: e.tenantId,
    type: e.type,
    permission: e.permission,
    recipients: e.recipients,
    checkInId: (e.payload as { checkInId?: string }).checkInId ?? null,
  }));

const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
const lag = (): Lag => {
  const result = { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
  loop.reset();
  return result;
};

const cpu = (): CpuUsage => {
  const usage = process.cpuUsage();
  return { userMs: usage.user / 1000, systemMs: usage.system / 1000 };
};

const close = async () => {
  loop.disable();
  await closeAtrium();
};

process.on('message', (message: Request) => {
  const answer = async (): Promise<unknown> => {
    switch (message.op) {
      case 'setup':
        return setup();
      case 'events':
        return storedEvents(message.after);
      case 'lastId':
        return newestEventId();
      case 'cpu':
        return cpu();
      case 'lag':
        return lag();
      case 'close':
        await close();
        return null;
    }
  };
  answer().then(
    (result) => {
      // Exits once closed: a handle left open would keep it alive until the bench kills it, and a
      // killed process writes no CPU profile (BENCH_CPU_PROF).
      process.send?.({ id: message.id, result } satisfies Reply, () => {
        if (message.op === 'close') process.exit(0);
      });
    },
    (error: unknown) => process.send?.({ id: message.id, error: String(error) } satisfies Reply),
  );
});
process.send?.({ id: 0, result: 'ready' } satisfies Reply);
