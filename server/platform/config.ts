import { resolve } from 'node:path';
import { readDeployment, type Deployment } from './deployment';
import { readMessagingConfig, type MessagingConfig } from './messaging/messaging-config';
import { readTrustProxy, type TrustProxy } from '../../env/trust-proxy';

/** Everything the process reads from its environment, read once. See docs/operations.md. */
export type Config = Deployment & {
  port: number;
  host: string;
  /** The address people and clients use; the OpenID issuer unless OIDC_ISSUER says otherwise. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  restUrl: string | undefined;
  oidcIssuer: string | undefined;
  /** SMTP_URL and the SMS provider: where e-mail and SMS go. */
  messaging: MessagingConfig;
  /** Lifetime of an access token in seconds (the console renews it before it runs out). */
  accessTokenTtl: number;
  /** The centres' time zone: it decides which calendar day a check-in belongs to. */
  timeZone: string;
  /**
   * The gateway's client secret at the embedded provider (client credentials), with which it
   * reads the event feed. Unset: no gateway client is registered.
   */
  gatewayClientSecret: string | undefined;
  /**
   * Which peers may tell us the client's address (X-Forwarded-For) and scheme: Fastify's
   * trustProxy. False (TRUST_PROXY unset): none, the socket's address is the client's.
   */
  trustProxy: TrustProxy;
  /**
   * PGlite only: seconds between VACUUM (ANALYZE) runs, which a PostgreSQL server's autovacuum
   * does itself (pglite-maintenance.ts); 0: none after the start's.
   */
  pgliteMaintenanceInterval: number;
  /**
   * Seconds between sweeps for due course reminders (calendar-reminders.plugin.ts); 0: this
   * process sends none (another one does).
   */
  reminderSweepInterval: number;
};

const positiveInteger = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a whole number above 0, not "${raw}"`);
  return value;
};

const wholeNumber = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, 0 or more, not "${raw}"`);
  return value;
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = Number(env['PORT'] ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env['PORT']}"`);
  const host = env['HOST'] ?? '0.0.0.0';
  const publicUrl = (env['PUBLIC_URL'] ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host,
    publicUrl,
    dataDir: resolve(env['DATA_DIR'] ?? './data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    restUrl: env['REST_URL'] || undefined,
    oidcIssuer: env['OIDC_ISSUER'] || undefined,
    ...readDeployment(env, publicUrl),
    messaging: readMessagingConfig(env, publicUrl),
    accessTokenTtl: positiveInteger(env, 'ACCESS_TOKEN_TTL', 15 * 60),
    timeZone: env['TIMEZONE'] || 'Asia/Shanghai',
    gatewayClientSecret: env['GATEWAY_CLIENT_SECRET'] || undefined,
    trustProxy: readTrustProxy(env),
    pgliteMaintenanceInterval: wholeNumber(env, 'PGLITE_MAINTENANCE_INTERVAL', 10 * 60),
    reminderSweepInterval: wholeNumber(env, 'REMINDER_SWEEP_INTERVAL', 60),
  };
};
