import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, desc, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { importJWK, SignJWT } from 'jose';
import { readGatewayConfig } from '../../gateway/config';
import { gatewayPlugin } from '../../gateway/plugin';
import { createInProcessRestClient } from '../../gateway/rest-client';
import { serverPlugin } from '../../server/app';
import { bootDatabase } from '../../server/boot';
import { ACCESS_TOKEN_AUDIENCE } from '../../server/platform/auth/access-token';
import { readConfig } from '../../server/platform/config';
import { domainEvents, tenants, users } from '../../server/platform/db/schema/index';
import { loadOidcSecrets } from '../../server/platform/oidc/oidc.keys';
import { createBenchDatabase } from '../support/database';
import { attachComparisons } from './comparisons';
import type { BenchUser } from './control';

/**
 * Atrium as start.ts runs it (REST, the OpenID provider and the gateway on one Fastify), for the
 * live benches' server processes (realtime, music): on PGlite, or on a database it creates on the
 * PostgreSQL server at `databaseServer` and drops on close, with comparisons.ts beside it (`/bare`,
 * the bare `ws` broadcast baseline). `mint` signs a demo user's access token as the embedded
 * provider does and reads the user's permissions in Sunrise.
 */
export const startBenchAtrium = async (options: { port: number; databaseServer: string | undefined; name: string }) => {
  const { port, databaseServer } = options;
  const secret = randomBytes(24).toString('base64url');
  const dataDir = mkdtempSync(join(tmpdir(), `atrium-bench-${options.name}-`));
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
    // Thousands of operations from a few tokens within a minute are no caller's pattern: the
    // default allowance (600 a minute per token) would refuse them.
    GRAPHQL_RATE_LIMIT: '100000000',
  };
  const config = readConfig(env);
  const { db } = await bootDatabase(config, { info: () => undefined, warn: () => undefined });
  const app = Fastify({ logger: false, trustProxy: true, forceCloseConnections: 'idle' });
  await app.register(serverPlugin, { db, config });
  const rest = createInProcessRestClient((request) => app.inject(request));
  await app.register(gatewayPlugin, { config: readGatewayConfig(env), rest });
  const comparisons = attachComparisons(app, rest, secret);
  await app.listen({ port, host: '127.0.0.1' });

  const [sunrise] = await db.privileged((tx) => tx.select().from(tenants).where(eq(tenants.name, 'Sunrise Centre')));
  if (!sunrise) throw new Error('the demo seed has no Sunrise Centre');
  const sunriseId = sunrise.id;

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

  // Delivery follows the writing transaction, then id (server/platform/outbox.ts): a bench starts
  // from the newest event in that order and lists what follows it in it.
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
  const eventRowsAfter = (after: number) =>
    db.privileged(async (tx) => {
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
    });

  const close = async () => {
    comparisons.close();
    await app.close();
    await db.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, db, config, sunriseId, mint, newestEventId, eventRowsAfter, close };
};
