import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { importJWK, SignJWT } from 'jose';
import { readGatewayConfig } from '../../gateway/config';
import { gatewayPlugin } from '../../gateway/plugin';
import { createInProcessRestClient } from '../../gateway/rest-client';
import { serverPlugin } from '../../server/app';
import { bootDatabase } from '../../server/boot';
import { listSubjects } from '../../server/modules/subjects/subjects.service';
import { ACCESS_TOKEN_AUDIENCE } from '../../server/platform/auth/access-token';
import { readConfig } from '../../server/platform/config';
import { tenants, users } from '../../server/platform/db/schema/index';
import { loadOidcSecrets } from '../../server/platform/oidc/oidc.keys';
import { resolveRequestContext } from '../../server/platform/tenancy';
import { createBenchDatabase } from '../support/database';
import type { CpuUsage, DirectWork, LoadResult, Reply, Request, Setup } from './control';
import { closedLoop } from './load';
import { SUBJECT_PAGE } from './targets';

// The system under test in a process of its own, so that its CPU time is its own: Atrium as
// start.ts runs it (REST, the OpenID provider's keys and the gateway on one Fastify), on PGlite or,
// with BENCH_DATABASE_URL, on a database it creates on that PostgreSQL server and drops at the end.

const port = Number(process.env['BENCH_PORT'] ?? 18_700);
const databaseServer = process.env['BENCH_DATABASE_URL'] || undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-requests-'));
// The pool size openPostgres uses by default: the direct run gets the same.
const POSTGRES_POOL = 10;

const database = databaseServer ? await createBenchDatabase(databaseServer) : undefined;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: database?.url ?? '',
  GATEWAY_CLIENT_SECRET: randomBytes(24).toString('base64url'),
  // The bench is the only caller: the per-caller GraphQL rate limit would measure itself.
  GRAPHQL_RATE_LIMIT: '100000000',
  UI_DIR: '/nonexistent',
};
const config = readConfig(env);
const { db } = await bootDatabase(config, { info: () => undefined, warn: () => undefined });
const app = Fastify({ logger: false, trustProxy: true, forceCloseConnections: 'idle' });
await app.register(serverPlugin, { db, config });
await app.register(gatewayPlugin, {
  config: readGatewayConfig(env),
  rest: createInProcessRestClient((request) => app.inject(request)),
});
await app.listen({ port, host: '127.0.0.1' });

const sunriseId = (await db.privileged((tx) => tx.select().from(tenants).where(eq(tenants.name, 'Sunrise Centre'))))[0]
  ?.id;
if (!sunriseId) throw new Error('the demo seed has no Sunrise Centre');
const [admin] = await db.privileged((tx) =>
  tx.select({ id: users.id }).from(users).where(eq(users.userName, 'centeradmin')),
);
if (!admin) throw new Error('the demo seed has no centeradmin');

const mint = async (userId: string): Promise<string> => {
  const { signingKeys } = await loadOidcSecrets(db);
  const jwk = signingKeys.keys[0];
  if (!jwk) throw new Error('no signing key');
  // As the embedded provider signs the console's tokens (server/testing/server-harness.ts).
  return new SignJWT({ scope: 'openid business rocket', client_id: 'atrium-console' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '', typ: 'at+jwt' })
    .setIssuer(config.publicUrl)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setSubject(userId)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime('2h')
    .sign(await importJWK(jwk, 'RS256'));
};

/**
 * Work without HTTP, token or context resolution, `connections` loops at a time against the same
 * database handle (so the same pool) the server uses, as the application role (row-level security
 * on) for the same tenant and user. 'subjects': the subject list's own queries in one request
 * transaction. 'floor': the transaction the trivial request runs (its BEGIN, set_config and
 * COMMIT, as db.transaction issues them) around one `select 1`: what any request that reads
 * in a transaction pays to the engine and the database layer.
 */
const direct = async (work: DirectWork, connections: number, seconds: number): Promise<LoadResult> => {
  const txContext = { tenantId: sunriseId, userId: admin.id };
  if (work === 'floor') {
    return closedLoop(connections, seconds, async () => {
      await db.transaction(txContext, (tx) => tx.execute(sql`select 1`));
      return true;
    });
  }
  const ctx = await db.transaction({ tenantId: null, userId: admin.id }, (tx) =>
    resolveRequestContext(tx, admin.id, sunriseId),
  );
  return closedLoop(connections, seconds, async () => {
    await db.transaction(txContext, (tx) => listSubjects(tx, ctx, SUBJECT_PAGE, 'en-US', config.timeZone));
    return true;
  });
};

const setup = async (): Promise<Setup> => ({
  port,
  engine: db.engine,
  poolSize: db.engine === 'pglite' ? 1 : POSTGRES_POOL,
  sunriseId,
  token: await mint(admin.id),
});

const cpu = (): CpuUsage => {
  const usage = process.cpuUsage();
  return { ms: (usage.user + usage.system) / 1000 };
};

const close = async () => {
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
      case 'cpu':
        return cpu();
      case 'direct':
        return direct(message.work, message.connections, message.seconds);
      case 'tokens':
        return Promise.all(Array.from({ length: message.count }, () => mint(admin.id)));
      case 'close':
        await close();
        return null;
    }
  };
  answer().then(
    (result) => {
      process.send?.({ id: message.id, result } satisfies Reply);
      if (message.op === 'close') process.disconnect?.();
    },
    (error: unknown) => process.send?.({ id: message.id, error: String(error) } satisfies Reply),
  );
});
process.send?.({ id: 0, result: 'ready' } satisfies Reply);
