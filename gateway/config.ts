import { DEFAULT_GRAPHQL_LIMITS, DEFAULT_RATE_LIMIT, type GraphqlLimits, type RateLimit } from './security/limits';

/** What the gateway reads from its environment. See docs/operations.md. */
export type GatewayConfig = {
  port: number;
  host: string;
  publicUrl: string;
  restUrl: string | undefined;
  oidcIssuer: string;
  oidcClientId: string;
  /** The built SPA (vite build output). */
  uiDir: string;
  /** Minutes of inactivity after which the console's next request signs out (spec 000 §9). */
  sessionTimeoutMinutes: number;
  /** The centres' time zone (TIMEZONE, as the REST server reads it): the console's "today" and "now". */
  timeZone: string;
  /** The gateway's own client at the provider, for reading the event feed (client credentials). */
  gatewayClientId: string;
  gatewayClientSecret: string | undefined;
  /** What one GraphQL document may ask for (gateway/security/limits.ts). */
  graphqlLimits: GraphqlLimits;
  /** GraphQL operations per caller, over HTTP and graphql-ws together. */
  graphqlRateLimit: RateLimit;
  /** GraphiQL on /graphql: a development tool, off unless GRAPHIQL=true outside production. */
  graphiql: boolean;
};

/** A whole number above 0 from the environment, else the default. */
const positive = (value: string | undefined, fallback: number): number => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

const readGraphqlLimits = (env: NodeJS.ProcessEnv): GraphqlLimits => ({
  maxTokens: positive(env['GRAPHQL_MAX_TOKENS'], DEFAULT_GRAPHQL_LIMITS.maxTokens),
  maxDepth: positive(env['GRAPHQL_MAX_DEPTH'], DEFAULT_GRAPHQL_LIMITS.maxDepth),
  maxAliases: positive(env['GRAPHQL_MAX_ALIASES'], DEFAULT_GRAPHQL_LIMITS.maxAliases),
  maxDirectives: positive(env['GRAPHQL_MAX_DIRECTIVES'], DEFAULT_GRAPHQL_LIMITS.maxDirectives),
  maxCost: positive(env['GRAPHQL_MAX_COST'], DEFAULT_GRAPHQL_LIMITS.maxCost),
  maxMutationFields: positive(env['GRAPHQL_MAX_MUTATION_FIELDS'], DEFAULT_GRAPHQL_LIMITS.maxMutationFields),
  defaultListSize: positive(env['GRAPHQL_DEFAULT_LIST_SIZE'], DEFAULT_GRAPHQL_LIMITS.defaultListSize),
});

export const readGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig => {
  const port = Number(env['PORT'] ?? 8080);
  const publicUrl = (env['PUBLIC_URL'] ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env['HOST'] ?? '0.0.0.0',
    publicUrl,
    restUrl: env['REST_URL'] || undefined,
    oidcIssuer: env['OIDC_ISSUER'] || publicUrl,
    oidcClientId: env['OIDC_CLIENT_ID'] ?? 'atrium-console',
    uiDir: env['UI_DIR'] ?? new URL('../dist', import.meta.url).pathname,
    sessionTimeoutMinutes: Number(env['SESSION_TIMEOUT_MINUTES']) > 0 ? Number(env['SESSION_TIMEOUT_MINUTES']) : 120,
    timeZone: env['TIMEZONE'] || 'Asia/Shanghai',
    gatewayClientId: env['GATEWAY_CLIENT_ID'] ?? 'atrium-gateway',
    gatewayClientSecret: env['GATEWAY_CLIENT_SECRET'] || undefined,
    graphqlLimits: readGraphqlLimits(env),
    graphqlRateLimit: {
      operations: positive(env['GRAPHQL_RATE_LIMIT'], DEFAULT_RATE_LIMIT.operations),
      windowSeconds: positive(env['GRAPHQL_RATE_WINDOW_SECONDS'], DEFAULT_RATE_LIMIT.windowSeconds),
    },
    // It loads its scripts from a public CDN and runs on the console's origin: never in production.
    graphiql: env['GRAPHIQL'] === 'true' && env['NODE_ENV'] !== 'production',
  };
};
