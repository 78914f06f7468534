import type { CpuUsage, DirectWork, LoadResult, Setup } from './requests/control';
import { load, type Target } from './requests/load';
import { startServerProcess, type ServerProcess } from './requests/process';
import { storm } from './requests/storm';
import { SUBJECT_LIST_QUERY, SUBJECT_PAGE, TARGETS } from './requests/targets';

// Request overhead (issue 16 item 2): what a signed-in request costs beyond the work it asks for.
// On each engine, one server process (REST and gateway on one Fastify, as start.ts runs them) is
// driven by a closed loop of keep-alive connections: /healthz, a signed-in request that runs one
// trivial query, the floor under it (its transaction around one `select 1`, run in the server
// without HTTP, token or context, same concurrency, same pool), the REST subject list, the same
// list's queries run in the server without HTTP and the GraphQL list through the gateway. Each
// case reports req/s, p50/p99 and the server's CPU ms per request; the ratios are the issue's
// targets, and trivial / floor and floor / healthz say how much of the trivial request's cost is
// ours and how much the engine's.
//
// BENCH_SECONDS (5) per case, BENCH_CONNECTIONS (10), BENCH_ENGINES (pglite,postgres),
// BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: a database is created and dropped there),
// BENCH_CASES (all: healthz,trivial,floor,rest-list,direct-list,graphql-list) to run some only.

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const ENGINES = (process.env['BENCH_ENGINES'] ?? 'pglite,postgres').split(',');
const POSTGRES = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WARM_UP_SECONDS = 1;
// The reconnect storm's clients (issue 16: 1,000 back within 5 s); 0 leaves it out.
const STORM_CLIENTS = Number(process.env['BENCH_STORM_CLIENTS'] ?? 1000);
const STORM_TARGET_SECONDS = 5;

type CaseId = 'healthz' | 'trivial' | 'floor' | 'rest-list' | 'direct-list' | 'graphql-list';
type Case = { id: CaseId; name: string; target?: Target; direct?: DirectWork };
type Row = { id: CaseId; name: string; result: LoadResult; cpuMsPerRequest: number };

const ONLY = process.env['BENCH_CASES']?.split(',');

const measured = async (server: ServerProcess, run: () => Promise<LoadResult>) => {
  await run().catch(() => undefined);
  const before = await server.call<CpuUsage>({ op: 'cpu' });
  const result = await run();
  const after = await server.call<CpuUsage>({ op: 'cpu' });
  return { result, cpuMsPerRequest: (after.ms - before.ms) / Math.max(1, result.requests) };
};

const perSecond = (r: LoadResult) => r.requests / r.seconds;

const cases = (setup: Setup): Case[] => {
  const auth = { authorization: `Bearer ${setup.token}`, __tenant: setup.sunriseId };
  const all: Case[] = [
    { id: 'healthz', name: 'healthz', target: { port: setup.port, method: 'GET', path: '/healthz' } },
    {
      id: 'trivial',
      name: 'trivial (GET /api/Language/Current)',
      target: { port: setup.port, method: 'GET', path: '/api/Language/Current', headers: auth },
    },
    { id: 'floor', name: 'floor: its transaction, select 1', direct: 'floor' },
    {
      id: 'rest-list',
      name: 'subject list, REST',
      target: {
        port: setup.port,
        method: 'POST',
        path: '/api/business/subject/getList',
        headers: auth,
        body: JSON.stringify(SUBJECT_PAGE),
      },
    },
    { id: 'direct-list', name: 'subject list, its SQL directly', direct: 'subjects' },
    {
      id: 'graphql-list',
      name: 'subject list, GraphQL',
      target: {
        port: setup.port,
        method: 'POST',
        path: '/graphql',
        headers: auth,
        body: JSON.stringify({ query: SUBJECT_LIST_QUERY, variables: SUBJECT_PAGE }),
      },
    },
  ];
  return ONLY ? all.filter((c) => ONLY.includes(c.id)) : all;
};

