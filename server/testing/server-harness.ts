import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { serverPlugin } from '../app';
import { readConfig, type Config } from '../platform/config';
import type { Database } from '../platform/db/database';
import { users } from '../platform/db/schema/index';
import { createTestDatabase, type Engine } from '../platform/db/testing';
import { frameworkErrors } from '../platform/http.plugin';
import { lazySchemaCompilers } from '../platform/lazy-compile';
import { ACCESS_TOKEN_AUDIENCE } from '../platform/auth/access-token';
import { loadOidcSecrets } from '../platform/oidc/oidc.keys';
import { seedDemoData } from '../seed/demo.seed';
import { tenantIdOf, type DemoTenant } from './demo-data';
import { restCaller, type CallerOptions, type RestCaller } from './rest-client';

export type ServerHarness = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** An access token for a demo user, signed with the embedded provider's own key. */
  tokenFor(userName: string, options?: { expiresIn?: string }): Promise<string>;
  userId(userName: string): Promise<string>;
  /**
   * REST requests as a demo user (`centeradmin`, `coach`, `area`, …), each with a fresh token;
   * `null` sends none, for tests that take "no one signed in" as one more caller.
   */
  as(userName: string | null, options?: CallerOptions): RestCaller;
  /** REST requests with no `authorization` header. */
  anonymous(options?: CallerOptions): RestCaller;
  /** REST requests with this exact token (a forged, expired or signed-out one). */
  bearer(token: string, options?: CallerOptions): RestCaller;
  /** The id of a seeded tenant: `tenant('sunrise')`, or by full name, `tenant('Sunrise Centre')`. */
  tenant(tenant: DemoTenant | (string & {})): Promise<string>;
  close(): Promise<void>;
};

export type ServerHarnessOptions = {
  /** Puts more on the app beside REST before it is ready (the gateway, in tests/integration). */
  register?: (app: FastifyInstance, deps: { db: Database; config: Config }) => Promise<void>;
};

/** An access token for `subject` as the embedded provider signs it, with the key kept in `db`. */
export const signAccessToken = async (
  db: Database,
  { issuer, subject, expiresIn }: { issuer: string; subject: string; expiresIn: string },
): Promise<string> => {
  const { signingKeys } = await loadOidcSecrets(db);
  const jwk = signingKeys.keys[0];
  if (!jwk) throw new Error('no signing key');
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({ scope: 'openid business rocket', client_id: 'atrium-console' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '', typ: 'at+jwt' })
    .setIssuer(issuer)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
};

/**
 * The REST server on a fresh, seeded test database, driven with app.inject(): start it in
 * beforeAll, close it in afterAll, and call it as a persona, `h.as('centeradmin').post(url, body)`.
 */
export const startServerHarness = async (
  engine: Engine,
  env: NodeJS.ProcessEnv = {},
  { register }: ServerHarnessOptions = {},
): Promise<ServerHarness> => {
  const test = await createTestDatabase(engine, { demo: seedDemoData });
  const config = readConfig({ PORT: '0', PUBLIC_URL: 'http://localhost:8080', DATA_DIR: '/nonexistent', ...env });
  const app = Fastify({ logger: false, frameworkErrors, ...lazySchemaCompilers });
  await app.register(serverPlugin, { db: test.db, config });
  if (register) await register(app, { db: test.db, config });
  await app.ready();

  const userId = async (userName: string) => {
    const [row] = await test.db.privileged((tx) =>
      tx.select({ id: users.id }).from(users).where(eq(users.userName, userName)),
    );
    if (!row) throw new Error(`no demo user ${userName}`);
    return row.id;
  };
  const tokenFor = async (userName: string, { expiresIn = '5m' } = {}) =>
    signAccessToken(test.db, { issuer: config.publicUrl, subject: await userId(userName), expiresIn });
  return {
    app,
    db: test.db,
    config,
    tokenFor,
    userId,
    as: (userName, options) => restCaller(app, async () => (userName ? tokenFor(userName) : null), options),
    anonymous: (options) => restCaller(app, async () => null, options),
    bearer: (token, options) => restCaller(app, async () => token, options),
    tenant: (tenant) => tenantIdOf(test.db, tenant),
    close: async () => {
      await app.close();
      await test.dispose();
    },
  };
};
