import Fastify from 'fastify';
import proxy from '@fastify/http-proxy';
import { readTrustProxy } from '../env/trust-proxy';
import { readGatewayConfig } from './config';
import { gatewayPlugin } from './plugin';
import { createHttpRestClient } from './rest-client';

// The gateway on its own (scale-out): REST and the OpenID provider run elsewhere (REST_URL), and
// the gateway passes their paths through so that the browser still sees one origin.
const config = readGatewayConfig();
if (!config.restUrl) {
  console.error('REST_URL must name the REST server, e.g. REST_URL=http://127.0.0.1:8081');
  process.exit(1);
}

const app = Fastify({ logger: { level: process.env['LOG_LEVEL'] ?? 'info' }, trustProxy: readTrustProxy() });
for (const prefix of ['/api', '/oidc', '/.well-known']) {
  await app.register(proxy, {
    upstream: config.restUrl,
    prefix,
    rewritePrefix: prefix,
    websocket: false,
    // The OpenID provider builds its endpoint addresses from the host the browser used.
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-host': request.headers.host ?? '',
        'x-forwarded-proto': request.protocol,
        'x-forwarded-for': request.ip,
      }),
    },
  });
}
await app.register(gatewayPlugin, { config, rest: createHttpRestClient(config.restUrl) });

const close = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void close('SIGINT'));
process.once('SIGTERM', () => void close('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(`Atrium gateway at ${config.publicUrl} (REST at ${config.restUrl})`);
