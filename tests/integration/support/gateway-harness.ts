import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readGatewayConfig } from '../../../gateway/config';
import { gatewayPlugin } from '../../../gateway/plugin';
import { createInProcessRestClient } from '../../../gateway/rest-client';
import type { Engine } from '../../../server/platform/db/testing';
import { startServerHarness, type ServerHarness } from '../../../server/testing/server-harness';

export type GraphqlAnswer = {
  data: Record<string, unknown> | null;
  errors?: { message: string; extensions: { code?: string; status?: number; [key: string]: unknown } }[];
};

export type GraphqlOptions = {
  /** Accept-Language; English unless a test reads the other language. */
  language?: string;
  headers?: Record<string, string>;
};

export type GatewayHarnessOptions = {
  /** Sees the URL of every request the gateway makes to REST, for tests that count them. */
  onRestCall?: (url: string) => void;
};

export type GatewayHarness = ServerHarness & {
  /** POST /graphql through app.inject, as `userName` with a fresh token. */
  graphql(userName: string, query: string, variables?: unknown, options?: GraphqlOptions): Promise<GraphqlAnswer>;
  /** Listens on a free local port, for what needs a socket (fetch, graphql-ws, SignalR); resolves to its base URL. */
  listen(): Promise<string>;
};

/**
 * REST and the gateway on one Fastify instance, as `npm start` runs them, on a fresh seeded
 * database with a DATA_DIR of its own. `env` goes to both halves, as one process's environment does.
 */
export const startGatewayHarness = async (
  engine: Engine,
  env: NodeJS.ProcessEnv = {},
  { onRestCall }: GatewayHarnessOptions = {},
): Promise<GatewayHarness> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-gateway-'));
  const server = await startServerHarness(
    engine,
    { DATA_DIR: dataDir, ...env },
    {
      register: async (app, { config }) => {
        await app.register(gatewayPlugin, {
          config: readGatewayConfig({ ...env, PUBLIC_URL: config.publicUrl, UI_DIR: '/nonexistent' }),
          rest: createInProcessRestClient((request) => {
            onRestCall?.(request.url);
            return app.inject(request);
          }),
        });
      },
    },
  );

  const graphql = async (
    userName: string,
    query: string,
    variables: unknown = {},
    { language = 'en-US', headers = {} }: GraphqlOptions = {},
  ) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        'accept-language': language,
        authorization: `Bearer ${await server.tokenFor(userName)}`,
        ...headers,
      },
      payload: JSON.stringify({ query, variables }),
    });
    return response.json<GraphqlAnswer>();
  };
  const listen = async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  };

  return {
    ...server,
    graphql,
    listen,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
