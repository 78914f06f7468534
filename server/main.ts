import Fastify from 'fastify';
import { serverPlugin } from './app';
import { bootDatabase } from './boot';
import { readConfig } from './platform/config';
import { frameworkErrors } from './platform/http.plugin';
import { compileSchemasAfterListen, lazySchemaCompilers } from './platform/lazy-compile';
import { closeOnSignals } from './platform/shutdown';

// REST services and the OpenID provider on their own (scale-out); a gateway reaches them
// through REST_URL. PUBLIC_URL must be the gateway's address: it is the issuer browsers see.
const config = readConfig();
const app = Fastify({
  logger: { level: process.env['LOG_LEVEL'] ?? 'info' },
  trustProxy: config.trustProxy,
  frameworkErrors,
  ...lazySchemaCompilers,
});
const { db } = await bootDatabase(config, app.log);
await app.register(serverPlugin, { db, config });

closeOnSignals(
  async () => {
    await app.close();
    await db.close();
  },
  (message) => app.log.info(message),
);

await app.listen({ port: config.port, host: config.host });
compileSchemasAfterListen(app);
console.log(`Atrium REST at http://${config.host}:${config.port} (database: ${db.engine})`);
