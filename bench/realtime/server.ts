import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { and, asc, desc, eq, isNull, notExists, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { importJWK, SignJWT } from 'jose';
import { readGatewayConfig } from '../../gateway/config';
import { gatewayPlugin } from '../../gateway/plugin';
import { createInProcessRestClient } from '../../gateway/rest-client';
import { serverPlugin } from '../../server/app';
import { bootDatabase } from '../../server/boot';
import { ACCESS_TOKEN_AUDIENCE } from '../../server/platform/auth/access-token';
import { readConfig } from '../../server/platform/config';
import { checkIns, domainEvents, subjects, tenants, users } from '../../server/platform/db/schema/index';
import { loadOidcSecrets } from '../../server/platform/oidc/oidc.keys';
import { PERMISSIONS } from '../../server/platform/permissions';
import { DEMO_EXTRA_COACHES } from '../../server/seed/demo.seed';
import { createBenchDatabase } from '../support/database';
import { attachComparisons } from './comparisons';
import type { BenchUser, CpuUsage, Lag, Reply, Request, Setup, StoredEvent } from './control';

// The system under test, in a process of its own (the bench process holds the clients): Atrium
// as start.ts runs it (REST, OpenID provider and gateway on one Fastify, PGlite by default), with
// the baseline and graphql-ws as shipped beside it (comparisons.ts). It answers the bench over
// IPC: tokens and ids to start with, the outbox to count against, its CPU time and loop delay.

const port = Number(process.env['BENCH_PORT'] ?? 18_600);
const databaseServer = process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'] || undefined;
const secret = randomBytes(24).toString('base64url');
const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-realtime-'));

const database = databaseServer ? await createBenchDatabase(databaseServer) : undefined;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: database?.url ?? '',
  GATEWAY_CLIENT_SECRET: secret,
  UI_DIR: '/nonexistent',
  // Thousands of subscribe operations from the bench's eight tokens within a minute are no
  // caller's pattern: the default allowance (600 a minute per token) would refuse them.
  GRAPHQL_RATE_LIMIT: '1000000',
};
const config = readConfig(env);
const { db } = await bootDatabase(config, { info: () => undefined, warn: () => undefined });
const app = Fastify({ logger: false, trustProxy: true, forceCloseConnections: 'idle' });
await app.register(serverPlugin, { db, config });
const rest = createInProcessRestClient((request) => app.inject(request));
await app.register(gatewayPlugin, { config: readGatewayConfig(env), rest });

const comparisons = attachComparisons(app, rest, secret);

await app.listen({ port, host: '127.0.0.1' });

const sunriseId = (await db.privileged((tx) => tx.select().from(tenants).where(eq(tenants.name, 'Sunrise Centre'))))[0]
  ?.id;
if (!sunriseId) throw new Error('the demo seed has no Sunrise Centre');

const mint = async (userName: string): Promise<BenchUser> => {
  const [row] = await db.privileged((tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.userName, userName)),
  );
  if (!row) throw new Error(`no demo user ${userName}`);
  const { signingKeys } = await loadOidcSecrets(db);
  const jwk = signingKeys.keys[0];
  if (!jwk) throw new Error('no signing key');
  // Signed as the embedded provider signs the console's tokens (server/testing/server-harness.ts).
  const token = await new SignJWT({ scope: 'openid business rocket', client_id: 'atrium-console' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '', typ: 'at+jwt' })
    .setIssuer(config.publicUrl)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setSubject(row.id)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(await importJWK(jwk, 'RS256'));
  const info = await app.inject({
    method: 'GET',
    url: '/api/business/account/tenantInfo',
    headers: { authorization: `Bearer ${token}`, __tenant: sunriseId },
  });
  if (info.statusCode !== 200) throw new Error(`tenantInfo for ${userName}: ${info.statusCode} ${info.body}`);
  const { grantedPermissions } = info.json<{ grantedPermissions: string[] }>();
  return { userName, userId: row.id, token, permissions: grantedPermissions };
};

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

// Delivery follows the writing transaction, then id (server/platform/outbox.ts): the bench's
// starting point is the newest event in that order, and what follows it is listed in it.
const newestEventId = async () =>
  (
    await db.privileged((tx) =>
      tx
        .select({ id: domainEvents.id })
        .from(domainEvents)
        .orderBy(desc(domainEvents.txId), desc(domainEvents.id))
        .limit(1),
    )
  )[0]?.id ?? 0;

const storedEvents = async (after: number): Promise<StoredEvent[]> =>
  (
    await db.privileged(async (tx) => {
      const [from] = await tx
        .select({ txId: domainEvents.txId, id: domainEvents.id })
        .from(domainEvents)
        .where(eq(domainEvents.id, after));
      return tx
        .select()
        .from(domainEvents)
        .where(
          from ? sql`(${domainEvents.txId}, ${domainEvents.id}) > (${from.txId}::xid8, ${from.id}::bigint)` : undefined,
        )
        .orderBy(asc(domainEvents.txId), asc(domainEvents.id));
    })
  ).map((e) => ({
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
  comparisons.close();
  await app.close();
  await db.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
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
