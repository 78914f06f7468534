import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../server/platform/db/database';
import type { BenchUser, StoredEvent } from '../realtime/control';
import type { CpuUsage, Lag, Listener, PacedResult, Reply, Request, Setup } from './control';
import { paced } from './paced';
import { startBenchAtrium } from '../realtime/atrium';

// The system under test in a process of its own, so that its CPU time is its own: Atrium as
// start.ts runs it (REST, the OpenID provider and the gateway on one Fastify), on a database it
// creates on the PostgreSQL server at BENCH_DATABASE_URL (PGlite without one) and drops at the
// end, with bench/realtime's comparisons beside it: `/bare`, a bare `ws` broadcast of every outbox
// event (the baseline of the workbench's delivery). It also runs the progress call's baseline,
// bare updates in request-shaped transactions, without HTTP.

const port = Number(process.env['BENCH_PORT'] ?? 18_900);
const {
  db,
  sunriseId,
  mint,
  close: closeAtrium,
  newestEventId,
  eventRowsAfter,
} = await startBenchAtrium({
  port,
  databaseServer: process.env['BENCH_DATABASE_URL'] || undefined,
  name: 'music',
});

/** A table's columns a copy may write (not generated), less those given anew. */
const copyable = async (tx: Tx, table: string, except: string[]) =>
  rowsOf<{ column_name: string }>(
    await tx.execute(sql`select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
      order by ordinal_position`),
  )
    .map((row) => row.column_name)
    .filter((name) => !except.includes(name));

/**
 * `count` children in Sunrise, each a copy of the first demo child with a V3 offline plan, with a
 * copy of that plan linked to the brain-music programme BM-01 (as the demo's course music links
 * its plans): what the player needs to start and save progress, written in one statement each.
 */
const createListeners = (count: number): Promise<Listener[]> =>
  db.privileged(async (tx) => {
    const [template] = rowsOf<{ plan_id: string; subject_id: string }>(
      await tx.execute(sql`select id as plan_id, subject_id from user_offline_plans
        where tenant_id = ${sunriseId}::uuid and not is_deleted and ils_version = 'V3'
        order by created_at, id limit 1`),
    );
    if (!template) throw new Error('the demo seed has no V3 offline plan in Sunrise');
    const subjectColumns = await copyable(tx, 'subjects', ['id', 'name']);
    const planColumns = await copyable(tx, 'user_offline_plans', ['id', 'subject_id']);
    const list = (columns: string[], prefix = '') => sql.raw(columns.map((c) => `${prefix}"${c}"`).join(', '));
    await tx.execute(sql`create temporary table bench_listeners on commit drop as
      select n, gen_random_uuid() as subject_id, gen_random_uuid() as plan_id from generate_series(1, ${count}) n`);
    await tx.execute(sql`insert into subjects (id, name, ${list(subjectColumns)})
      select b.subject_id, 'Bench listener ' || b.n, ${list(subjectColumns, 's.')}
      from bench_listeners b, subjects s where s.id = ${template.subject_id}::uuid`);
    await tx.execute(sql`insert into user_offline_plans (id, subject_id, ${list(planColumns)})
      select b.plan_id, b.subject_id, ${list(planColumns, 'p.')}
      from bench_listeners b, user_offline_plans p where p.id = ${template.plan_id}::uuid`);
    await tx.execute(sql`insert into plan_course_music (tenant_id, plan_kind, plan_id, brain_music_id)
      select ${sunriseId}::uuid, 'OFFLINE', b.plan_id, m.id from bench_listeners b, content_brain_music m
      where m.code = 'BM-01'`);
    return rowsOf<Listener>(
      await tx.execute(sql`select subject_id as "subjectId", plan_id as "planId" from bench_listeners order by n`),
    );
  });

let admin: BenchUser | undefined;

const setup = async (count: number): Promise<Setup> => {
  admin = await mint('centeradmin');
  return { port, engine: db.engine, sunriseId, admin, listeners: await createListeners(count) };
};

/**
 * The progress call's baseline: each listener's own progress row (written by its start), the same
 * pace, and per call the transaction a request runs (tenant and user set, as db.transaction
 * issues them) around one bare update of that row: the database's share of a progress call.
 */
const bareUpdates = async (subjectIds: string[], intervalMs: number, seconds: number): Promise<PacedResult> => {
  if (!admin) throw new Error('setup first');
  const txContext = { tenantId: sunriseId, userId: admin.userId };
  const rows = await db.privileged(async (tx) =>
    rowsOf<{ id: string; subject_id: string }>(
      await tx.execute(sql`select id, subject_id from audio_track_progress
        where subject_id = any(${`{${subjectIds.join(',')}}`}::uuid[])`),
    ),
  );
  const bySubject = new Map(rows.map((row) => [row.subject_id, row.id]));
  const ids = subjectIds.map((id) => bySubject.get(id));
  if (ids.some((id) => id === undefined)) throw new Error('a listener has no progress row: start them first');
  return paced(ids.length, intervalMs, seconds, async (listener, n) => {
    await db.transaction(txContext, (tx) =>
      tx.execute(sql`update audio_track_progress set last_progress = ${n} where id = ${ids[listener]!}::uuid`),
    );
    return true;
  });
};

/** The events after `after` in delivery order; a Listening* event's key is `<playSessionId>:<progress>`. */
const storedEvents = async (after: number): Promise<StoredEvent[]> =>
  (await eventRowsAfter(after)).map((e) => {
    const payload = e.payload as { playSessionId?: string; progress?: number };
    return {
      id: e.id,
      tenantId: e.tenantId,
      type: e.type,
      permission: e.permission,
      recipients: e.recipients,
      checkInId: payload.playSessionId ? `${payload.playSessionId}:${payload.progress ?? ''}` : null,
    };
  });

const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
const lag = (): Lag => {
  const result = { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
  loop.reset();
  return result;
};

const cpu = (): CpuUsage => {
  const usage = process.cpuUsage();
  return { ms: (usage.user + usage.system) / 1000 };
};

const close = async () => {
  loop.disable();
  await closeAtrium();
};

process.on('message', (message: Request) => {
  const answer = async (): Promise<unknown> => {
    switch (message.op) {
      case 'setup':
        return setup(message.listeners);
      case 'cpu':
        return cpu();
      case 'lag':
        return lag();
      case 'lastId':
        return newestEventId();
      case 'events':
        return storedEvents(message.after);
      case 'bareUpdates':
        return bareUpdates(message.subjectIds, message.intervalMs, message.seconds);
      case 'close':
        await close();
        return null;
    }
  };
  answer().then(
    (result) => {
      process.send?.({ id: message.id, result } satisfies Reply, () => {
        if (message.op === 'close') process.exit(0);
      });
    },
    (error: unknown) => process.send?.({ id: message.id, error: String(error) } satisfies Reply),
  );
});
process.send?.({ id: 0, result: 'ready' } satisfies Reply);
