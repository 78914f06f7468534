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
  /** The gateway's own client at the provider, for reading the event feed (client credentials). */
  gatewayClientId: string;
  gatewayClientSecret: string | undefined;
};

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
    gatewayClientId: env['GATEWAY_CLIENT_ID'] ?? 'atrium-gateway',
    gatewayClientSecret: env['GATEWAY_CLIENT_SECRET'] || undefined,
  };
};