const runEngine = async (engine: string, port: number) => {
  const server = await startServerProcess(port, engine === 'postgres' ? POSTGRES : undefined);
  try {
    const setup = await server.call<Setup>({ op: 'setup' });
    const rows: Row[] = [];
    for (const { id, name, target, direct } of cases(setup)) {
      const run = (seconds: number) =>
        target
          ? load(target, CONNECTIONS, seconds)
          : server.call<LoadResult>({ op: 'direct', work: direct ?? 'subjects', connections: CONNECTIONS, seconds });
      await run(WARM_UP_SECONDS);
      rows.push({ id, name, ...(await measured(server, () => run(SECONDS))) });
    }
    report(setup, rows);
    if (STORM_CLIENTS > 0) await reportStorm(server, setup);
  } finally {
    await server.stop();
  }
};

const report = (setup: Setup, rows: Row[]) => {
  console.log(
    `\n${setup.engine}: ${CONNECTIONS} connections, ${SECONDS} s per case, pool ${setup.poolSize}, first page of ${SUBJECT_PAGE.maxResultCount}`,
  );
  console.table(
    rows.map(({ name, result, cpuMsPerRequest }) => ({
      case: name,
      'req/s': Math.round(perSecond(result) * 10) / 10,
      'p50 ms': Math.round(result.p50 * 10) / 10,
      'p99 ms': Math.round(result.p99 * 10) / 10,
      'CPU ms/req': Math.round(cpuMsPerRequest * 100) / 100,
      errors: result.errors,
    })),
  );
  const rate = (id: CaseId) => {
    const row = rows.find((r) => r.id === id);
    return row ? perSecond(row.result) : undefined;
  };
  // Each ratio of two cases of this run, when both ran; the last two have no target of their own:
  // they split trivial / healthz into what is ours (HTTP, token, context, handler) and the engine's.
  const ratios = (
    [
      ['trivial / healthz', 'trivial', 'healthz', TARGETS.trivialOverHealthz],
      ['REST list / its SQL directly', 'rest-list', 'direct-list', TARGETS.restOverDirect],
      ['GraphQL list / REST list', 'graphql-list', 'rest-list', TARGETS.graphqlOverRest],
      ['trivial / floor (ours)', 'trivial', 'floor', undefined],
      ['floor / healthz (engine)', 'floor', 'healthz', undefined],
    ] as const
  ).flatMap(([name, over, under, target]) => {
    const [a, b] = [rate(over), rate(under)];
    return a === undefined || b === undefined ? [] : [[name, a / b, target] as const];
  });
  console.table(
    ratios.map(([name, ratio, target]) => ({
      ratio: name,
      measured: Math.round(ratio * 1000) / 1000,
      target: target === undefined ? '' : `≥ ${target}`,
      met: target === undefined ? '' : ratio >= target ? 'yes' : 'NO',
    })),
  );
};

const reportStorm = async (server: ServerProcess, setup: Setup) => {
  const tokens = await server.call<string[]>({ op: 'tokens', count: STORM_CLIENTS });
  const before = await server.call<CpuUsage>({ op: 'cpu' });
  const result = await storm(setup.port, tokens, setup.sunriseId);
  const after = await server.call<CpuUsage>({ op: 'cpu' });
  console.log(`${setup.engine}: reconnect storm (negotiate, upgrade, handshake; one token per client)`);
  console.table([
    {
      clients: result.clients,
      connected: result.connected,
      'all in s': Math.round(result.seconds * 100) / 100,
      'p50 ms': Math.round(result.p50),
      'p99 ms': Math.round(result.p99),
      'CPU ms/client': Math.round(((after.ms - before.ms) / Math.max(1, result.connected)) * 100) / 100,
      target: `≤ ${STORM_TARGET_SECONDS} s`,
      met: result.connected === result.clients && result.seconds <= STORM_TARGET_SECONDS ? 'yes' : 'NO',
    },
  ]);
};

export const run = async () => {
  const port = 18_700 + Math.floor(Math.random() * 200);
  for (const [index, engine] of ENGINES.entries()) await runEngine(engine, port + index);
};
