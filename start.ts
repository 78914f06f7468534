import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { readGatewayConfig } from './gateway/config';
import { gatewayPlugin } from './gateway/plugin';
import { createInProcessRestClient } from './gateway/rest-client';
import { serverPlugin } from './server/app';
import { bootDatabase } from './server/boot';
import { readConfig } from './server/platform/config';
import { frameworkErrors } from './server/platform/http.plugin';
import { compileSchemasAfterListen, lazySchemaCompilers } from './server/platform/lazy-compile';
import { closeOnSignals } from './server/platform/shutdown';
import { DEMO_PASSWORD, DEMO_USERS } from './server/seed/demo.seed';

// Everything in one process on one port (the default): REST, the OpenID provider, the GraphQL
// gateway and the console. The gateway reaches REST by injecting requests, without a socket.
export type StartOptions = {
  /**
   * Awaited while the database boots and before the console is served: `npm start`
   * (scripts/start.ts) builds the console meanwhile when its sources changed.
   */
  consoleReady?: Promise<void>;
};

export const startAtrium = async ({ consoleReady }: StartOptions = {}) => {
  // Both halves read the gateway's client secret (for the event feed); in one process any secret
  // will do, so one is made for this run unless configured.
  process.env['GATEWAY_CLIENT_SECRET'] ||= randomBytes(32).toString('base64url');
  const config = readConfig();
  const app = Fastify({
    logger: { level: process.env['LOG_LEVEL'] ?? 'warn' },
    trustProxy: config.trustProxy,
    // Closing waits for requests in flight; sockets that stay open (graphql-ws) are ended by onClose.
    forceCloseConnections: 'idle',
    // Router refusals (an over-long path parameter) in the spec's error shape.
    frameworkErrors,
    // Routes' serializers compiled on first use and after listen, not before the port opens.
    ...lazySchemaCompilers,
  });
  // The seed's note on the console (info is below the default level); the demo-accounts warning in the log.
  const { db, demoAccounts } = await bootDatabase(config, {
    info: (message) => console.log(message),
    warn: (message) => app.log.warn(message),
  });
  try {
    // The gateway reads dist/ when it is registered.
    await consoleReady;
  } catch (error) {
    await db.close();
    throw error;
  }
  await app.register(serverPlugin, { db, config });
  await app.register(gatewayPlugin, {
    config: readGatewayConfig(),
    rest: createInProcessRestClient((request) => app.inject(request)),
  });

  closeOnSignals(async () => {
    await app.close();
    await db.close();
  });

  await app.listen({ port: config.port, host: config.host });
  compileSchemasAfterListen(app);
  console.log(
    `\nAtrium is running at ${config.publicUrl} (database: ${db.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );
  if (demoAccounts.length > 0) {
    console.log(`Demo sign-ins (password for all: ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS.filter((u) => demoAccounts.includes(u.userName)))
      console.log(`  ${user.userName.padEnd(12)} ${user.description} → ${user.landsOn}`);
  }
};

// Run directly (node build/start.js, tsx start.ts); scripts/start.ts imports it and calls startAtrium.
if (import.meta.main) await startAtrium();
